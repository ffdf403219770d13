import type { Messages } from '../../messages';
import type en from '../en/common';

const common: Messages<typeof en> = {
  time: {
    justNow: 'Ahora mismo',
    minutesAgo: 'hace {{count}} min',
    hoursAgo: 'hace {{count}} h',
    daysAgo: 'hace {{count}} d',
  },
};

export default common;
