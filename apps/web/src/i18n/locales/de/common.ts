import type { Messages } from '../../messages';
import type en from '../en/common';

const common: Messages<typeof en> = {
  time: {
    justNow: 'Gerade eben',
    minutesAgo: 'vor {{count}} Min.',
    hoursAgo: 'vor {{count}} Std.',
    daysAgo: 'vor {{count}} T.',
  },
};

export default common;
