import { keywordGroupOf, type AuditGroup } from './contracts/audit.ts';

/**
 * What an audit event is about, a closed set the audit-trail review highlights read (AUDIT_REVIEW_HIGHLIGHTS); each
 * is described above its actions in AUDIT_CATALOGUE.
 */
export const AUDIT_CATEGORIES = ['security', 'authentication-failure', 'signature', 'users', 'lifecycle', 'records', 'training', 'access', 'configuration', 'change-control', 'audit', 'system'] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

/** The kinds of record an event names (its entity_type column). */
export type AuditEntityType = 'user' | 'document' | 'copies' | 'training' | 'category' | 'department' | 'repository' | 'setting' | 'setting-change' | 'audit' | 'audit-review' | 'backup' | 'system' | 'job' | 'storage' | 'webhook' | 'scim-token';

export interface AuditActionEntry {
  /** The entity types the server writes this action with (one, but for an export scoped to a document or not). */
  entityTypes: readonly AuditEntityType[];
  category: AuditCategory;
  /** The spec 02 §9 badge group: the badge colour, the group filter and the Security Events card. */
  group: AuditGroup;
}

/**
 * Every audit action the server writes, keyed by its stored name. Stored events and the hash chain carry these
 * strings: never rename a key, add a new one. appendAuditEvent accepts only these keys (AuditAction).
 */
