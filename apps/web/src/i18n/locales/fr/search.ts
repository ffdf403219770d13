import type { Messages } from '../../messages';
import type en from '../en/search';

const search: Messages<typeof en> = {
  header: {
    label: 'Rechercher partout',
    placeholder: 'Rechercher…',
    open: 'Ouvrir la recherche',
    close: 'Fermer la recherche',
  },
  page: {
    title: 'Résultats de recherche',
    back: 'Retour',
    failedTitle: 'Erreur de recherche',
    failed: 'La recherche a échoué. Veuillez réessayer.',
    groups: 'Groupes de résultats',
    sortBy: 'Trier par',
    ascending: 'Croissant ; passer en décroissant',
    descending: 'Décroissant ; passer en croissant',
    prompt: 'Saisissez un mot ou une expression et appuyez sur Entrée pour rechercher.',
    noResults: 'Aucun résultat',
    noMatch: 'Rien de ce que vous pouvez consulter ne correspond à « {{query}} ».',
    results: 'Résultats de recherche',
    pages: 'Pages de résultats',
    previous: 'Précédent',
    pageOf: 'Page {{page}} sur {{pages}}',
    next: 'Suivant',
  },
  box: {
    label: 'Rechercher',
    placeholder: 'Rechercher des documents, des utilisateurs, des workflows et des entrées d’audit',
    submit: 'Rechercher',
  },
  tabs: {
    all: 'Tout',
    documents: 'Documents',
    users: 'Utilisateurs',
    workflows: 'Workflows',
    audit: 'Audit',
  },
  sort: {
    relevance: 'Pertinence',
    date: 'Date',
    title: 'Titre',
  },
  result: {
    type: {
      documents: 'Document',
      users: 'Utilisateur',
      workflows: 'Workflow',
      audit: 'Entrée d’audit',
    },
    relevanceTitle: 'Pertinence',
    relevance: 'Pertinence {{score}}',
  },
  auditEntry: {
    back: 'Toute la piste d’audit',
    failed: 'Cette entrée d’audit n’a pas pu être chargée.',
  },
};

export default search;
