const status = {
  loading: {
    default: 'Loading...',
    checkingAuthentication: 'Checking Authentication...',
    slow: 'This is taking longer than usual.',
    retry: 'Retry',
    goHome: 'Go Home',
    tipsTitle: 'Things to try',
    tipConnection: 'Check your internet connection.',
    tipRefresh: 'Refresh the page.',
    tipCache: 'Clear your browser cache and sign in again.',
  },
  error: {
    title: 'Something went wrong',
    unexpected: 'An unexpected error occurred',
    reload: 'Reload Page',
    clearSession: 'Clear Session & Go to Login',
    persists: 'If the problem persists, please contact support.',
  },
  notFound: {
    title: 'Oops! Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    home: 'Return to Home',
  },
  unauthorized: {
    title: 'Access Denied',
    description: "You don't have permission to access this page.",
    dashboard: 'Go to My Dashboard',
    home: 'Return to Home',
  },
};

export default status;
