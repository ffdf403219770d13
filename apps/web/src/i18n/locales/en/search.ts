const search = {
  header: {
    label: 'Search everything',
    placeholder: 'Search…',
    open: 'Open search',
    close: 'Close search',
  },
  page: {
    title: 'Search Results',
    back: 'Back',
    failedTitle: 'Search Error',
    failed: 'Failed to perform search. Please try again.',
    groups: 'Result groups',
    sortBy: 'Sort by',
    ascending: 'Ascending; switch to descending',
    descending: 'Descending; switch to ascending',
    prompt: 'Type a word or phrase and press Enter to search.',
    noResults: 'No results found',
    noMatch: 'Nothing you may see matches “{{query}}”.',
    results: 'Search results',
    pages: 'Result pages',
    previous: 'Previous',
    pageOf: 'Page {{page}} of {{pages}}',
    next: 'Next',
  },
  box: {
    label: 'Search',
    placeholder: 'Search documents, users, workflows and audit entries',
    submit: 'Search',
  },
  tabs: {
    all: 'All',
    documents: 'Documents',
    users: 'Users',
    workflows: 'Workflows',
    audit: 'Audit',
  },
  sort: {
    relevance: 'Relevance',
    date: 'Date',
    title: 'Title',
  },
  result: {
    type: {
      documents: 'Document',
      users: 'User',
      workflows: 'Workflow',
      audit: 'Audit entry',
    },
    relevanceTitle: 'Relevance',
    relevance: 'Relevance {{score}}',
  },
  auditEntry: {
    back: 'The whole audit trail',
    failed: 'This audit entry could not be loaded.',
  },
};

export default search;
