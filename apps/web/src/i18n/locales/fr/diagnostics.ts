import type { Messages } from '../../messages';
import type en from '../en/diagnostics';

const diagnostics: Messages<typeof en> = {
  title: 'Diagnostic',
  description: 'Des contrôles réels de la base de données, des fichiers, des conversions, de l’e-mail et des sauvegardes, exécutés maintenant sur ce serveur.',
  link: 'Ouvrir le diagnostic',
  linkDescription: 'Lancez le diagnostic et les contrôles d’intégration : chaque partie de l’installation, avec des correctifs rapides.',
  run: 'Lancer le diagnostic',
  running: 'En cours…',
  notRun: 'Lancez le diagnostic pour contrôler chaque partie de l’installation.',
  failed: 'Le diagnostic n’a pas pu être lancé.',
  counts: { passed: 'Réussis', failed: 'Échoués', warnings: 'Avertissements', total: 'Total' },
  status: { pass: 'RÉUSSI', fail: 'ÉCHEC', warn: 'AVERT.', checking: 'CONTRÔLE' },
  checks: {
    database: 'Base de données',
    migrations: 'Migrations',
    'audit-chain': 'Chaîne d’audit',
    'blob-store': 'Stockage des fichiers',
    renditions: 'Conversion Word vers PDF',
    smtp: 'E-mail (SMTP)',
    'listen-notify': 'Notifications en direct (LISTEN/NOTIFY)',
    'worker-pools': 'Threads de travail',
    'disk-space': 'Espace disque libre',
    clock: 'Horloge',
    backups: 'Dernière sauvegarde',
  },
  ms: '{{ms}} ms',
  quickFixes: { title: 'Correctifs rapides', none: 'Tous les contrôles ont réussi : rien à corriger.', notRun: 'Les conseils pour les contrôles qui échouent apparaissent ici.' },
  integration: {
    title: 'Contrôles d’intégration',
    description: 'Essayez de bout en bout les services dont Attest dépend.',
    convert: 'Convertir le fichier Word d’exemple',
    converting: 'Conversion…',
    pages_one: '{{count}} page en {{seconds}} s',
    pages_other: '{{count}} pages en {{seconds}} s',
    email: 'Envoyer un e-mail de test',
    sending: 'Envoi…',
    emailQueued: 'Un e-mail de test pour {{recipient}} est dans la file d’envoi.',
    emailFailed: 'L’e-mail de test n’a pas pu être envoyé.',
    convertFailed: 'La conversion n’a pas pu être lancée.',
    repository: 'Tester une connexion à un dépôt',
    repositoryConnection: 'Connexion',
    repositoryNone: 'Aucune connexion à un dépôt. Ajoutez-en une dans Administration du système → Dépôts.',
    repositoryLoadFailed: 'Les connexions aux dépôts n’ont pas pu être chargées.',
  },
};

export default diagnostics;
