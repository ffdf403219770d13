import type { Messages } from '../../messages';
import type en from '../en/common';

const common: Messages<typeof en> = {
  time: {
    justNow: 'Ahora mismo',
    minutesAgo: 'hace {{count}} min',
    hoursAgo: 'hace {{count}} h',
    daysAgo: 'hace {{count}} d',
  },
  actions: {
    cancel: 'Cancelar',
  },
  dialog: {
    close: 'Cerrar',
  },
  sheet: {
    closeMenu: 'Cerrar menú',
  },
  toaster: {
    label: 'Notificaciones',
    close: 'Cerrar aviso',
  },
  pagination: {
    pageOf: 'Página {{page}} de {{pages}}',
    previous: 'Anterior',
    next: 'Siguiente',
  },
  connectionProblem: 'Compruebe su conexión e inténtelo de nuevo.',
};

export default common;
