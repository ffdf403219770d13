import type { Messages } from '../../messages';
import type en from '../en/notifications';

const notifications: Messages<typeof en> = {
  bell: {
    label: 'Benachrichtigungen',
    labelUnread_one: 'Benachrichtigungen, {{count}} ungelesen',
    labelUnread_other: 'Benachrichtigungen, {{count}} ungelesen',
    title: 'Benachrichtigungen',
    loading: 'Benachrichtigungen werden geladen...',
    unavailable: 'Benachrichtigungen nicht verfügbar',
    emptyTitle: 'Keine Benachrichtigungen',
    emptyDescription: 'Sie sind auf dem neuesten Stand!',
    viewAll: 'Alle Benachrichtigungen anzeigen',
  },
  page: {
    title: 'Benachrichtigungen',
    intro: 'Ihnen zugewiesene Aufgaben und Neuigkeiten zu Ihren Dokumenten und Ihrem Konto.',
    clearAll: 'Alle löschen',
    clearTitle: 'Alle Benachrichtigungen löschen?',
    clearDescription_one: 'Ihre Benachrichtigung wird gelöscht. Dies kann nicht rückgängig gemacht werden.',
    clearDescription_other: 'Alle {{count}} Benachrichtigungen werden gelöscht. Dies kann nicht rückgängig gemacht werden.',
    tabAll: 'Alle ({{count}})',
    tabUnread: 'Ungelesen ({{count}})',
    tabRead: 'Gelesen ({{count}})',
    loading: 'Benachrichtigungen werden geladen',
    unavailable: 'Benachrichtigungen nicht verfügbar - {{message}}',
    empty: 'Keine Benachrichtigungen gefunden',
    listLabel: 'Benachrichtigungen',
  },
  stats: {
    total: 'Gesamt',
    unread: 'Ungelesen',
    read: 'Gelesen',
    last24Hours: 'Letzte 24 Stunden',
  },
  filters: {
    searchLabel: 'Benachrichtigungen durchsuchen',
    searchPlaceholder: 'Benachrichtigungen durchsuchen...',
    typeLabel: 'Nach Typ filtern',
    allTypes: 'Alle Typen',
    categoryLabel: 'Nach Kategorie filtern',
    allCategories: 'Alle Kategorien',
    sortLabel: 'Sortieren',
    sort: {
      newest: 'Neueste zuerst',
      oldest: 'Älteste zuerst',
      unread: 'Ungelesene zuerst',
    },
  },
  type: {
    info: 'Info',
    success: 'Erfolg',
    warning: 'Warnung',
    error: 'Fehler',
    system: 'System',
  },
  category: {
    document: 'Dokument',
    workflow: 'Workflow',
    user: 'Benutzer',
    system: 'System',
    audit: 'Audit',
  },
  item: {
    unread: 'Ungelesen',
    delete: 'Benachrichtigung löschen: {{title}}',
  },
  actions: {
    markAllRead: 'Alle als gelesen markieren',
    errorTitle: 'Fehler',
    markReadFailed: 'Die Benachrichtigung konnte nicht als gelesen markiert werden.',
    markedAllRead: 'Alle Benachrichtigungen wurden als gelesen markiert.',
    markAllReadFailed: 'Die Benachrichtigungen konnten nicht alle als gelesen markiert werden.',
    deleteFailed: 'Die Benachrichtigung konnte nicht gelöscht werden.',
    cleared: 'Alle Benachrichtigungen wurden gelöscht.',
    clearFailed: 'Die Benachrichtigungen konnten nicht gelöscht werden.',
  },
};

export default notifications;
