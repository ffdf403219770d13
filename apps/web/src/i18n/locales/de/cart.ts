import type { Messages } from '../../messages';
import type en from '../en/cart';

const cart: Messages<typeof en> = {
  button: {
    label: 'Warenkorb',
    labelCount_one: 'Warenkorb, {{count}} Dokument',
    labelCount_other: 'Warenkorb, {{count}} Dokumente',
  },
  panel: {
    title: 'Warenkorb',
    count: '{{count}} von {{max}}',
    loading: 'Warenkorb wird geladen...',
    unavailable: 'Warenkorb nicht verfügbar',
    emptyTitle: 'Ihr Warenkorb ist leer',
    emptyDescription: 'Mit „In den Warenkorb“ auf einem Dokument sammeln Sie es hier.',
    listLabel: 'Dokumente in Ihrem Warenkorb, neueste zuerst',
    versionInForce: 'Version {{version}} in Kraft',
    noVersionInForce: 'Keine Version in Kraft: nicht im Download',
    addedAt: 'Hinzugefügt {{date}}',
    remove: '{{docNumber}} {{title}} aus dem Warenkorb entfernen',
    downloadAll: 'Alle herunterladen',
    downloadHint: 'Ein Zip der gültigen Versionen mit einem Manifest ihrer SHA-256-Prüfsummen.',
  },
  actions: {
    add: 'In den Warenkorb',
  },
  toast: {
    documentLine: '{{docNumber}} · {{title}}',
    added: 'Zum Warenkorb hinzugefügt',
    alreadyInCart: 'Bereits in Ihrem Warenkorb',
    addFailed: 'Konnte nicht zum Warenkorb hinzugefügt werden',
    removed: 'Aus dem Warenkorb entfernt',
    removeFailed: 'Konnte nicht aus dem Warenkorb entfernt werden',
  },
};

export default cart;
