import { describe, expect, it } from 'vitest';
import { ROLES } from './roles.ts';
import { hasPermission } from './permissions.ts';
import { activeSidebarPath, canAccessModule, MODULE_DEFINITIONS, sidebarModulesFor } from './modules.ts';

describe('module access and the sidebar', () => {
  it('lists only the modules of each role, in order', () => {
    const labels = (role: Parameters<typeof sidebarModulesFor>[0]) => sidebarModulesFor(role).map((m) => m.label);
    expect(labels('admin')).toEqual(['Dashboard', 'Document Management', 'Document Repository', 'Controlled Copies', 'Workflow Management', 'Audit & Version Control', 'User Management', 'System Administration', 'Training']);
    expect(labels('author')).toEqual(['Dashboard', 'Document Management', 'Document Repository', 'Workflow Management']);
    expect(labels('reviewer')).toEqual(['Dashboard', 'Document Management', 'Workflow Management']);
    expect(labels('approver')).toEqual(['Dashboard', 'Document Management', 'Workflow Management']);
    expect(labels('user')).toEqual(['Dashboard', 'Document Management']);
    expect(labels('document_coordinator')).toEqual(['Dashboard', 'Document Management', 'Document Repository', 'Controlled Copies', 'Workflow Management', 'Audit & Version Control', 'User Management', 'Training']);
  });

  it('denies modules outside the role', () => {
    expect(canAccessModule('user', 'users')).toBe(false);
    expect(canAccessModule('document_coordinator', 'system')).toBe(false);
    expect(canAccessModule('user', 'audit')).toBe(false);
    // Spec 01 §6 and 02 §7: the audit module goes with read-audit-trail (administrator, document coordinator) only.
    expect(canAccessModule('author', 'audit')).toBe(false);
    for (const role of ROLES) expect(canAccessModule(role, 'audit')).toBe(hasPermission(role, 'read-audit-trail'));
    expect(canAccessModule('admin', 'lms')).toBe(true);
    // Training (FR-TRN-3): the matrix is for administrators and document coordinators.
    expect(canAccessModule('document_coordinator', 'lms')).toBe(true);
    expect(canAccessModule('user', 'lms')).toBe(false);
    // Controlled Copies follows the print-controlled-copies permission.
    expect(canAccessModule('document_coordinator', 'copies')).toBe(true);
    expect(canAccessModule('author', 'copies')).toBe(false);
    // The repository browser follows create-sops, the permission of its endpoints.
    expect(canAccessModule('author', 'repositories')).toBe(true);
    expect(canAccessModule('reviewer', 'repositories')).toBe(false);
    expect(canAccessModule('user', 'repositories')).toBe(false);
  });

  it('sends each role to a screen its permissions open: the coordinator, who may list users but not manage them, to All Users', () => {
    const segmentOf = (role: Parameters<typeof sidebarModulesFor>[0], module: string) => sidebarModulesFor(role).find((entry) => entry.module === module)?.segment;
    expect(segmentOf('admin', 'users')).toBe('users');
    expect(segmentOf('document_coordinator', 'users')).toBe('users/all');
    for (const role of ROLES) {
      for (const entry of sidebarModulesFor(role)) {
        const screen = MODULE_DEFINITIONS.find((definition) => definition.module === entry.module)!.screens.find((candidate) => candidate.segment === entry.segment)!;
        if (screen.permission) expect(hasPermission(role, screen.permission)).toBe(true);
      }
    }
  });

  it('opens the Document Repository to exactly the roles its endpoints let in (create-sops)', () => {
    for (const role of ROLES) expect(canAccessModule(role, 'repositories')).toBe(hasPermission(role, 'create-sops'));
  });

  it('marks the item whose path equals or prefixes the current path, the longest first', () => {
    const paths = ['/dashboard/admin', '/dashboard/admin/documents', '/dashboard/admin/users'];
    expect(activeSidebarPath(paths, '/dashboard/admin')).toBe('/dashboard/admin');
    expect(activeSidebarPath(paths, '/dashboard/admin/documents/42')).toBe('/dashboard/admin/documents');
    expect(activeSidebarPath(paths, '/dashboard/admin/users/all')).toBe('/dashboard/admin/users');
    expect(activeSidebarPath(paths, '/dashboard/admin/documentsx')).toBe('/dashboard/admin');
    expect(activeSidebarPath(paths, '/elsewhere')).toBeUndefined();
  });
});
