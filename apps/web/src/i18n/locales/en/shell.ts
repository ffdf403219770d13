const shell = {
  layout: {
    skipToContent: 'Skip to content',
    navigationMenu: 'Navigation menu',
  },
  header: {
    openNavigation: 'Open navigation menu',
    expandSidebar: 'Expand sidebar',
    collapseSidebar: 'Collapse sidebar',
    home: 'Attest, dashboard home',
  },
  sidebar: {
    label: 'Main navigation',
  },
  userMenu: {
    trigger: 'Account menu for {{name}}',
    refreshSession: 'Refresh Session',
    profileSettings: 'Profile Settings',
    myTraining: 'My Training',
    systemPreferences: 'System Preferences',
    signOut: 'Sign Out',
  },
};

export default shell;
