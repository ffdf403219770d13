import { hasPermission, type Permission } from './permissions.ts';
import type { Role } from './roles.ts';

/** Areas of the protected application (spec 01 §2 Shell, §6 Modules). */
export const MODULES = ['dashboard', 'documents', 'repositories', 'copies', 'workflows', 'audit', 'users', 'system', 'lms'] as const;
export type Module = (typeof MODULES)[number];

/** A screen of a module: its path below /dashboard/{role}, and the permission its API asks for (null: any user). */
export interface ModuleScreen {
  segment: string;
  permission: Permission | null;
}

export interface ModuleDefinition {
  module: Module;
  label: string;
  /** The module's screens, the fullest first: the sidebar opens the first one the role may use. */
  screens: readonly ModuleScreen[];
}

/**
 * The modules in sidebar order (spec 01 §2 Shell, §6 table), each opened by the permission the server enforces on
 * its endpoints, so no entry leads to a refusal. Audit & Version Control is the system-wide trail (read-audit-trail:
 * administrator and, by 02 §7, document coordinator); Controlled Copies (FR-CPY-1) goes with
 * print-controlled-copies; the Document Repository browser (FR-REPO-2) with create-sops; Training (module lms,
 * FR-TRN-3) is the training matrix. User Management's full screen is for manage-user-roles; holders of view-users only
 * (the document coordinator) open its All Users list.
 */
export const MODULE_DEFINITIONS: readonly ModuleDefinition[] = [
  { module: 'dashboard', label: 'Dashboard', screens: [{ segment: '', permission: null }] },
  { module: 'documents', label: 'Document Management', screens: [{ segment: 'documents', permission: 'view-sops' }] },
  { module: 'repositories', label: 'Document Repository', screens: [{ segment: 'repositories', permission: 'create-sops' }] },
  { module: 'copies', label: 'Controlled Copies', screens: [{ segment: 'copies', permission: 'print-controlled-copies' }] },
  { module: 'workflows', label: 'Workflow Management', screens: [{ segment: 'workflows', permission: 'review-history' }] },
  { module: 'audit', label: 'Audit & Version Control', screens: [{ segment: 'audit', permission: 'read-audit-trail' }] },
  {
    module: 'users',
    label: 'User Management',
    screens: [
      { segment: 'users', permission: 'manage-user-roles' },
      { segment: 'users/all', permission: 'view-users' },
    ],
  },
  { module: 'system', label: 'System Administration', screens: [{ segment: 'system', permission: 'manage-system' }] },
  { module: 'lms', label: 'Training', screens: [{ segment: 'training', permission: 'manage-training' }] },
];

const mayOpen = (role: Role, screen: ModuleScreen) => screen.permission === null || hasPermission(role, screen.permission);

export function canAccessModule(role: Role, module: Module): boolean {
  return MODULE_DEFINITIONS.some((entry) => entry.module === module && entry.screens.some((screen) => mayOpen(role, screen)));
}

/** The modules a role may use, in sidebar order (shown in Role Management). */
export function modulesOf(role: Role): Module[] {
  return MODULE_DEFINITIONS.filter((entry) => canAccessModule(role, entry.module)).map((entry) => entry.module);
}

/** A sidebar entry: the module and the screen of it this role opens. */
export interface SidebarModule {
  module: Module;
  label: string;
  /** Path below /dashboard/{role}; '' is the dashboard home. */
  segment: string;
}

export function sidebarModulesFor(role: Role): SidebarModule[] {
  return MODULE_DEFINITIONS.flatMap(({ module, label, screens }) => {
    const screen = screens.find((candidate) => mayOpen(role, candidate));
    return screen ? [{ module, label, segment: screen.segment }] : [];
  });
}

/** The module a path segment below /dashboard/{role} belongs to, when it is the home of one (Training: 'training'). */
export function moduleOfSegment(segment: string): Module | undefined {
  return MODULE_DEFINITIONS.find((entry) => entry.screens.some((screen) => screen.segment !== '' && screen.segment.split('/')[0] === segment))?.module;
}

/** Spec 01 §2: the active item is the one whose path equals or prefixes the current path (longest wins). */
export function activeSidebarPath(paths: readonly string[], current: string): string | undefined {
  const matches = paths.filter((p) => current === p || current.startsWith(p.endsWith('/') ? p : `${p}/`));
  return matches.sort((a, b) => b.length - a.length)[0];
}