export const AUDIT_CATALOGUE = {
  // security: Proving who one is: sign-in, sessions, passwords, two-factor, single sign-on; lockouts and integrity failures.
  'Sign-in': { entityTypes: ['user'], category: 'security', group: 'security' },
  'Sign-out': { entityTypes: ['user'], category: 'security', group: 'security' },
  'Session Refreshed': { entityTypes: ['user'], category: 'security', group: 'security' },
  'Password Set': { entityTypes: ['user'], category: 'security', group: 'security' },
  'Password Setup Code Issued': { entityTypes: ['user'], category: 'security', group: 'security' },
  'Sign-in Password Accepted': { entityTypes: ['user'], category: 'security', group: 'security' },
  'Session Revoked': { entityTypes: ['user'], category: 'security', group: 'security' },
  'Two-Factor Setup Started': { entityTypes: ['user'], category: 'security', group: 'security' },
  'Two-Factor Enrolled': { entityTypes: ['user'], category: 'security', group: 'security' },
  'Two-Factor Disabled': { entityTypes: ['user'], category: 'security', group: 'security' },
  'Two-Factor Reset': { entityTypes: ['user'], category: 'security', group: 'security' },
  'Recovery Code Used': { entityTypes: ['user'], category: 'security', group: 'security' },
  'Recovery Codes Regenerated': { entityTypes: ['user'], category: 'security', group: 'security' },
  'SSO Sign-in Refused': { entityTypes: ['user'], category: 'security', group: 'security' },
  'SSO Identity Linked': { entityTypes: ['user'], category: 'security', group: 'security' },
  'Password Reset': { entityTypes: ['user'], category: 'security', group: 'security' },
  'Password Changed': { entityTypes: ['user'], category: 'security', group: 'security' },
  'Password Change Failed': { entityTypes: ['user'], category: 'security', group: 'security' },
  'Signing Locked': { entityTypes: ['user'], category: 'security', group: 'security' },
  'Stored File Integrity Failure': { entityTypes: ['document'], category: 'security', group: 'security' },
  // authentication-failure: A failed sign-in or signing authentication, and the account lockout it causes (the review's failed-authentication highlight).
  'Sign-in Failed': { entityTypes: ['user'], category: 'authentication-failure', group: 'security' },
  'Account Locked': { entityTypes: ['user'], category: 'authentication-failure', group: 'security' },
  'Signature Authentication Failed': { entityTypes: ['user'], category: 'authentication-failure', group: 'security' },
  // signature: Electronic signatures (21 CFR Part 11): the re-authentication and the signature on a record.
  'Signature Authentication': { entityTypes: ['user'], category: 'signature', group: 'security' },
  'Document Signed': { entityTypes: ['document'], category: 'signature', group: 'other' },
  'Document Signed With Conditions': { entityTypes: ['document'], category: 'signature', group: 'other' },
  // users: User accounts and their profiles.
  'User Created': { entityTypes: ['user'], category: 'users', group: 'create-approve' },
  'SSO User Provisioned': { entityTypes: ['user'], category: 'users', group: 'security' },
  'SSO Role Changed': { entityTypes: ['user'], category: 'users', group: 'security' },
  'User Updated': { entityTypes: ['user'], category: 'users', group: 'update' },
  'User Activated': { entityTypes: ['user'], category: 'users', group: 'other' },
  'User Deactivated': { entityTypes: ['user'], category: 'users', group: 'other' },
  'User Suspended': { entityTypes: ['user'], category: 'users', group: 'other' },
  'Users Bulk Uploaded': { entityTypes: ['user'], category: 'users', group: 'other' },
  'Profile Updated': { entityTypes: ['user'], category: 'users', group: 'update' },
  'Profile Avatar Updated': { entityTypes: ['user'], category: 'users', group: 'update' },
  'Preferences Updated': { entityTypes: ['user'], category: 'users', group: 'update' },
  // lifecycle: A document's life: authoring, workflow steps, release, periodic review, retirement.
  'Document Created': { entityTypes: ['document'], category: 'lifecycle', group: 'create-approve' },
  'Document Updated': { entityTypes: ['document'], category: 'lifecycle', group: 'update' },
  'Document Version Created': { entityTypes: ['document'], category: 'lifecycle', group: 'create-approve' },
  'Document Duplicated': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Document Archived': { entityTypes: ['document'], category: 'lifecycle', group: 'delete-reject' },
  'Document Locked': { entityTypes: ['document'], category: 'lifecycle', group: 'security' },
  'Document Unlocked': { entityTypes: ['document'], category: 'lifecycle', group: 'security' },
  'Document Restored': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Document Version Reverted': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Version Relabelled': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Document Imported from Repository': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Document Submitted for Review': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Document Re-review Requested': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Review Completed': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Review Comment Added': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Changes Requested': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Document Routed to Approval': { entityTypes: ['document'], category: 'lifecycle', group: 'create-approve' },
  'Document Submitted for Approval': { entityTypes: ['document'], category: 'lifecycle', group: 'create-approve' },
  'Document Approved': { entityTypes: ['document'], category: 'lifecycle', group: 'create-approve' },
  'Document Approved With Conditions': { entityTypes: ['document'], category: 'lifecycle', group: 'create-approve' },
  'Document Rejected': { entityTypes: ['document'], category: 'lifecycle', group: 'delete-reject' },
  'Workflow Aborted': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Approval Condition Answered': { entityTypes: ['document'], category: 'lifecycle', group: 'create-approve' },
  'Approval Condition Closed': { entityTypes: ['document'], category: 'lifecycle', group: 'create-approve' },
  'Internal Assessment Completed': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Release Scheduled': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Scheduled Release Cancelled': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Document Made Effective': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Document Made Effective On Scheduled Date': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Document Made Effective After Training': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Document Awaiting Training': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Document Marked Obsolete': { entityTypes: ['document'], category: 'lifecycle', group: 'delete-reject' },
  'New Version Started': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Periodic Review Plan Changed': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Periodic Review Date Changed': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Periodic Review Started': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Periodic Review Opened': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Periodic Review Completed': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Periodic Review Revision Started': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  'Periodic Review Closed': { entityTypes: ['document'], category: 'lifecycle', group: 'other' },
  // records: What is kept about a released document: controlled copies, notes, the cart, retention decisions.
  'Controlled Copy Printed': { entityTypes: ['document'], category: 'records', group: 'access' },
  'Controlled Copy Returned': { entityTypes: ['document'], category: 'records', group: 'other' },
  'Controlled Copy Destroyed': { entityTypes: ['document'], category: 'records', group: 'other' },
  'Controlled Copies To Recall': { entityTypes: ['document'], category: 'records', group: 'other' },
  'Document Added to Cart': { entityTypes: ['document'], category: 'records', group: 'other' },
  'Document Removed from Cart': { entityTypes: ['document'], category: 'records', group: 'other' },
  'Note Added': { entityTypes: ['document'], category: 'records', group: 'other' },
  'Note Edited': { entityTypes: ['document'], category: 'records', group: 'update' },
  'Note Resolved': { entityTypes: ['document'], category: 'records', group: 'other' },
  'Note Deleted': { entityTypes: ['document'], category: 'records', group: 'delete-reject' },
  'Document Retained': { entityTypes: ['document'], category: 'records', group: 'other' },
  'Document Disposed': { entityTypes: ['document'], category: 'records', group: 'other' },
  // training: Training and read-and-understood acknowledgements.
  'Document Acknowledged': { entityTypes: ['document'], category: 'training', group: 'create-approve' },
  'Training Assigned': { entityTypes: ['document'], category: 'training', group: 'other' },
  'Training Assignments Cancelled': { entityTypes: ['document'], category: 'training', group: 'other' },
  'Training Requirement Changed': { entityTypes: ['document'], category: 'training', group: 'other' },
  'Training Document Opened': { entityTypes: ['document'], category: 'training', group: 'other' },
  'Training Quiz Passed': { entityTypes: ['document'], category: 'training', group: 'other' },
  'Training Quiz Failed': { entityTypes: ['document'], category: 'training', group: 'other' },
  'Training Completed': { entityTypes: ['document'], category: 'training', group: 'other' },
  'Demo Training Made Overdue': { entityTypes: ['document'], category: 'training', group: 'other' },
  // access: Data leaving the system: downloads, prints of uncontrolled copies, exports and reports.
  'Users Exported': { entityTypes: ['user'], category: 'access', group: 'other' },
  'Signature Evidence Downloaded': { entityTypes: ['document'], category: 'access', group: 'access' },
  'Document Downloaded': { entityTypes: ['document'], category: 'access', group: 'access' },
  'Document Rendition Downloaded': { entityTypes: ['document'], category: 'access', group: 'access' },
  'Workflow History Report Downloaded': { entityTypes: ['document'], category: 'access', group: 'access' },
  'Translations Report Downloaded': { entityTypes: ['document'], category: 'access', group: 'access' },
  'Notes Downloaded': { entityTypes: ['document'], category: 'access', group: 'access' },
  'Printed Copies Downloaded': { entityTypes: ['document'], category: 'access', group: 'access' },
  'Uncontrolled Copy Printed': { entityTypes: ['document'], category: 'access', group: 'access' },
  'Controlled Copies Exported': { entityTypes: ['document', 'copies'], category: 'access', group: 'other' },
  'Training Matrix Exported': { entityTypes: ['training'], category: 'access', group: 'other' },
  'Audit Logs Exported': { entityTypes: ['audit'], category: 'access', group: 'other' },
  'Audit Report Exported': { entityTypes: ['audit'], category: 'access', group: 'other' },
  'Audit Trail Exported': { entityTypes: ['audit'], category: 'access', group: 'other' },
  'Audit Trail Reviews Exported': { entityTypes: ['audit-review'], category: 'access', group: 'other' },
  'Backup Downloaded': { entityTypes: ['backup'], category: 'access', group: 'access' },
  'Installation Qualification Report Downloaded': { entityTypes: ['system'], category: 'access', group: 'access' },
  // configuration: Settings, reference data, repository connections and the integrations' endpoints and tokens (the review's configuration-change highlight).
  'Two-Factor Policy Changed': { entityTypes: ['setting'], category: 'configuration', group: 'security' },
  'Category Created': { entityTypes: ['category'], category: 'configuration', group: 'create-approve' },
  'Category Updated': { entityTypes: ['category'], category: 'configuration', group: 'update' },
  'Category Activated': { entityTypes: ['category'], category: 'configuration', group: 'other' },
  'Category Deactivated': { entityTypes: ['category'], category: 'configuration', group: 'other' },
  'Department Created': { entityTypes: ['department'], category: 'configuration', group: 'create-approve' },
  'Department Updated': { entityTypes: ['department'], category: 'configuration', group: 'update' },
  'Department Activated': { entityTypes: ['department'], category: 'configuration', group: 'other' },
  'Department Deactivated': { entityTypes: ['department'], category: 'configuration', group: 'other' },
  'Repository Connection Created': { entityTypes: ['repository'], category: 'configuration', group: 'create-approve' },
  'Repository Connection Updated': { entityTypes: ['repository'], category: 'configuration', group: 'update' },
  'Repository Connection Deleted': { entityTypes: ['repository'], category: 'configuration', group: 'delete-reject' },
  'Webhook Endpoint Created': { entityTypes: ['webhook'], category: 'configuration', group: 'create-approve' },
  'Webhook Endpoint Updated': { entityTypes: ['webhook'], category: 'configuration', group: 'update' },
  'Webhook Endpoint Deleted': { entityTypes: ['webhook'], category: 'configuration', group: 'delete-reject' },
  'Webhook Secret Rotated': { entityTypes: ['webhook'], category: 'configuration', group: 'other' },
  // Sending again what was already decided changes no configuration.
  'Webhook Delivery Resent': { entityTypes: ['webhook'], category: 'system', group: 'other' },
  // The system's own changes to an endpoint: its receiver answered 410 Gone, or it failed for a day.
  'Webhook Endpoint Disabled': { entityTypes: ['webhook'], category: 'configuration', group: 'other' },
  'Webhook Endpoint Paused': { entityTypes: ['webhook'], category: 'configuration', group: 'other' },
  'SCIM Token Issued': { entityTypes: ['scim-token'], category: 'configuration', group: 'other' },
  'SCIM Token Revoked': { entityTypes: ['scim-token'], category: 'configuration', group: 'other' },
  'LMS Integration Changed': { entityTypes: ['setting'], category: 'configuration', group: 'other' },
  'LMS Statement Resent': { entityTypes: ['system'], category: 'system', group: 'other' },
  'Retention Policies Changed': { entityTypes: ['setting'], category: 'configuration', group: 'other' },
  'System Preferences Changed': { entityTypes: ['setting'], category: 'configuration', group: 'other' },
  'Signature Configuration Changed': { entityTypes: ['setting'], category: 'configuration', group: 'other' },
  // change-control: Four-eyes decisions on a setting change that weakens a control: proposed, approved, rejected, withdrawn.
  'Signature Configuration Change Proposed': { entityTypes: ['setting-change'], category: 'change-control', group: 'other' },
  'Signature Configuration Change Approved': { entityTypes: ['setting-change'], category: 'change-control', group: 'create-approve' },
  'Signature Configuration Change Rejected': { entityTypes: ['setting-change'], category: 'change-control', group: 'delete-reject' },
  'Signature Configuration Change Withdrawn': { entityTypes: ['setting-change'], category: 'change-control', group: 'other' },
  'System Preferences Change Proposed': { entityTypes: ['setting-change'], category: 'change-control', group: 'other' },
  'System Preferences Change Approved': { entityTypes: ['setting-change'], category: 'change-control', group: 'create-approve' },
  'System Preferences Change Rejected': { entityTypes: ['setting-change'], category: 'change-control', group: 'delete-reject' },
  'System Preferences Change Withdrawn': { entityTypes: ['setting-change'], category: 'change-control', group: 'other' },
  'Two-Factor Policy Change Proposed': { entityTypes: ['setting-change'], category: 'change-control', group: 'security' },
  'Two-Factor Policy Change Approved': { entityTypes: ['setting-change'], category: 'change-control', group: 'security' },
  'Two-Factor Policy Change Rejected': { entityTypes: ['setting-change'], category: 'change-control', group: 'security' },
  'Two-Factor Policy Change Withdrawn': { entityTypes: ['setting-change'], category: 'change-control', group: 'security' },
  // audit: The periodic audit-trail review (Annex 11 §9).
  'Audit Trail Review Opened': { entityTypes: ['audit-review'], category: 'audit', group: 'other' },
  'Audit Trail Review Finding Recorded': { entityTypes: ['audit-review'], category: 'audit', group: 'other' },
  'Audit Trail Review Signed': { entityTypes: ['audit-review'], category: 'audit', group: 'other' },
  // system: Operations: backups, diagnostics, jobs, installation qualification, seeding, housekeeping.
  'Backup Started': { entityTypes: ['backup'], category: 'system', group: 'other' },
  'Backup Completed': { entityTypes: ['backup'], category: 'system', group: 'other' },
  'Backup Failed': { entityTypes: ['backup'], category: 'system', group: 'other' },
  'Backup Verified': { entityTypes: ['backup'], category: 'system', group: 'other' },
  'Backup Pruned': { entityTypes: ['backup'], category: 'system', group: 'other' },
  'Diagnostics Run': { entityTypes: ['system'], category: 'system', group: 'other' },
  'Integration Check Run': { entityTypes: ['system'], category: 'system', group: 'other' },
  'Test E-mail Sent': { entityTypes: ['system'], category: 'system', group: 'other' },
  'Installation Qualification Run': { entityTypes: ['system'], category: 'system', group: 'other' },
  'Job Retried': { entityTypes: ['job'], category: 'system', group: 'other' },
  'Orphaned Files Removed': { entityTypes: ['storage'], category: 'system', group: 'other' },
  'Reference Data Seeded': { entityTypes: ['system'], category: 'system', group: 'other' },
} as const satisfies Record<string, AuditActionEntry>;

