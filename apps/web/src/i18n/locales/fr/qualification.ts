import type { Messages } from '../../messages';
import type en from '../en/qualification';

const qualification: Messages<typeof en> = {
  title: 'Qualification d’installation (QI)',
  description:
    'Vérifie cette installation en service : les versions utilisées, chaque migration de base de données appliquée, toute la piste d’audit par rapport à ses sceaux et points de contrôle signés, et la configuration (les secrets sont seulement notés comme définis ou non). Chaque exécution est auditée et son rapport PDF est conservé.',
  oqHint: 'Le rapport de qualification opérationnelle (QO), avec la matrice de traçabilité issue des tests automatisés, est produit avec npm run validation-report.',
  running: 'Vérification de l’installation…',
  loadFailed: 'Les vérifications de l’installation n’ont pas pu être chargées.',
  none: 'Aucune qualification d’installation n’a encore été exécutée.',
  earlier: 'Exécutions précédentes',
  run: {
    start: 'Vérifier l’installation',
    title: 'Dernière vérification de l’installation',
    by: '{{date}} par {{name}}',
    download: 'Télécharger le rapport',
    checks: 'Vérifications',
    versions: 'Versions',
    configuration: 'Configuration',
    sha256: 'SHA-256 du rapport conservé : {{sha256}}',
  },
  check: {
    versions: 'Versions',
    migrations: 'Migrations',
    'audit-chain': 'Chaîne d’audit',
    configuration: 'Configuration',
  },
  toast: {
    done: 'Vérification de l’installation terminée',
    failed: 'La vérification de l’installation a trouvé un échec',
    error: 'La vérification de l’installation n’a pas pu être exécutée.',
  },
};

export default qualification;
