import type { Messages } from '../../messages';
import type en from '../en/notifications';

const notifications: Messages<typeof en> = {
  bell: {
    label: 'Notifications',
    labelUnread_one: 'Notifications, {{count}} non lue',
    labelUnread_other: 'Notifications, {{count}} non lues',
    title: 'Notifications',
    loading: 'Chargement des notifications...',
    unavailable: 'Notifications indisponibles',
    emptyTitle: 'Aucune notification',
    emptyDescription: 'Vous êtes à jour !',
    viewAll: 'Voir toutes les notifications',
  },
  page: {
    title: 'Notifications',
    intro: 'Le travail qui vous est attribué et les nouvelles de vos documents et de votre compte.',
    clearAll: 'Tout effacer',
    clearTitle: 'Effacer toutes les notifications ?',
    clearDescription_one: 'Votre notification sera supprimée. Cette action est irréversible.',
    clearDescription_other: 'Vos {{count}} notifications seront toutes supprimées. Cette action est irréversible.',
    tabAll: 'Toutes ({{count}})',
    tabUnread: 'Non lues ({{count}})',
    tabRead: 'Lues ({{count}})',
    loading: 'Chargement des notifications',
    unavailable: 'Notifications indisponibles - {{message}}',
    empty: 'Aucune notification trouvée',
    listLabel: 'Notifications',
  },
  stats: {
    total: 'Total',
    unread: 'Non lues',
    read: 'Lues',
    last24Hours: 'Dernières 24 heures',
  },
  filters: {
    searchLabel: 'Rechercher dans les notifications',
    searchPlaceholder: 'Rechercher dans les notifications...',
    typeLabel: 'Filtrer par type',
    allTypes: 'Tous les types',
    categoryLabel: 'Filtrer par catégorie',
    allCategories: 'Toutes les catégories',
    sortLabel: 'Trier',
    sort: {
      newest: 'Plus récentes d’abord',
      oldest: 'Plus anciennes d’abord',
      unread: 'Non lues d’abord',
    },
  },
  type: {
    info: 'Information',
    success: 'Succès',
    warning: 'Avertissement',
    error: 'Erreur',
    system: 'Système',
  },
  category: {
    document: 'Document',
    workflow: 'Workflow',
    user: 'Utilisateur',
    system: 'Système',
    audit: 'Audit',
  },
  item: {
    unread: 'Non lue',
    delete: 'Supprimer la notification : {{title}}',
  },
  actions: {
    markAllRead: 'Tout marquer comme lu',
    errorTitle: 'Erreur',
    markReadFailed: 'Impossible de marquer la notification comme lue.',
    markedAllRead: 'Toutes les notifications ont été marquées comme lues.',
    markAllReadFailed: 'Impossible de marquer toutes les notifications comme lues.',
    deleteFailed: 'Impossible de supprimer la notification.',
    cleared: 'Toutes les notifications ont été effacées.',
    clearFailed: 'Impossible d’effacer les notifications.',
  },
};

export default notifications;
