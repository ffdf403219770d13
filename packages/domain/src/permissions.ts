import type { Role } from './roles.ts';

/**
 * The permission catalogue (spec 01 §6, 02 §6). Screens and server routes name these; the role mapping below is
 * the only place that decides who holds what.
 */
export const PERMISSIONS = [
  'view-sops',
  'create-sops',
  'edit-sops',
  'edit-documents',
  'submit-sops',
  'review-sops',
  'approve-sops',
  'reject-sops',
  'lock-sops',
  'delete-archive-sops',
  'upload-sop-versions',
  'download-sops',
  'export-word',
  'print-sops',
  'print-controlled-copies',
  'version-history',
  'review-history',
  'workflow-comments',
  'send-for-re-review',
  'assign-reviewers-approvers',
  'dashboard-analytics',
  'manage-categories',
  'email-notifications',
  'acknowledge-sops',
  'schedule-review-dates',
  'mark-obsolete',
  'access-change-history-logs',
  'manage-versions',
  'abort-workflows',
  'internal-assessment',
  'make-effective',
  'view-users',
  'manage-user-roles',
  'manage-system',
  'override-workflow-steps',
  'verify-audit-trail',
  'lms-integration',
  'manage-training',
  // FR-REPO-1: Git repository connections (URL, branch, token) are administration.
  'manage-repositories',
  // FR-AUD-6: the periodic review of the audit trail (EU GMP Annex 11 §9), signed by a QA reviewer.
  'review-audit-trail',
  // The system-wide trail, security events and network details (spec 01 §6 audit module, 02 §7).
  'read-audit-trail',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What every staff member may do with a document they can see. */
const READER: readonly Permission[] = [
  'view-sops',
  'download-sops',
  'export-word',
  'print-sops',
  'version-history',
  'acknowledge-sops',
  'email-notifications',
];

/** Readers who also take part in document work: review history, comments, analytics and change logs. */
const CONTRIBUTOR: readonly Permission[] = [
  ...READER,
  'review-history',
  'workflow-comments',
  'dashboard-analytics',
  'access-change-history-logs',
];

const AUTHOR: readonly Permission[] = [
  ...CONTRIBUTOR,
  'create-sops',
  'edit-sops',
  'edit-documents',
  'submit-sops',
  'upload-sop-versions',
];

/** Role → permissions, the single source of truth (a test per role pins it). */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  author: AUTHOR,
  reviewer: [...CONTRIBUTOR, 'review-sops', 'reject-sops'],
  approver: [...CONTRIBUTOR, 'approve-sops', 'reject-sops', 'lock-sops'],
  user: READER,
  // Spec 01 §6: author permissions plus categories and reviewer/approver assignment; 02 §6 document_controller
  // workflow duties (complete review, reject, mark obsolete); can list users but not change them.
  document_coordinator: [
    ...AUTHOR,
    'manage-categories',
    'assign-reviewers-approvers',
    'review-sops',
    'reject-sops',
    'mark-obsolete',
    'override-workflow-steps',
    'view-users',
    // FR-CPY-1: issuing numbered controlled copies is document control, not reading.
    'print-controlled-copies',
    // FR-TRN-3: the training matrix and who must be trained on an effective document.
    'manage-training',
    // FR-AUD-6: document control is the QA function that reviews the audit trail (Annex 11 §9).
    'review-audit-trail',
    // Spec 02 §7 gives document control the audit module.
    'read-audit-trail',
  ],
};

export function hasPermission(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Each key-permission label of the Role Management listing and the permission that makes it true. */
const KEY_PERMISSION_GRANTS = {
  'Full System Access': 'manage-system',
  'User Management': 'manage-user-roles',
  'System Configuration': 'manage-system',
  'All Document Operations': 'delete-archive-sops',
  'Create Documents': 'create-sops',
  'Edit Own Documents': 'edit-sops',
  'Submit for Review': 'submit-sops',
  'View Document History': 'version-history',
  'Review Documents': 'review-sops',
  'Add Comments': 'workflow-comments',
  'Access Analytics': 'dashboard-analytics',
  'Approve/Reject Documents': 'approve-sops',
  'Lock Documents': 'lock-sops',
  'View Documents': 'view-sops',
  'Download Documents': 'download-sops',
  'Access Dashboard': 'view-sops',
  'Receive Notifications': 'email-notifications',
  'Document Control': 'mark-obsolete',
  'Override Workflows': 'override-workflow-steps',
  'Print Controlled Copies': 'print-controlled-copies',
  'System Health': 'manage-system',
} as const satisfies Record<string, Permission>;
export type KeyPermissionLabel = keyof typeof KEY_PERMISSION_GRANTS;
export const KEY_PERMISSION_LABELS = Object.keys(KEY_PERMISSION_GRANTS) as KeyPermissionLabel[];

/** The spec's Role Management listing (02 §6), as written. */
const SPEC_KEY_PERMISSIONS: Record<Role, readonly KeyPermissionLabel[]> = {
  admin: ['Full System Access', 'User Management', 'System Configuration', 'All Document Operations'],
  author: ['Create Documents', 'Edit Own Documents', 'Submit for Review', 'View Document History'],
  reviewer: ['Review Documents', 'Add Comments', 'View Document History', 'Access Analytics'],
  approver: ['Approve/Reject Documents', 'Lock Documents', 'View Document History', 'Access Analytics'],
  user: ['View Documents', 'Download Documents', 'Access Dashboard', 'Receive Notifications'],
  document_coordinator: ['Document Control', 'Override Workflows', 'Print Controlled Copies', 'System Health'],
};

export const permissionBehind = (label: KeyPermissionLabel): Permission => KEY_PERMISSION_GRANTS[label];

/**
 * The key permissions shown for a role: the spec's listing, less any label the role does not actually hold in
 * ROLE_PERMISSIONS (the coordinator's "System Health" is the administrator's), so the dialog never promises more.
 */
export function keyPermissionsOf(role: Role): readonly KeyPermissionLabel[] {
  return SPEC_KEY_PERMISSIONS[role].filter((label) => hasPermission(role, permissionBehind(label)));
}
