import type { Messages } from '../../messages';
import type en from '../en/document-references';

const documentReferences: Messages<typeof en> = {
  actions: {
    workflowHistory: 'Bericht zum Workflow-Verlauf',
    whereUsed: 'Verwendet in',
    translationsPdf: 'Übersetzungsbericht erstellen (PDF)',
    translationsCsv: 'Übersetzungsbericht erstellen (CSV)',
  },
  whereUsed: {
    title: 'Verwendet in',
    description: 'Dokumente, deren Text {{docNumber}} erwähnt.',
    loading: 'Dokumente werden durchsucht...',
    failed: 'Dokumente konnten nicht durchsucht werden',
    empty: 'Kein anderes Dokument erwähnt {{docNumber}}.',
    listLabel: 'Dokumente, die {{docNumber}} erwähnen',
    version: 'Version {{version}}',
    count_one: '{{count}} Dokument',
    count_other: '{{count}} Dokumente',
    previous: 'Zurück',
    next: 'Weiter',
    page: 'Seite {{page}} von {{pages}}',
    close: 'Schließen',
  },
  fields: {
    language: 'Sprache',
    languageHint: 'Ein Sprachcode wie en, de, fr oder pt-BR.',
    translationOf: 'Übersetzung von (Nummer des Originaldokuments)',
    translationOfHint: 'Leer lassen, wenn dieses Dokument ein Original ist.',
    originalNotFound: 'Kein für Sie sichtbares Dokument hat diese Nummer.',
  },
  info: {
    language: 'Sprache',
    translation: 'Übersetzung?',
    yes: 'Ja',
    no: 'Nein',
    translationOf: 'Ja, von {{docNumber}}',
  },
};

export default documentReferences;
