import type { Messages } from '../../messages';
import type en from '../en/signature-config';

const signatureConfig: Messages<typeof en> = {
  loading: 'Signaturkonfiguration wird geladen',
  loadFailed: 'Die Signaturkonfiguration konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
  title: 'Signaturkonfiguration',
  description: 'Wie elektronische Signaturen in Attest geleistet werden. Jedes Speichern braucht einen Grund und wird mit altem und neuem Wert im Audit-Trail erfasst.',
  lastSaved: 'Zuletzt gespeichert {{when}}.',
  neverSaved: 'Es gelten die Standardwerte: nie gespeichert.',
  fields: {
    allowedTypes: 'Erlaubte Signaturzeichen',
    imageFormats: 'Formate hochgeladener Bilder',
    maxImageKb: 'Größtes Signaturbild (KB)',
    maxSigningAttempts: 'Signaturversuche',
    authenticationMinutes: 'Authentifizierung gilt (Minuten)',
    signingLockMinutes: 'Signatursperre (Minuten)',
    requireLegalDisclaimer: 'Unterzeichner müssen den rechtlichen Hinweis bestätigen',
    reminderFrequency: 'Erinnerungen an ausstehende Signaturen',
    segregationOfDuties: 'Funktionstrennung durchsetzen',
    reason: 'Grund der Änderung',
  },
  types: { drawn: 'Gezeichnet', typed: 'Getippt', uploaded: 'Hochgeladen' },
  reminders: { daily: 'Täglich', weekly: 'Wöchentlich', off: 'Aus' },
  hints: {
    maxImageKb: 'Zwischen {{min}} und {{max}} KB; auch ein gezeichnetes oder getipptes Zeichen zählt.',
    maxSigningAttempts: 'Falsche Signaturpasswörter in Folge, in jeder Sitzung, bevor das Signieren gesperrt wird: {{min}} bis {{max}}.',
    signingLockMinutes: 'Wie lange das Signieren für diese Person gesperrt bleibt: {{min}} bis {{max}} Minuten. Administratoren werden benachrichtigt.',
    authenticationMinutes: 'Wie lange die Passwortprüfung für eine Signatur gilt: {{min}} bis {{max}} Minuten.',
    requireLegalDisclaimer: 'Der Hinweis wird immer gezeigt und mit jeder Signatur gespeichert; dies entscheidet, ob der Unterzeichner ihn ankreuzen muss.',
    reminderFrequency: 'Jeder Prüfer und Freigeber, auf dessen Schritt gewartet wird, wird in Attest und per E-Mail (wenn er E-Mails erhält) einmal täglich oder wöchentlich erinnert, solange er wartet; Aus sendet keine.',
    segregationOfDuties: 'Der Autor einer Version darf sie weder prüfen noch freigeben, und niemand prüft und gibt dieselbe Version frei.',
    reason: 'Wird im Audit-Ereignis gespeichert, z. B. die Änderungskontrollnummer.',
  },
  releaseSignatures: {
    title: 'Signierte Freigabeaktionen',
    hint: 'Jede angekreuzte Aktion verlangt eine Part-11-Signatur (Passwort, Zeichen, rechtlicher Hinweis) über die betroffene Version.',
    makeEffective: 'In Kraft setzen (Bedeutung „Freigegeben“)',
    markObsolete: 'Als obsolet markieren (Bedeutung „Zurückgezogen“)',
    archive: 'Archivieren (Bedeutung „Archiviert“)',
    restore: 'Wiederherstellen (Bedeutung „Wiederhergestellt“)',
  },
  segregationOffWarning: 'Ohne Funktionstrennung kann eine Person allein erstellen, prüfen und freigeben. Jede in dieser Zeit geleistete Signatur wird gekennzeichnet.',
  locked: {
    title: 'Immer an oder noch nicht verfügbar',
    on: 'An',
    off: 'Aus',
    labels: { passwordReauthentication: 'Erneute Passwortabfrage', part11Mode: '21-CFR-Part-11-Modus', twoFactor: 'Zweiter Faktor beim Signieren' },
    reasons: {
      passwordReauthentication: 'Immer an: 21 CFR 11.200 verlangt bei jeder Signatur die erneute Eingabe des Passworts.',
      part11Mode: 'Immer an: Attest führt jede Signatur nach 21 CFR Part 11.',
      twoFactor: 'Erfordert die Zwei-Faktor-Anmeldung, die diese Installation nicht hat.',
    },
  },
  save: 'Konfiguration speichern',
  saving: 'Wird gespeichert…',
  reset: 'Auf Standardwerte zurücksetzen',
  resetNotice: 'Die Standardwerte stehen im Formular. Geben Sie einen Grund an und speichern Sie, um sie anzuwenden.',
  toasts: {
    saved: 'Signaturkonfiguration gespeichert',
    savedDescription: 'Neue Signaturen folgen ihr ab sofort.',
    failed: 'Die Signaturkonfiguration konnte nicht gespeichert werden',
    failedDescription: 'Bitte versuchen Sie es erneut.',
    fixFields: 'Bitte korrigieren Sie die markierten Felder.',
  },
};

export default signatureConfig;
