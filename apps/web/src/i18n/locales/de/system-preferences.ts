import type { Messages } from '../../messages';
import type en from '../en/system-preferences';

const systemPreferences: Messages<typeof en> = {
  loading: 'Systemeinstellungen werden geladen',
  loadFailed: 'Die Systemeinstellungen konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
  title: 'Systemeinstellungen',
  description: 'Gelten sofort auf jedem Server. Jedes Speichern braucht einen Grund und wird mit altem und neuem Wert im Audit-Trail erfasst.',
  lastSaved: 'Zuletzt gespeichert {{when}}.',
  neverSaved: 'Es gelten die Standardwerte der Serverumgebung: nie gespeichert.',
  sections: {
    general: 'Allgemein',
    security: 'Sicherheit',
    performance: 'Leistung',
    backup: 'Sicherung',
    maintenance: 'Wartung',
  },
  fields: {
    copyStatusPublic: 'Statusseite gedruckter Kopien ist öffentlich',
    sessionIdleMinutes: 'Inaktivitätszeitlimit (Minuten)',
    sessionMaxHours: 'Sitzungsdauer (Stunden)',
    lockoutMaxAttempts: 'Fehlgeschlagene Anmeldungen bis zur Sperre',
    lockoutMinutes: 'Sperre (Minuten)',
    passwordMinLength: 'Mindestlänge des Passworts',
    uploadMaxMb: 'Größter Upload (MB)',
    maintenanceMode: 'Wartungsmodus',
    maintenanceMessage: 'Wartungsmeldung',
    reason: 'Grund der Änderung',
  },
  hints: {
    copyStatusPublic: 'Wer den QR-Code einer gedruckten Kopie scannt, sieht Nummer und Status ohne Anmeldung.',
    sessionIdleMinutes: 'Eine Sitzung ohne Aktivität endet danach: {{min}} bis {{max}} Minuten.',
    sessionMaxHours: 'Eine neue Sitzung endet so lange nach der Anmeldung, unabhängig von der Aktivität: {{min}} bis {{max}} Stunden.',
    lockoutMaxAttempts: 'Falsche Passwörter in Folge, die das Konto sperren: {{min}} bis {{max}}.',
    lockoutMinutes: 'Wie lange ein gesperrtes Konto gesperrt bleibt: {{min}} bis {{max}} Minuten.',
    passwordMinLength: 'Gilt für jedes neue Passwort: {{min}} bis {{max}} Zeichen, nie unter 8.',
    uploadMaxMb: 'Die größte Dokumentdatei, die ein Upload annimmt: {{min}} bis {{max}} MB.',
    maintenanceMode: 'Alle sehen einen Hinweis; nur Administratoren können sich anmelden. Offene Sitzungen laufen weiter.',
    maintenanceMessage: 'Im Hinweis angezeigt, z. B. wann die Arbeiten enden. Optional.',
    reason: 'Wird im Audit-Ereignis gespeichert, z. B. die Änderungsnummer.',
  },
  backupNote: 'Zeitplan und Ordner der Sicherungen legt die Serverumgebung fest (unten); die Sicherungen selbst finden Sie im Reiter Sicherung.',
  maintenanceOnWarning: 'Solange der Wartungsmodus an ist, können sich nur Administratoren anmelden.',
  pinned: 'Festgelegt',
  save: 'Einstellungen speichern',
  saving: 'Wird gespeichert…',
  reset: 'Auf Standard zurücksetzen',
  resetNotice: 'Die Standardwerte der Serverumgebung stehen im Formular. Geben Sie einen Grund an und speichern Sie, um sie anzuwenden.',
  toasts: {
    saved: 'Systemeinstellungen gespeichert',
    savedDescription: 'Sie gelten ab sofort auf jedem Server.',
    failed: 'Die Systemeinstellungen konnten nicht gespeichert werden',
    failedDescription: 'Bitte versuchen Sie es erneut.',
    fixFields: 'Bitte korrigieren Sie die markierten Felder.',
  },
  banner: {
    title: 'Wartung',
    default: 'Attest wird gewartet. Im Moment können sich nur Administratoren anmelden.',
  },
};

export default systemPreferences;
