import type { Messages } from '../../messages';
import type en from '../en/shell';

const shell: Messages<typeof en> = {
  layout: {
    skipToContent: 'Zum Inhalt springen',
    navigationMenu: 'Navigationsmenü',
  },
  header: {
    openNavigation: 'Navigationsmenü öffnen',
    expandSidebar: 'Seitenleiste ausklappen',
    collapseSidebar: 'Seitenleiste einklappen',
    home: 'Attest, Dashboard-Startseite',
  },
  sidebar: {
    label: 'Hauptnavigation',
  },
  userMenu: {
    trigger: 'Kontomenü für {{name}}',
    refreshSession: 'Sitzung verlängern',
    profileSettings: 'Profileinstellungen',
    myTraining: 'Meine Schulungen',
    systemPreferences: 'Systemeinstellungen',
    signOut: 'Abmelden',
  },
};

export default shell;
