import type { Messages } from '../../messages';
import type en from '../en/theme';

const theme: Messages<typeof en> = {
  toggle: {
    trigger: {
      light: 'Tema: claro. Cambiar el tema',
      dark: 'Tema: oscuro. Cambiar el tema',
      system: 'Tema: del sistema. Cambiar el tema',
    },
    option: {
      light: 'Claro',
      dark: 'Oscuro',
      system: 'Sistema',
    },
  },
};

export default theme;
