import { MODULES, SIDEBAR_MODULES, canAccessModule, type CurrentUser, type Module } from '@attest/domain';

export type AccessDecision =
  | { kind: 'checking' }
  | { kind: 'redirect'; to: '/login' | '/unauthorized' }
  | { kind: 'allow'; user: CurrentUser };

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
  const named = SIDEBAR_MODULES.find((entry) => entry.segment !== '' && entry.segment === segment);
  return named ? named.module : isModule(segment) ? segment : 'dashboard';
}

function roleOfPath(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean)[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Spec 01 §2 guard for /dashboard/{role}/…: sign in first; the role in the URL must be the user's own, exactly
 * (no hierarchy); and the module of the path must be one the role may use.
 */
export function accessDecision(session: SessionState, pathname: string): AccessDecision {
  if (session.loading) return { kind: 'checking' };
  const { user } = session;
  if (!user) return { kind: 'redirect', to: '/login' };
  if (roleOfPath(pathname) !== user.role) return { kind: 'redirect', to: '/unauthorized' };
  if (!canAccessModule(user.role, moduleOfPath(pathname))) return { kind: 'redirect', to: '/unauthorized' };
  return { kind: 'allow', user };
}
