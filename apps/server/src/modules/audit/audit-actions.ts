import type { AuditAction } from '@attest/domain';

/** Audit action names written by the identity features, by role in the code; each a name of the audit catalogue. */
export const AUTH_AUDIT_ACTIONS = {
  signIn: 'Sign-in',
  signInFailed: 'Sign-in Failed',
  accountLocked: 'Account Locked',
  signOut: 'Sign-out',
  sessionRefreshed: 'Session Refreshed',
  passwordSet: 'Password Set',
  setupCodeIssued: 'Password Setup Code Issued',
  userCreated: 'User Created',
  signInPasswordAccepted: 'Sign-in Password Accepted',
  sessionRevoked: 'Session Revoked',
  twoFactorSetupStarted: 'Two-Factor Setup Started',
  twoFactorEnrolled: 'Two-Factor Enrolled',
  twoFactorDisabled: 'Two-Factor Disabled',
  twoFactorReset: 'Two-Factor Reset',
  recoveryCodeUsed: 'Recovery Code Used',
  recoveryCodesRegenerated: 'Recovery Codes Regenerated',
  twoFactorPolicyChanged: 'Two-Factor Policy Changed',
  ssoSignInRefused: 'SSO Sign-in Refused',
  ssoUserProvisioned: 'SSO User Provisioned',
  ssoIdentityLinked: 'SSO Identity Linked',
  ssoRoleChanged: 'SSO Role Changed',
} as const satisfies Record<string, AuditAction>;
