import type { AuditAction } from '@attest/domain';

/** Audit action names written by user administration and the profile. */
export const USER_AUDIT_ACTIONS = {
  updated: 'User Updated',
  activated: 'User Activated',
  deactivated: 'User Deactivated',
  suspended: 'User Suspended',
  passwordReset: 'Password Reset',
  exported: 'Users Exported',
  bulkUploaded: 'Users Bulk Uploaded',
  profileUpdated: 'Profile Updated',
  avatarUpdated: 'Profile Avatar Updated',
  passwordChanged: 'Password Changed',
  passwordChangeFailed: 'Password Change Failed',
  preferencesUpdated: 'Preferences Updated',
} as const satisfies Record<string, AuditAction>;

/** The action that records a status change. */
export function statusAction(status: string): AuditAction {
  if (status === 'active') return USER_AUDIT_ACTIONS.activated;
  if (status === 'suspended') return USER_AUDIT_ACTIONS.suspended;
  return USER_AUDIT_ACTIONS.deactivated;
}
