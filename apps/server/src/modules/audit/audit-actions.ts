/** Audit action names written by the identity features; later features add their own lists. */
export const AUTH_AUDIT_ACTIONS = {
  signIn: 'Sign-in',
  signInFailed: 'Sign-in Failed',
  accountLocked: 'Account Locked',
  signOut: 'Sign-out',
  sessionRefreshed: 'Session Refreshed',
  passwordSet: 'Password Set',
  setupCodeIssued: 'Password Setup Code Issued',
  userCreated: 'User Created',
} as const;
