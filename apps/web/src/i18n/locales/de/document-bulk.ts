import type { Messages } from '../../messages';
import type en from '../en/document-bulk';

const documentBulk: Messages<typeof en> = {
  dialog: {
    title: 'SOP-Massen-Upload',
    steps: {
      upload: 'Schritt 1 von 3: Fügen Sie SOPs aus einer CSV-Datei hinzu oder geben Sie sie manuell ein.',
      review: 'Schritt 2 von 3: Prüfen Sie jede Zeile; korrigieren Sie die rot markierten vor dem Hochladen.',
      complete: 'Schritt 3 von 3: das Ergebnis des Uploads.',
    },
    addRow: 'Zeile hinzufügen',
    close: 'Schließen',
  },
  upload: {
    csvTab: 'CSV-Upload',
    manualTab: 'Manuelle Eingabe',
    columnsHelp:
      'Spalten: {{columns}}. Kategorie und Abteilung sind die Namen aktiver Einträge; Schlüsselwörter werden durch Semikolons getrennt.',
    downloadTemplate: 'Vorlage herunterladen',
    fileLabel: 'CSV-Datei',
    fileHint: 'Eine .csv-Datei mit Kopfzeile',
    reviewSops: 'SOPs prüfen',
  },
  review: {
    ready_one: '{{count}} SOP bereit zur Prüfung.',
    ready_other: '{{count}} SOPs bereit zur Prüfung.',
    readyWithErrors_one: '{{count}} SOP bereit zur Prüfung, {{errors}} mit Fehlern.',
    readyWithErrors_other: '{{count}} SOPs bereit zur Prüfung, {{errors}} mit Fehlern.',
    creating: 'SOP {{current}} von {{total}} wird angelegt',
    backToUpload: 'Zurück zum Upload',
    uploading: 'Wird hochgeladen…',
    upload: '{{count}} SOPs hochladen',
  },
  validation: {
    title: 'Validierungsfehler',
    description: 'Bitte beheben Sie alle Fehler vor dem Hochladen.',
  },
  toasts: {
    invalidFileType: { title: 'Ungültiger Dateityp', description: 'Bitte laden Sie nur eine CSV-Datei hoch.' },
    fileProcessed: { title: 'Datei verarbeitet', description: 'In der CSV-Datei gefundene SOPs: {{count}}.' },
    processingError: {
      title: 'Fehler beim Verarbeiten der Datei',
      description: 'Bitte prüfen Sie das Format Ihrer CSV-Datei und versuchen Sie es erneut.',
    },
    templateDownloaded: { title: 'Vorlage heruntergeladen', description: '{{fileName}} befindet sich in Ihren Downloads.' },
    complete: { title: 'Massen-Upload abgeschlossen' },
  },
  results: {
    summary: 'Erfolgreich hochgeladene SOPs: {{succeeded}}; fehlgeschlagen: {{failed}}.',
    uploadedCount: 'hochgeladen',
    failedCount: 'fehlgeschlagen',
    uploadedIcon: 'Hochgeladen',
    failedIcon: 'Fehlgeschlagen',
    untitled: 'Ohne Titel',
    sessionEnded: 'Nicht hochgeladen: Ihre Sitzung ist abgelaufen.',
    unreachable: 'Der Server ist nicht erreichbar.',
  },
  rows: {
    headers: {
      title: 'Titel *',
      category: 'Kategorie *',
      department: 'Abteilung *',
      description: 'Beschreibung',
      keywords: 'Schlüsselwörter',
      type: 'Typ',
      priority: 'Priorität',
      confidentiality: 'Vertraulichkeit',
      remove: 'Entfernen',
    },
    cellLabels: {
      title: 'Titel, Zeile {{number}}',
      category: 'Kategorie, Zeile {{number}}',
      department: 'Abteilung, Zeile {{number}}',
      description: 'Beschreibung, Zeile {{number}}',
      keywords: 'Schlüsselwörter, Zeile {{number}}',
      documentType: 'Dokumenttyp, Zeile {{number}}',
      priority: 'Priorität, Zeile {{number}}',
      confidentiality: 'Vertraulichkeit, Zeile {{number}}',
      remove: 'Zeile {{number}} entfernen',
    },
    errors: {
      titleRequired: 'Titel ist erforderlich',
      notFound: 'Nicht gefunden: „{{name}}“',
      fieldIssue: '{{field}}: {{message}}',
    },
    fields: {
      title: 'Titel',
      description: 'Beschreibung',
      keywords: 'Schlüsselwörter',
    },
  },
};

export default documentBulk;
