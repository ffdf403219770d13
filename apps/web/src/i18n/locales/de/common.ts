import type { Messages } from '../../messages';
import type en from '../en/common';

const common: Messages<typeof en> = {
  time: {
    justNow: 'Gerade eben',
    minutesAgo: 'vor {{count}} Min.',
    hoursAgo: 'vor {{count}} Std.',
    daysAgo: 'vor {{count}} T.',
  },
  actions: {
    cancel: 'Abbrechen',
  },
  dialog: {
    close: 'Schließen',
  },
  sheet: {
    closeMenu: 'Menü schließen',
  },
  toaster: {
    label: 'Benachrichtigungen',
    close: 'Hinweis schließen',
  },
  pagination: {
    pageOf: 'Seite {{page}} von {{pages}}',
    previous: 'Zurück',
    next: 'Weiter',
  },
  connectionProblem: 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
};

export default common;
