import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS, hasPermission, keyPermissionsOf, permissionBehind, type Permission } from './permissions.ts';
import { ROLES, type Role } from './roles.ts';

const holders = (permission: Permission): Role[] => ROLES.filter((role) => hasPermission(role, permission));

describe('the role → permission table', () => {
  it('gives the administrator every permission [REQ:P11-10g] [REQ:FR-ROLE-1]', () => {
    expect([...ROLE_PERMISSIONS.admin].sort()).toEqual([...PERMISSIONS].sort());
  });

  it('gives an author document authoring but no administration', () => {
    for (const p of ['create-sops', 'edit-sops', 'submit-sops', 'upload-sop-versions', 'access-change-history-logs'] as const) {
      expect(hasPermission('author', p)).toBe(true);
    }
    for (const p of ['approve-sops', 'lock-sops', 'review-sops', 'manage-user-roles', 'delete-archive-sops', 'view-users'] as const) {
      expect(hasPermission('author', p)).toBe(false);
    }
  });

  it('lets a reviewer review and reject, not approve, lock or create', () => {
    expect(ROLE_PERMISSIONS.reviewer).toEqual(expect.arrayContaining(['review-sops', 'reject-sops', 'workflow-comments']));
    for (const p of ['approve-sops', 'lock-sops', 'create-sops', 'submit-sops'] as const) expect(hasPermission('reviewer', p)).toBe(false);
  });

  it('lets an approver approve, reject and lock, not create or review', () => {
    expect(ROLE_PERMISSIONS.approver).toEqual(expect.arrayContaining(['approve-sops', 'reject-sops', 'lock-sops']));
    for (const p of ['create-sops', 'review-sops', 'manage-user-roles'] as const) expect(hasPermission('approver', p)).toBe(false);
  });

  it('gives the role user reading permissions only [REQ:FR-ROLE-1]', () => {
    expect([...ROLE_PERMISSIONS.user].sort()).toEqual(
      ['acknowledge-sops', 'download-sops', 'email-notifications', 'export-word', 'print-sops', 'version-history', 'view-sops'].sort(),
    );
  });

  it('gives a document coordinator author rights plus categories, assignment and user listing, not role changes', () => {
    for (const p of ROLE_PERMISSIONS.author) expect(hasPermission('document_coordinator', p)).toBe(true);
    for (const p of ['manage-categories', 'assign-reviewers-approvers', 'mark-obsolete', 'view-users'] as const) {
      expect(hasPermission('document_coordinator', p)).toBe(true);
    }
    expect(hasPermission('document_coordinator', 'manage-user-roles')).toBe(false);
  });

  it('keeps administration permissions with the administrator alone [REQ:FR-ROLE-1]', () => {
    for (const p of ['manage-user-roles', 'manage-system', 'abort-workflows', 'delete-archive-sops', 'manage-versions', 'verify-audit-trail', 'make-effective', 'internal-assessment'] as const) {
      expect(holders(p)).toEqual(['admin']);
    }
  });

  it('lets only the administrator and the document coordinator act on workflow steps not assigned to them', () => {
    expect(holders('override-workflow-steps')).toEqual(['admin', 'document_coordinator']);
  });

  it('shows in Role Management only key permissions the role holds, the spec listing otherwise', () => {
    for (const role of ROLES) for (const label of keyPermissionsOf(role)) expect(hasPermission(role, permissionBehind(label))).toBe(true);
    expect(keyPermissionsOf('document_coordinator')).toEqual(['Document Control', 'Override Workflows', 'Print Controlled Copies']);
    expect(keyPermissionsOf('admin')).toEqual(['Full System Access', 'User Management', 'System Configuration', 'All Document Operations']);
    expect(keyPermissionsOf('user')).toEqual(['View Documents', 'Download Documents', 'Access Dashboard', 'Receive Notifications']);
  });

  it('lets only the administrator and the document coordinator manage training', () => {
    expect(holders('manage-training')).toEqual(['admin', 'document_coordinator']);
  });

  it('lets only the administrator and the document coordinator print controlled copies; every role prints uncontrolled ones', () => {
    expect(holders('print-controlled-copies')).toEqual(['admin', 'document_coordinator']);
    expect(holders('print-sops')).toEqual([...ROLES]);
  });

  it('lets only the administrator and the document coordinator review and sign the audit trail (Annex 11 §9) [REQ:FR-ROLE-1] [REQ:A11-9]', () => {
    expect(holders('review-audit-trail')).toEqual(['admin', 'document_coordinator']);
  });

  it('lets only the administrator and the document coordinator read the system-wide audit trail (spec 01 §6, 02 §7)', () => {
    expect(holders('read-audit-trail')).toEqual(['admin', 'document_coordinator']);
  });

  it('names only catalogued permissions', () => {
    for (const role of ROLES) for (const p of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(p);
  });
});
