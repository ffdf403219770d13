import type { Messages } from '../../messages';
import type en from '../en/system';

const system: Messages<typeof en> = {
  page: {
    description: 'Zustand, Integrität und Konfiguration dieses Servers.',
    refresh: 'Aktualisieren',
    refreshing: 'Wird aktualisiert…',
    loadFailed: 'Die Systemkennzahlen konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
    loading: 'Systemkennzahlen werden geladen',
    overviewTab: 'Übersicht',
    retentionTab: 'Aufbewahrung',
    signaturesTab: 'Signaturen',
    preferencesTab: 'Einstellungen',
  },
  overview: {
    figures: 'Systemkennzahlen',
    storageFull: 'Der Datenträger des Dateispeichers ist zu {{percentage}} % belegt.',
    status: {
      title: 'Systemstatus',
      attention: 'Achtung',
      operational: 'Betriebsbereit',
      healthy: 'Die Datenbank hat geantwortet und der Datenträger hat freien Platz.',
    },
    storage: {
      title: 'Speichernutzung',
      hint: 'Des Datenträgers des Dateispeichers, laut Betriebssystem.',
    },
    responseTime: {
      title: 'Antwortzeit',
      hint: 'Ein Roundtrip zur Datenbank, für diese Seite gemessen.',
    },
    activeUsers: {
      title: 'Aktive Benutzer',
      hint: 'Konten mit festgelegtem Passwort. Öffnet die Liste.',
      link: 'Aktive Benutzer: {{total}}. Liste öffnen',
    },
    statistics: {
      title: 'Statistik',
      description: 'Soeben in der Datenbank gezählt.',
      documents: 'Dokumente (ohne archivierte)',
      activeWorkflows: 'Aktive Workflows',
      auditEvents: 'Audit-Ereignisse der letzten 24 Stunden',
      filesStored: 'Gespeicherte Dokumentdateien',
    },
    integrity: {
      title: 'Integritätsprüfungen',
      description:
        'Die Hash-Kette des Audit-Trails sowie jede gespeicherte Datei im Abgleich mit ihrem SHA-256 und den Datensätzen, die sie verwenden.',
    },
  },
  storageIntegrity: {
    check: 'Gespeicherte Dateien prüfen',
    checkAgain: 'Gespeicherte Dateien erneut prüfen',
    checking: 'Gespeicherte Dateien werden geprüft…',
    failed: 'Die gespeicherten Dateien konnten nicht geprüft werden. Bitte versuchen Sie es erneut.',
    intactTitle_one: '{{checked}} gespeicherte Datei unversehrt',
    intactTitle_other: 'Alle {{checked}} gespeicherten Dateien unversehrt',
    intact: 'Jede Datei, auf die die Datenbank verweist, ist vorhanden und stimmt mit ihrem SHA-256 überein; keine Datei ist unbelegt.',
    problemsTitle_one: '{{checked}} gespeicherte Datei geprüft: Probleme gefunden',
    problemsTitle_other: '{{checked}} gespeicherte Dateien geprüft: Probleme gefunden',
    missing_one: '{{number}} fehlend (von der Datenbank referenziert, aber nicht im Speicher): <files>{{files}}</files>',
    missing_other: '{{number}} fehlend (von der Datenbank referenziert, aber nicht im Speicher): <files>{{files}}</files>',
    corrupt_one: '{{number}} beschädigt (Bytes stimmen nicht mehr mit dem SHA-256 überein): <files>{{files}}</files>',
    corrupt_other: '{{number}} beschädigt (Bytes stimmen nicht mehr mit dem SHA-256 überein): <files>{{files}}</files>',
    orphan_one: '{{number}} verwaist (im Speicher, aber von keinem Datensatz referenziert): <files>{{files}}</files>',
    orphan_other: '{{number}} verwaist (im Speicher, aber von keinem Datensatz referenziert): <files>{{files}}</files>',
    more_one: '{{files}} und {{number}} weitere',
    more_other: '{{files}} und {{number}} weitere',
  },
  configuration: {
    title: 'Von der Serverumgebung festgelegt',
    description:
      'Nur lesbar: Diese Werte stammen beim Serverstart aus Umgebungsvariablen (siehe README, Abschnitt Configuration); Geheimnisse werden nie angezeigt. Die Einstellungen oben werden hier bearbeitet.',
    caption: 'Wirksame Konfiguration',
    setting: 'Einstellung',
    value: 'Wert',
    variable: 'Umgebungsvariable',
    settings: {
      version: 'Version',
      database: 'Datenbank',
      publicUrl: 'Öffentliche Adresse',
      secureCookies: 'Sichere Cookies (https)',
      setupCodeValidity: 'Gültigkeit des Einrichtungscodes',
      timezone: 'Zeitzone des Standorts',
      email: 'E-Mail-Benachrichtigungen',
      libreOffice: 'PDF-Darstellungen (LibreOffice)',
      renditionConcurrency: 'Gleichzeitige Umwandlungen',
      backupSchedule: 'Sicherungsplan',
      renditionTimeout: 'Zeitlimit einer Umwandlung',
    },
    values: {
      embedded: 'Eingebettet (PGlite in DATA_DIR)',
      yes: 'Ja',
      no: 'Nein',
      hours_one: '{{count}} Stunde',
      hours_other: '{{count}} Stunden',
      on: 'An',
      off: 'Aus (SMTP nicht konfiguriert)',
      seconds_one: '{{count}} Sekunde',
      seconds_other: '{{count}} Sekunden',
      backupOff: 'Aus',
      backupSchedule: '{{cron}} (Zeitzone des Standorts)',
      libreOffice: { installed: 'Installiert', 'not-installed': 'Nicht installiert: Word-Versionen erhalten keine PDF-Darstellung' },
    },
  },
};

export default system;
