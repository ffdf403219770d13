import type { Messages } from '../../messages';
import type en from '../en/cart';

const cart: Messages<typeof en> = {
  button: {
    label: 'Panier',
    labelCount_one: 'Panier, {{count}} document',
    labelCount_other: 'Panier, {{count}} documents',
  },
  panel: {
    title: 'Panier',
    count: '{{count}} sur {{max}}',
    loading: 'Chargement de votre panier...',
    unavailable: 'Panier indisponible',
    emptyTitle: 'Votre panier est vide',
    emptyDescription: 'Utilisez Ajouter au panier sur un document pour le réunir ici.',
    listLabel: 'Documents de votre panier, les plus récents d’abord',
    versionInForce: 'Version {{version}} en vigueur',
    noVersionInForce: 'Aucune version en vigueur : absent du téléchargement',
    addedAt: 'Ajouté le {{date}}',
    remove: 'Retirer {{docNumber}} {{title}} du panier',
    downloadAll: 'Tout télécharger',
    downloadHint: 'Un zip des versions en vigueur, avec un manifeste de leurs empreintes SHA-256.',
  },
  actions: {
    add: 'Ajouter au panier',
  },
  toast: {
    documentLine: '{{docNumber}} · {{title}}',
    added: 'Ajouté au panier',
    alreadyInCart: 'Déjà dans votre panier',
    addFailed: 'Impossible d’ajouter au panier',
    removed: 'Retiré du panier',
    removeFailed: 'Impossible de retirer du panier',
  },
};

export default cart;
