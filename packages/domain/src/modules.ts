import type { Role } from './roles.ts';

/** Areas of the protected application (spec 01 §2 Shell, §6 Modules). */
export const MODULES = ['dashboard', 'documents', 'repositories', 'copies', 'workflows', 'audit', 'users', 'system', 'lms'] as const;
export type Module = (typeof MODULES)[number];

/**
 * Module access by role (spec 01 §6 table). Audit & Version Control (the system-wide trail with its security events
 * and network details) is the administrator's, and, by 02 §7, the document coordinator's: the roles that hold
 * read-audit-trail. The others read their own entries on the dashboard and in the profile, and the change log of the
 * documents whose whole history they may open, on the document. Controlled Copies (issue 17) goes to the
 * roles that hold print-controlled-copies. The Document Repository browser (issue 21) goes to the roles that hold
 * create-sops, the permission its endpoints ask for.
 */
export const ROLE_MODULES: Record<Role, readonly Module[]> = {
  admin: ['dashboard', 'documents', 'repositories', 'copies', 'users', 'system', 'workflows', 'audit', 'lms'],
  author: ['dashboard', 'documents', 'repositories', 'workflows'],
  reviewer: ['dashboard', 'documents', 'workflows'],
  approver: ['dashboard', 'documents', 'workflows'],
  user: ['dashboard', 'documents'],
  document_coordinator: ['dashboard', 'documents', 'repositories', 'copies', 'workflows', 'audit', 'users', 'lms'],
};

export function canAccessModule(role: Role, module: Module): boolean {
  return ROLE_MODULES[role].includes(module);
}

export interface SidebarModule {
  module: Module;
  label: string;
  /** Path below /dashboard/{role}; '' is the dashboard home. */
  segment: string;
}

/** Sidebar entries in display order (spec 01 §2 Shell); Training (module lms, issue 18) is the training matrix. */
export const SIDEBAR_MODULES: readonly SidebarModule[] = [
  { module: 'dashboard', label: 'Dashboard', segment: '' },
  { module: 'documents', label: 'Document Management', segment: 'documents' },
  { module: 'repositories', label: 'Document Repository', segment: 'repositories' },
  { module: 'copies', label: 'Controlled Copies', segment: 'copies' },
  { module: 'workflows', label: 'Workflow Management', segment: 'workflows' },
  { module: 'audit', label: 'Audit & Version Control', segment: 'audit' },
  { module: 'users', label: 'User Management', segment: 'users' },
  { module: 'system', label: 'System Administration', segment: 'system' },
  { module: 'lms', label: 'Training', segment: 'training' },
];

export function sidebarModulesFor(role: Role): SidebarModule[] {
  return SIDEBAR_MODULES.filter((entry) => canAccessModule(role, entry.module));
}

/** Spec 01 §2: the active item is the one whose path equals or prefixes the current path (longest wins). */
export function activeSidebarPath(paths: readonly string[], current: string): string | undefined {
  const matches = paths.filter((p) => current === p || current.startsWith(p.endsWith('/') ? p : `${p}/`));
  return matches.sort((a, b) => b.length - a.length)[0];
}