export type AuditAction = keyof typeof AUDIT_CATALOGUE;

/** The entity types an action is written with: appendAuditEvent checks an event's against its action's. */
export type AuditEntityTypeOf<A extends AuditAction> = (typeof AUDIT_CATALOGUE)[A]['entityTypes'][number];

export const AUDIT_ACTIONS = Object.keys(AUDIT_CATALOGUE) as AuditAction[];

export const isAuditAction = (name: string): name is AuditAction => Object.hasOwn(AUDIT_CATALOGUE, name);

/** The catalogue's actions of a badge group. */
export const auditActionsInGroup = (group: AuditGroup): AuditAction[] => AUDIT_ACTIONS.filter((action) => AUDIT_CATALOGUE[action].group === group);

/** The catalogue's actions of some categories. */
export const auditActionsInCategories = (categories: readonly AuditCategory[]): AuditAction[] =>
  AUDIT_ACTIONS.filter((action) => categories.includes(AUDIT_CATALOGUE[action].category));

/**
 * Which badge group an action belongs to: the catalogue's; for a name the catalogue does not hold (an event written
 * before the catalogue under a name since retired) the keyword rule that grouped it then, so no stored event moves.
 */
export const auditGroupOf = (action: string): AuditGroup => (isAuditAction(action) ? AUDIT_CATALOGUE[action].group : keywordGroupOf(action));
