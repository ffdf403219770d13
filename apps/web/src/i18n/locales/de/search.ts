import type { Messages } from '../../messages';
import type en from '../en/search';

const search: Messages<typeof en> = {
  header: {
    label: 'Alles durchsuchen',
    placeholder: 'Suchen…',
    open: 'Suche öffnen',
    close: 'Suche schließen',
  },
  page: {
    title: 'Suchergebnisse',
    back: 'Zurück',
    failedTitle: 'Suchfehler',
    failed: 'Die Suche konnte nicht ausgeführt werden. Bitte versuchen Sie es erneut.',
    groups: 'Ergebnisgruppen',
    sortBy: 'Sortieren nach',
    ascending: 'Aufsteigend; auf absteigend umschalten',
    descending: 'Absteigend; auf aufsteigend umschalten',
    prompt: 'Geben Sie ein Wort oder eine Wortgruppe ein und drücken Sie die Eingabetaste, um zu suchen.',
    noResults: 'Keine Ergebnisse gefunden',
    noMatch: 'Nichts, was Sie einsehen dürfen, passt zu „{{query}}“.',
    results: 'Suchergebnisse',
    pages: 'Ergebnisseiten',
    previous: 'Vorherige',
    pageOf: 'Seite {{page}} von {{pages}}',
    next: 'Nächste',
  },
  box: {
    label: 'Suchen',
    placeholder: 'Dokumente, Benutzer, Workflows und Audit-Einträge durchsuchen',
    submit: 'Suchen',
  },
  tabs: {
    all: 'Alle',
    documents: 'Dokumente',
    users: 'Benutzer',
    workflows: 'Workflows',
    audit: 'Audit',
  },
  sort: {
    relevance: 'Relevanz',
    date: 'Datum',
    title: 'Titel',
  },
  result: {
    type: {
      documents: 'Dokument',
      users: 'Benutzer',
      workflows: 'Workflow',
      audit: 'Audit-Eintrag',
    },
    relevanceTitle: 'Relevanz',
    relevance: 'Relevanz {{score}}',
  },
  auditEntry: {
    back: 'Der gesamte Audit-Trail',
    failed: 'Dieser Audit-Eintrag konnte nicht geladen werden.',
  },
};

export default search;
