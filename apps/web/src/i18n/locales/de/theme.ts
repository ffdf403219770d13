import type { Messages } from '../../messages';
import type en from '../en/theme';

const theme: Messages<typeof en> = {
  toggle: {
    trigger: {
      light: 'Design: hell. Design ändern',
      dark: 'Design: dunkel. Design ändern',
      system: 'Design: System. Design ändern',
    },
    option: {
      light: 'Hell',
      dark: 'Dunkel',
      system: 'System',
    },
  },
};

export default theme;
