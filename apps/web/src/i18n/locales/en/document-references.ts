/** Workflow History Report, Where Used and the Translations Report (viewer Actions menu), and the language fields. */
const documentReferences = {
  actions: {
    workflowHistory: 'Workflow History Report',
    whereUsed: 'Where Used',
    translationsPdf: 'Generate Translations Report (PDF)',
    translationsCsv: 'Generate Translations Report (CSV)',
  },
  whereUsed: {
    title: 'Where Used',
    description: 'Documents whose text mentions {{docNumber}}.',
    loading: 'Searching documents...',
    failed: 'Could not search documents',
    empty: 'No other document mentions {{docNumber}}.',
    listLabel: 'Documents mentioning {{docNumber}}',
    version: 'Version {{version}}',
    count_one: '{{count}} document',
    count_other: '{{count}} documents',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}} of {{pages}}',
    close: 'Close',
  },
  fields: {
    language: 'Language',
    languageHint: 'A language code such as en, de, fr or pt-BR.',
    translationOf: 'Translation of (original document number)',
    translationOfHint: 'Leave empty when this document is an original.',
    originalNotFound: 'No document you may see has this number.',
  },
  info: {
    language: 'Language',
    translation: 'Translation?',
    yes: 'Yes',
    no: 'No',
    translationOf: 'Yes, of {{docNumber}}',
  },
};

export default documentReferences;
