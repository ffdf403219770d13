import type { Messages } from '../../messages';
import type en from '../en/cart';

const cart: Messages<typeof en> = {
  button: {
    label: 'Carrito',
    labelCount_one: 'Carrito, {{count}} documento',
    labelCount_other: 'Carrito, {{count}} documentos',
  },
  panel: {
    title: 'Carrito',
    count: '{{count}} de {{max}}',
    loading: 'Cargando su carrito...',
    unavailable: 'Carrito no disponible',
    emptyTitle: 'Su carrito está vacío',
    emptyDescription: 'Use Añadir al carrito en un documento para reunirlo aquí.',
    listLabel: 'Documentos de su carrito, los más recientes primero',
    versionInForce: 'Versión {{version}} vigente',
    noVersionInForce: 'Sin versión vigente: no se incluye en la descarga',
    addedAt: 'Añadido {{date}}',
    remove: 'Quitar {{docNumber}} {{title}} del carrito',
    downloadAll: 'Descargar todo',
    downloadHint: 'Un zip de las versiones vigentes, con un manifiesto de sus hashes SHA-256.',
  },
  actions: {
    add: 'Añadir al carrito',
  },
  toast: {
    documentLine: '{{docNumber}} · {{title}}',
    added: 'Añadido al carrito',
    alreadyInCart: 'Ya está en su carrito',
    addFailed: 'No se pudo añadir al carrito',
    removed: 'Quitado del carrito',
    removeFailed: 'No se pudo quitar del carrito',
  },
};

export default cart;
