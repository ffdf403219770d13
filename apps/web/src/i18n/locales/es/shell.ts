import type { Messages } from '../../messages';
import type en from '../en/shell';

const shell: Messages<typeof en> = {
  layout: {
    skipToContent: 'Saltar al contenido',
    navigationMenu: 'Menú de navegación',
  },
  header: {
    openNavigation: 'Abrir el menú de navegación',
    expandSidebar: 'Expandir la barra lateral',
    collapseSidebar: 'Contraer la barra lateral',
    home: 'Attest, inicio del panel',
  },
  sidebar: {
    label: 'Navegación principal',
  },
  userMenu: {
    trigger: 'Menú de la cuenta de {{name}}',
    refreshSession: 'Renovar la sesión',
    profileSettings: 'Configuración del perfil',
    myTraining: 'Mi formación',
    systemPreferences: 'Preferencias del sistema',
    signOut: 'Cerrar sesión',
  },
};

export default shell;
