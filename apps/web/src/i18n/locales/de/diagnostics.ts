import type { Messages } from '../../messages';
import type en from '../en/diagnostics';

const diagnostics: Messages<typeof en> = {
  title: 'Diagnose',
  description: 'Echte Prüfungen von Datenbank, Dateien, Konvertierungen, E-Mail und Sicherungen, jetzt auf diesem Server ausgeführt.',
  link: 'Diagnose öffnen',
  linkDescription: 'Diagnose und Integrationsprüfungen ausführen: jeder Teil der Installation, mit Schnellhilfen.',
  run: 'Diagnose ausführen',
  running: 'Läuft…',
  notRun: 'Führen Sie die Diagnose aus, um jeden Teil der Installation zu prüfen.',
  failed: 'Die Diagnose konnte nicht ausgeführt werden.',
  counts: { passed: 'Bestanden', failed: 'Fehlgeschlagen', warnings: 'Warnungen', total: 'Gesamt' },
  status: { pass: 'OK', fail: 'FEHLER', warn: 'WARNUNG', checking: 'PRÜFUNG' },
  checks: {
    database: 'Datenbank',
    migrations: 'Migrationen',
    'audit-chain': 'Audit-Kette',
    'blob-store': 'Dateispeicher',
    renditions: 'Umwandlung Word in PDF',
    smtp: 'E-Mail (SMTP)',
    'listen-notify': 'Live-Benachrichtigungen (LISTEN/NOTIFY)',
    'worker-pools': 'Worker-Threads',
    'disk-space': 'Freier Speicherplatz',
    clock: 'Uhr',
    backups: 'Letzte Sicherung',
  },
  ms: '{{ms}} ms',
  quickFixes: { title: 'Schnellhilfen', none: 'Alle Prüfungen bestanden: nichts zu beheben.', notRun: 'Hinweise zu nicht bestandenen Prüfungen erscheinen hier.' },
  integration: {
    title: 'Integrationsprüfungen',
    description: 'Testen Sie die Dienste, von denen Attest abhängt, von Anfang bis Ende.',
    convert: 'Beispiel-Word-Datei umwandeln',
    converting: 'Wird umgewandelt…',
    pages_one: '{{count}} Seite in {{seconds}} s',
    pages_other: '{{count}} Seiten in {{seconds}} s',
    email: 'Test-E-Mail senden',
    sending: 'Wird gesendet…',
    emailQueued: 'Eine Test-E-Mail an {{recipient}} liegt im Postausgang.',
    emailFailed: 'Die Test-E-Mail konnte nicht gesendet werden.',
    convertFailed: 'Die Umwandlung konnte nicht ausgeführt werden.',
    repository: 'Eine Repository-Verbindung testen',
    repositoryConnection: 'Verbindung',
    repositoryNone: 'Keine Repository-Verbindungen. Fügen Sie eine unter Systemverwaltung → Repositorys hinzu.',
    repositoryLoadFailed: 'Die Repository-Verbindungen konnten nicht geladen werden.',
  },
};

export default diagnostics;
