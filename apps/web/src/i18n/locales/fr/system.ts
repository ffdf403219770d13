import type { Messages } from '../../messages';
import type en from '../en/system';

const system: Messages<typeof en> = {
  page: {
    description: 'État, intégrité et configuration de ce serveur.',
    refresh: 'Actualiser',
    refreshing: 'Actualisation…',
    loadFailed: 'Les chiffres du système n’ont pas pu être chargés. Veuillez actualiser la page.',
    loading: 'Chargement des chiffres du système',
    overviewTab: 'Vue d’ensemble',
    retentionTab: 'Conservation',
    signaturesTab: 'Signatures',
    preferencesTab: 'Préférences',
  },
  overview: {
    figures: 'Chiffres du système',
    storageFull: 'Le disque du stockage de fichiers est plein à {{percentage}} %.',
    status: {
      title: 'État du système',
      attention: 'Attention',
      operational: 'Opérationnel',
      healthy: 'La base de données a répondu et le disque dispose d’espace.',
    },
    storage: {
      title: 'Utilisation du stockage',
      hint: 'Du disque du stockage de fichiers, d’après le système d’exploitation.',
    },
    responseTime: {
      title: 'Temps de réponse',
      hint: 'Un aller-retour vers la base de données, mesuré pour cette page.',
    },
    activeUsers: {
      title: 'Utilisateurs actifs',
      hint: 'Comptes dotés d’un mot de passe. Ouvre la liste.',
      link: 'Utilisateurs actifs : {{total}}. Ouvrir la liste',
    },
    statistics: {
      title: 'Statistiques',
      description: 'Comptées dans la base de données à l’instant.',
      documents: 'Documents (hors documents archivés)',
      activeWorkflows: 'Workflows actifs',
      auditEvents: 'Événements d’audit des dernières 24 heures',
      filesStored: 'Fichiers de documents stockés',
    },
    integrity: {
      title: 'Contrôles d’intégrité',
      description:
        'La chaîne de hachage de la piste d’audit, et chaque fichier stocké comparé à son SHA-256 et aux enregistrements qui l’utilisent.',
    },
  },
  storageIntegrity: {
    check: 'Vérifier les fichiers stockés',
    checkAgain: 'Vérifier à nouveau les fichiers stockés',
    checking: 'Vérification des fichiers stockés…',
    failed: 'Les fichiers stockés n’ont pas pu être vérifiés. Veuillez réessayer.',
    intactTitle_one: '{{checked}} fichier stocké intact',
    intactTitle_other: 'Les {{checked}} fichiers stockés sont intacts',
    intact: 'Chaque fichier référencé par la base de données est présent et correspond à son SHA-256 ; aucun fichier n’est injustifié.',
    problemsTitle_one: '{{checked}} fichier stocké vérifié : problèmes détectés',
    problemsTitle_other: '{{checked}} fichiers stockés vérifiés : problèmes détectés',
    missing_one: '{{number}} manquant (référencé par la base de données mais absent du stockage) : <files>{{files}}</files>',
    missing_other: '{{number}} manquants (référencés par la base de données mais absents du stockage) : <files>{{files}}</files>',
    corrupt_one: '{{number}} corrompu (ses octets ne correspondent plus à son SHA-256) : <files>{{files}}</files>',
    corrupt_other: '{{number}} corrompus (leurs octets ne correspondent plus à leur SHA-256) : <files>{{files}}</files>',
    orphan_one: '{{number}} orphelin (présent dans le stockage mais référencé par aucun enregistrement) : <files>{{files}}</files>',
    orphan_other: '{{number}} orphelins (présents dans le stockage mais référencés par aucun enregistrement) : <files>{{files}}</files>',
    more_one: '{{files}} et {{number}} autre',
    more_other: '{{files}} et {{number}} autres',
  },
  configuration: {
    title: 'Fixé par l’environnement du serveur',
    description:
      'Lecture seule : ces valeurs viennent des variables d’environnement au démarrage du serveur (voir le README, section Configuration) ; les secrets ne sont jamais affichés. Les préférences ci-dessus se modifient ici.',
    caption: 'Configuration en vigueur',
    setting: 'Paramètre',
    value: 'Valeur',
    variable: 'Variable d’environnement',
    settings: {
      version: 'Version',
      database: 'Base de données',
      publicUrl: 'Adresse publique',
      secureCookies: 'Cookies sécurisés (https)',
      setupCodeValidity: 'Validité du code d’activation',
      timezone: 'Fuseau horaire du site',
      email: 'Notifications par e-mail',
      libreOffice: 'Rendus PDF (LibreOffice)',
      renditionConcurrency: 'Conversions simultanées',
      backupSchedule: 'Planification des sauvegardes',
      renditionTimeout: 'Durée maximale d’une conversion',
    },
    values: {
      embedded: 'Intégrée (PGlite dans DATA_DIR)',
      yes: 'Oui',
      no: 'Non',
      hours_one: '{{count}} heure',
      hours_other: '{{count}} heures',
      on: 'Activées',
      off: 'Désactivées (SMTP non configuré)',
      seconds_one: '{{count}} seconde',
      seconds_other: '{{count}} secondes',
      backupOff: 'Désactivée',
      backupSchedule: '{{cron}} (fuseau horaire du site)',
      libreOffice: { installed: 'Installé', 'not-installed': 'Non installé : les versions Word n’ont pas de rendu PDF' },
    },
  },
};

export default system;
