import type { Messages } from '../../messages';
import type en from '../en/setting-changes';

const settingChanges: Messages<typeof en> = {
  title: 'Freigabe durch einen zweiten Administrator ausstehend',
  proposed: '{{name}} hat diese Änderung am {{when}} vorgeschlagen. Sie schwächt eine GxP-Kontrolle ab und wird erst wirksam, wenn ein anderer Administrator sie mit seiner elektronischen Signatur freigibt.',
  savedPending: 'Als ausstehend gespeichert: Diese Änderung schwächt eine GxP-Kontrolle ab und wird erst wirksam, wenn ein zweiter Administrator sie freigibt.',
  reason: 'Begründung',
  changes: 'Was sich ändert',
  otherFields: 'Andere Felder derselben Speicherung werden mit ihr wirksam.',
  ownChange: 'Sie haben diese Änderung vorgeschlagen: Ein anderer Administrator muss sie freigeben oder ablehnen. Sie können sie zurückziehen.',
  approve: 'Freigeben',
  reject: 'Ablehnen',
  withdraw: 'Zurückziehen',
  rejectReason: 'Begründung der Ablehnung',
  confirmReject: 'Änderung ablehnen',
  cancel: 'Abbrechen',
  signAction: 'Einstellungsänderung freigeben',
  signLabel: '{{setting}}: {{changes}}',
  signStatement: 'Ich gebe diese Änderung einer GxP-Kontrolle frei, vorgeschlagen von {{name}}.',
  approved: 'Änderung freigegeben und wirksam',
  rejected: 'Änderung abgelehnt',
  withdrawn: 'Änderung zurückgezogen',
  failed: 'Die Entscheidung konnte nicht gespeichert werden',
  on: 'Ein',
  off: 'Aus',
  settings: {
    signatureConfig: 'Signaturkonfiguration',
    systemPreferences: 'Systemeinstellungen',
    twoFactorPolicy: 'Richtlinie zur Zwei-Faktor-Anmeldung',
  },
  fields: {
    segregationOfDuties: {
      enforced: 'Funktionstrennung',
    },
    maxSigningAttempts: 'Signaturversuche',
    signingLockMinutes: 'Signatursperre (Minuten)',
    authenticationMinutes: 'Gültigkeit der Signatur-Authentifizierung (Minuten)',
    requireLegalDisclaimer: 'Rechtlicher Hinweis verpflichtend',
    requireSecondFactor: 'Zweiter Faktor beim Signieren',
    releaseSignatures: {
      makeEffective: 'Signiertes In-Kraft-Setzen',
      markObsolete: 'Signiertes Außer-Kraft-Setzen',
      archive: 'Signiertes Archivieren',
      restore: 'Signiertes Wiederherstellen',
    },
    passwordMinLength: 'Mindestlänge des Passworts',
    lockoutMaxAttempts: 'Fehlanmeldungen bis zur Sperre',
    lockoutMinutes: 'Sperre (Minuten)',
    sessionIdleMinutes: 'Zeitlimit bei Inaktivität (Minuten)',
    sessionMaxHours: 'Längste Sitzung (Stunden)',
    auditReviewPeriodMonths: 'Prüfzeitraum des Audit-Trails (Monate)',
    requiredRoles: {
      admin: 'Zwei-Faktor-Anmeldung für Administrator',
      author: 'Zwei-Faktor-Anmeldung für Autor',
      reviewer: 'Zwei-Faktor-Anmeldung für Prüfer',
      approver: 'Zwei-Faktor-Anmeldung für Freigeber',
      user: 'Zwei-Faktor-Anmeldung für Benutzer',
      document_coordinator: 'Zwei-Faktor-Anmeldung für Dokumentenkoordinator',
    },
  },
};

export default settingChanges;
