import { MODULES, ROLES, canAccessModule, moduleOfSegment, type CurrentUser, type Module } from '@attest/domain';

export type AccessDecision =
  | { kind: 'checking' }
  | { kind: 'redirect'; to: '/login' | '/unauthorized' }
  /** A path without the role segment, sent to the same page under the user's own role. */
  | { kind: 'redirect'; href: string }
  | { kind: 'allow'; user: CurrentUser };

/** The first path segment of every page below /dashboard/{role} (a router test keeps this list whole). */
export const ROLE_PAGE_SEGMENTS = [
  'audit',
  'copies',
  'debug',
  'documents',
  'my-training',
  'notifications',
  'periodic-reviews',
  'profile',
  'profile-settings',
  'repositories',
  'search',
  'system',
  'training',
  'users',
  'workflows',
] as const;

/** What the session query knows: still loading, or settled with a user (null when signed out). */
export type SessionState = { loading: true } | { loading: false; user: CurrentUser | null };

const isModule = (segment: string): segment is Module => (MODULES as readonly string[]).includes(segment);

/**
 * The module a protected path belongs to: /dashboard/{role}/{module}/…; pages that are not a module of
 * their own (the home, profile, search, notifications) belong to the dashboard.
 */
export function moduleOfPath(pathname: string): Module {
  const segment = pathname.split('/').filter(Boolean)[2] ?? '';
  // A module whose screen has a path of its own (Training is module lms at /training).
  return moduleOfSegment(segment) ?? (isModule(segment) ? segment : 'dashboard');
}

function roleOfPath(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean)[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const isRole = (segment: string) => (ROLES as readonly string[]).includes(segment);
const isRolePage = (segment: string) => (ROLE_PAGE_SEGMENTS as readonly string[]).includes(segment);

/**
 * Spec 01 §2 guard for /dashboard/{role}/…: sign in first; the role in the URL must be the user's own, exactly
 * (no hierarchy); and the module of the path must be one the role may use. A path missing its role segment is sent
 * on under the user's role (where this guard judges it again), so such links never dead-end.
 */
export function accessDecision(session: SessionState, pathname: string): AccessDecision {
  if (session.loading) return { kind: 'checking' };
  const { user } = session;
  if (!user) return { kind: 'redirect', to: '/login' };
  const role = roleOfPath(pathname);
  // /dashboard/documents, a link written without the role: the same page under the user's own role.
  if (!isRole(role) && isRolePage(role)) return { kind: 'redirect', href: pathname.replace(/^\/dashboard\//, `/dashboard/${user.role}/`) };
  if (role !== user.role) return { kind: 'redirect', to: '/unauthorized' };
  if (!canAccessModule(user.role, moduleOfPath(pathname))) return { kind: 'redirect', to: '/unauthorized' };
  return { kind: 'allow', user };
}
