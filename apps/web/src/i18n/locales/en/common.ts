const common = {
  time: {
    justNow: 'Just now',
    minutesAgo: '{{count}}m ago',
    hoursAgo: '{{count}}h ago',
    daysAgo: '{{count}}d ago',
  },
  actions: {
    cancel: 'Cancel',
  },
  dialog: {
    close: 'Close',
  },
  sheet: {
    closeMenu: 'Close menu',
  },
  toaster: {
    label: 'Notifications',
    close: 'Close toast',
  },
  pagination: {
    pageOf: 'Page {{page}} of {{pages}}',
    previous: 'Previous',
    next: 'Next',
  },
  connectionProblem: 'Please check your connection and try again.',
};

export default common;
