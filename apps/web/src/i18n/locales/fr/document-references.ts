import type { Messages } from '../../messages';
import type en from '../en/document-references';

const documentReferences: Messages<typeof en> = {
  actions: {
    workflowHistory: 'Rapport d’historique des workflows',
    whereUsed: 'Où est-il utilisé',
    translationsPdf: 'Générer le rapport des traductions (PDF)',
    translationsCsv: 'Générer le rapport des traductions (CSV)',
  },
  whereUsed: {
    title: 'Où est-il utilisé',
    description: 'Documents dont le texte mentionne {{docNumber}}.',
    loading: 'Recherche des documents...',
    failed: 'Impossible de rechercher les documents',
    empty: 'Aucun autre document ne mentionne {{docNumber}}.',
    listLabel: 'Documents mentionnant {{docNumber}}',
    version: 'Version {{version}}',
    count_one: '{{count}} document',
    count_other: '{{count}} documents',
    previous: 'Précédent',
    next: 'Suivant',
    page: 'Page {{page}} sur {{pages}}',
    close: 'Fermer',
  },
  fields: {
    language: 'Langue',
    languageHint: 'Un code de langue tel que en, de, fr ou pt-BR.',
    translationOf: 'Traduction de (numéro du document original)',
    translationOfHint: 'Laissez vide si ce document est un original.',
    originalNotFound: 'Aucun document que vous pouvez voir ne porte ce numéro.',
  },
  info: {
    language: 'Langue',
    translation: 'Traduction ?',
    yes: 'Oui',
    no: 'Non',
    translationOf: 'Oui, de {{docNumber}}',
  },
};

export default documentReferences;
