import type { Messages } from '../../messages';
import type en from '../en/shell';

const shell: Messages<typeof en> = {
  layout: {
    skipToContent: 'Aller au contenu',
    navigationMenu: 'Menu de navigation',
  },
  header: {
    openNavigation: 'Ouvrir le menu de navigation',
    expandSidebar: 'Déplier la barre latérale',
    collapseSidebar: 'Replier la barre latérale',
    home: 'Attest, accueil du tableau de bord',
  },
  sidebar: {
    label: 'Navigation principale',
  },
  userMenu: {
    trigger: 'Menu du compte de {{name}}',
    refreshSession: 'Prolonger la session',
    profileSettings: 'Paramètres du profil',
    myTraining: 'Mes formations',
    systemPreferences: 'Préférences système',
    signOut: 'Se déconnecter',
  },
};

export default shell;
