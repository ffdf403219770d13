import type { Messages } from '../../messages';
import type en from '../en/common';

const common: Messages<typeof en> = {
  time: {
    justNow: 'À l’instant',
    minutesAgo: 'il y a {{count}} min',
    hoursAgo: 'il y a {{count}} h',
    daysAgo: 'il y a {{count}} j',
  },
  actions: {
    cancel: 'Annuler',
  },
  dialog: {
    close: 'Fermer',
  },
  sheet: {
    closeMenu: 'Fermer le menu',
  },
  toaster: {
    label: 'Notifications',
    close: 'Fermer la notification',
  },
  pagination: {
    pageOf: 'Page {{page}} sur {{pages}}',
    previous: 'Précédent',
    next: 'Suivant',
  },
  connectionProblem: 'Veuillez vérifier votre connexion et réessayer.',
};

export default common;
