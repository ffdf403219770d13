import type { Messages } from '../../messages';
import type en from '../en/notifications';

const notifications: Messages<typeof en> = {
  bell: {
    label: 'Notificaciones',
    labelUnread_one: 'Notificaciones, {{count}} sin leer',
    labelUnread_other: 'Notificaciones, {{count}} sin leer',
    title: 'Notificaciones',
    loading: 'Cargando notificaciones...',
    unavailable: 'Notificaciones no disponibles',
    emptyTitle: 'No hay notificaciones',
    emptyDescription: '¡Está todo al día!',
    viewAll: 'Ver todas las notificaciones',
  },
  page: {
    title: 'Notificaciones',
    intro: 'Trabajo asignado a usted y novedades sobre sus documentos y su cuenta.',
    clearAll: 'Borrar todas',
    clearTitle: '¿Borrar todas las notificaciones?',
    clearDescription_one: 'Se eliminará su notificación. Esta acción no se puede deshacer.',
    clearDescription_other: 'Se eliminarán sus {{count}} notificaciones. Esta acción no se puede deshacer.',
    tabAll: 'Todas ({{count}})',
    tabUnread: 'Sin leer ({{count}})',
    tabRead: 'Leídas ({{count}})',
    loading: 'Cargando notificaciones',
    unavailable: 'Notificaciones no disponibles - {{message}}',
    empty: 'No se han encontrado notificaciones',
    listLabel: 'Notificaciones',
  },
  stats: {
    total: 'Total',
    unread: 'Sin leer',
    read: 'Leídas',
    last24Hours: 'Últimas 24 horas',
  },
  filters: {
    searchLabel: 'Buscar notificaciones',
    searchPlaceholder: 'Buscar notificaciones...',
    typeLabel: 'Filtrar por tipo',
    allTypes: 'Todos los tipos',
    categoryLabel: 'Filtrar por categoría',
    allCategories: 'Todas las categorías',
    sortLabel: 'Ordenar',
    sort: {
      newest: 'Más recientes primero',
      oldest: 'Más antiguas primero',
      unread: 'Sin leer primero',
    },
  },
  type: {
    info: 'Información',
    success: 'Éxito',
    warning: 'Advertencia',
    error: 'Error',
    system: 'Sistema',
  },
  category: {
    document: 'Documento',
    workflow: 'Flujo de trabajo',
    user: 'Usuario',
    system: 'Sistema',
    audit: 'Auditoría',
  },
  item: {
    unread: 'Sin leer',
    delete: 'Eliminar notificación: {{title}}',
  },
  actions: {
    markAllRead: 'Marcar todas como leídas',
    errorTitle: 'Error',
    markReadFailed: 'No se ha podido marcar la notificación como leída.',
    markedAllRead: 'Todas las notificaciones se han marcado como leídas.',
    markAllReadFailed: 'No se han podido marcar todas las notificaciones como leídas.',
    deleteFailed: 'No se ha podido eliminar la notificación.',
    cleared: 'Se han borrado todas las notificaciones.',
    clearFailed: 'No se han podido borrar las notificaciones.',
  },
};

export default notifications;
