import type { Messages } from '../../messages';
import type en from '../en/theme';

const theme: Messages<typeof en> = {
  toggle: {
    trigger: {
      light: 'Thème : clair. Changer de thème',
      dark: 'Thème : sombre. Changer de thème',
      system: 'Thème : système. Changer de thème',
    },
    option: {
      light: 'Clair',
      dark: 'Sombre',
      system: 'Système',
    },
  },
};

export default theme;
