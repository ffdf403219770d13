import type { Messages } from '../../messages';
import type en from '../en/setting-changes';

const settingChanges: Messages<typeof en> = {
  title: 'En attente d’approbation par un second administrateur',
  proposed: '{{name}} a proposé cette modification le {{when}}. Elle affaiblit un contrôle GxP : elle ne prend effet que lorsqu’un autre administrateur l’approuve par sa signature électronique.',
  savedPending: 'Enregistré en attente : cette modification affaiblit un contrôle GxP et ne prend effet qu’après l’approbation d’un second administrateur.',
  reason: 'Motif',
  changes: 'Ce qui change',
  otherFields: 'Les autres champs du même enregistrement prennent effet avec elle.',
  ownChange: 'Vous avez proposé cette modification : un autre administrateur doit l’approuver ou la rejeter. Vous pouvez la retirer.',
  approve: 'Approuver',
  reject: 'Rejeter',
  withdraw: 'Retirer',
  rejectReason: 'Motif du rejet',
  confirmReject: 'Rejeter la modification',
  cancel: 'Annuler',
  signAction: 'Approuver la modification du paramètre',
  signLabel: '{{setting}} : {{changes}}',
  signStatement: 'J’approuve cette modification d’un contrôle GxP, proposée par {{name}}.',
  approved: 'Modification approuvée et en vigueur',
  rejected: 'Modification rejetée',
  withdrawn: 'Modification retirée',
  failed: 'La décision n’a pas pu être enregistrée',
  on: 'Activé',
  off: 'Désactivé',
  settings: {
    signatureConfig: 'Configuration des signatures',
    systemPreferences: 'Préférences système',
    twoFactorPolicy: 'Politique de connexion à deux facteurs',
  },
  fields: {
    segregationOfDuties: {
      enforced: 'Séparation des tâches',
    },
    maxSigningAttempts: 'Tentatives de signature',
    signingLockMinutes: 'Verrouillage de signature (minutes)',
    authenticationMinutes: 'Durée de l’authentification de signature (minutes)',
    requireLegalDisclaimer: 'Mention légale obligatoire',
    requireSecondFactor: 'Second facteur à la signature',
    releaseSignatures: {
      makeEffective: 'Mise en vigueur signée',
      markObsolete: 'Mise en obsolescence signée',
      archive: 'Archivage signé',
      restore: 'Restauration signée',
    },
    passwordMinLength: 'Longueur minimale du mot de passe',
    lockoutMaxAttempts: 'Échecs de connexion avant verrouillage',
    lockoutMinutes: 'Verrouillage (minutes)',
    sessionIdleMinutes: 'Délai d’inactivité (minutes)',
    sessionMaxHours: 'Session la plus longue (heures)',
    auditReviewPeriodMonths: 'Période de revue de la piste d’audit (mois)',
    requiredRoles: {
      admin: 'Deux facteurs pour Administrateur',
      author: 'Deux facteurs pour Auteur',
      reviewer: 'Deux facteurs pour Relecteur',
      approver: 'Deux facteurs pour Approbateur',
      user: 'Deux facteurs pour Utilisateur',
      document_coordinator: 'Deux facteurs pour Coordinateur documentaire',
    },
  },
};

export default settingChanges;
