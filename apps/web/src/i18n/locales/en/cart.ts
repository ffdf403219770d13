const cart = {
  button: {
    label: 'Cart',
    labelCount_one: 'Cart, {{count}} document',
    labelCount_other: 'Cart, {{count}} documents',
  },
  panel: {
    title: 'Cart',
    count: '{{count}} of {{max}}',
    loading: 'Loading your cart...',
    unavailable: 'Cart not available',
    emptyTitle: 'Your cart is empty',
    emptyDescription: 'Use Add to Cart on a document to collect it here.',
    listLabel: 'Documents in your cart, newest first',
    versionInForce: 'Version {{version}} in force',
    noVersionInForce: 'No version in force: not in the download',
    addedAt: 'Added {{date}}',
    remove: 'Remove {{docNumber}} {{title}} from the cart',
    downloadAll: 'Download all',
    downloadHint: 'A zip of the versions in force, with a manifest of their SHA-256 hashes.',
  },
  actions: {
    add: 'Add to Cart',
  },
  toast: {
    documentLine: '{{docNumber}} · {{title}}',
    added: 'Added to cart',
    alreadyInCart: 'Already in your cart',
    addFailed: 'Could not add to cart',
    removed: 'Removed from cart',
    removeFailed: 'Could not remove from cart',
  },
};

export default cart;
