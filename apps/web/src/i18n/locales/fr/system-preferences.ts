import type { Messages } from '../../messages';
import type en from '../en/system-preferences';

const systemPreferences: Messages<typeof en> = {
  loading: 'Chargement des préférences système',
  loadFailed: 'Les préférences système n’ont pas pu être chargées. Veuillez actualiser la page.',
  title: 'Préférences système',
  description: 'Appliquées aussitôt sur chaque serveur. Chaque enregistrement demande un motif et est consigné dans la piste d’audit avec l’ancienne et la nouvelle valeur.',
  lastSaved: 'Dernier enregistrement {{when}}.',
  neverSaved: 'Les valeurs par défaut de l’environnement du serveur s’appliquent : jamais enregistrées.',
  sections: {
    general: 'Général',
    security: 'Sécurité',
    performance: 'Performances',
    backup: 'Sauvegarde',
    maintenance: 'Maintenance',
  },
  fields: {
    copyStatusPublic: 'La page de statut des copies imprimées est publique',
    sessionIdleMinutes: 'Délai d’inactivité (minutes)',
    sessionMaxHours: 'Durée de session (heures)',
    lockoutMaxAttempts: 'Connexions échouées avant verrouillage',
    lockoutMinutes: 'Verrouillage (minutes)',
    passwordMinLength: 'Longueur minimale du mot de passe',
    uploadMaxMb: 'Plus grand téléversement (Mo)',
    maintenanceMode: 'Mode maintenance',
    maintenanceMessage: 'Message de maintenance',
    reason: 'Motif de la modification',
  },
  hints: {
    copyStatusPublic: 'Un visiteur qui scanne le code QR d’une copie imprimée voit son numéro et son statut sans se connecter.',
    sessionIdleMinutes: 'Une session sans activité plus longtemps prend fin : de {{min}} à {{max}} minutes.',
    sessionMaxHours: 'Une nouvelle session prend fin ce délai après la connexion, quelle que soit l’activité : de {{min}} à {{max}} heures.',
    lockoutMaxAttempts: 'Mots de passe erronés d’affilée qui verrouillent le compte : de {{min}} à {{max}}.',
    lockoutMinutes: 'Durée pendant laquelle un compte reste verrouillé : de {{min}} à {{max}} minutes.',
    passwordMinLength: 'S’applique à chaque nouveau mot de passe : de {{min}} à {{max}} caractères, jamais moins de 8.',
    uploadMaxMb: 'Le plus grand fichier de document accepté au téléversement : de {{min}} à {{max}} Mo.',
    maintenanceMode: 'Tout le monde voit un bandeau ; seuls les administrateurs peuvent se connecter. Les sessions ouvertes continuent.',
    maintenanceMessage: 'Affiché dans le bandeau, par ex. la fin des travaux. Facultatif.',
    reason: 'Conservé dans l’événement d’audit, par ex. le numéro de maîtrise des changements.',
  },
  backupNote: 'La planification et le dossier des sauvegardes sont fixés par l’environnement du serveur (ci-dessous) ; les sauvegardes se trouvent dans l’onglet Sauvegarde.',
  maintenanceOnWarning: 'Tant que le mode maintenance est activé, seuls les administrateurs peuvent se connecter.',
  pinned: 'Fixée',
  save: 'Enregistrer les préférences',
  saving: 'Enregistrement…',
  reset: 'Rétablir les valeurs par défaut',
  resetNotice: 'Les valeurs par défaut de l’environnement du serveur sont dans le formulaire. Indiquez un motif et enregistrez pour les appliquer.',
  toasts: {
    saved: 'Préférences système enregistrées',
    savedDescription: 'Elles s’appliquent désormais sur chaque serveur.',
    failed: 'Impossible d’enregistrer les préférences système',
    failedDescription: 'Veuillez réessayer.',
    fixFields: 'Veuillez corriger les champs signalés.',
  },
  banner: {
    title: 'Maintenance',
    default: 'Attest est en maintenance. Seuls les administrateurs peuvent se connecter pour le moment.',
  },
};

export default systemPreferences;
