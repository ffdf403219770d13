import { hasPermission, type Permission } from './permissions.ts';
import { ROLES, type Role } from './roles.ts';

/** What an API route needs: anyone, any signed-in user, or a named permission. Every route declares one. */
export type RouteAccess = 'public' | 'authenticated' | Permission;

/** A route whose handler narrows what it declares (a preference, say): who it really lets in, and why. */
export interface NarrowedAccess {
  declares: RouteAccess;
  allows: RouteAccess;
  why: string;
}

/**
 * The expected authorization of every route the server registers, keyed "METHOD /path" as Fastify names it. The
 * server's authorization-matrix test calls each route as each role and signed out, and fails on a route missing
 * here or behaving otherwise: a new route is added here, on purpose, with the access it should have.
 */
export const AUTHORIZATION_MATRIX = {
  'GET /api/docs/': 'public',
  'HEAD /api/docs': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/health': 'public',
  'GET /api/public/stats': 'public',
  'POST /api/client-log': 'public',
  'POST /api/auth/check-email': 'public',
  'POST /api/auth/setup-password': 'public',
  'POST /api/auth/login': 'public',
  'GET /api/auth/session': 'authenticated',
  'POST /api/auth/refresh': 'authenticated',
  'POST /api/auth/logout': 'public',
  'GET /api/system/preferences': 'manage-system',
  'PUT /api/system/preferences': 'manage-system',
  'GET /api/system/notice': 'public',
  'GET /api/departments': 'authenticated',
  'POST /api/departments': 'manage-categories',
  'PUT /api/departments/:id': 'manage-categories',
  'GET /api/categories': 'authenticated',
  'POST /api/categories': 'manage-categories',
  'PUT /api/categories/:id': 'manage-categories',
  'GET /api/documents': 'view-sops',
  'GET /api/documents/:id': 'view-sops',
  'POST /api/documents': 'create-sops',
  'GET /api/documents/upload-limits': 'authenticated',
  'POST /api/documents/upload': 'create-sops',
  'PUT /api/documents/:id': 'edit-sops',
  'POST /api/documents/:id/file': 'edit-sops',
  'POST /api/documents/:id/duplicate': 'create-sops',
  'POST /api/documents/:id/lock': 'lock-sops',
  'POST /api/documents/:id/unlock': 'lock-sops',
  'POST /api/documents/:id/archive': 'delete-archive-sops',
  'GET /api/documents/:id/file': 'download-sops',
  'GET /api/documents/:id/versions/:versionId/file': 'download-sops',
  'GET /api/documents/:id/versions/:versionId/rendition': 'download-sops',
  'GET /api/documents/:id/content': 'view-sops',
  'GET /api/system/storage/integrity': 'manage-system',
  'GET /api/system/overview': 'manage-system',
  'GET /api/system/jobs': 'manage-system',
  'POST /api/system/jobs/:id/retry': 'manage-system',
  'POST /api/documents/:id/actions': 'view-sops',
  'GET /api/workflows': 'review-history',
  'GET /api/workflows/:id': 'review-history',
  'GET /api/documents/:id/workflows': 'view-sops',
  'POST /api/workflows/:id/comments': 'workflow-comments',
  'GET /api/users/assignable': 'workflow-comments',
  'GET /api/me/work': 'authenticated',
  'GET /api/documents/due-for-review': 'view-sops',
  'GET /api/audit/verify': 'verify-audit-trail',
  'GET /api/audit/checkpoints': 'verify-audit-trail',
  'GET /api/audit': 'authenticated',
  'GET /api/audit/export.csv': 'access-change-history-logs',
  'GET /api/audit/export.pdf': 'access-change-history-logs',
  'GET /api/documents/:id/compare': 'version-history',
  'POST /api/documents/:id/revert': 'manage-versions',
  'GET /api/users': 'view-users',
  'GET /api/users/export.csv': 'view-users',
  'GET /api/users/:id': 'view-users',
  'POST /api/users': 'manage-user-roles',
  'PUT /api/users/:id': 'manage-user-roles',
  'POST /api/users/:id/status': 'manage-user-roles',
  'POST /api/users/:id/reset-password': 'manage-user-roles',
  'POST /api/users/bulk-update': 'manage-user-roles',
  'POST /api/users/bulk-upload': 'manage-user-roles',
  'GET /api/profile': 'authenticated',
  'PUT /api/profile': 'authenticated',
  'POST /api/profile/avatar': 'authenticated',
  'POST /api/profile/password': 'authenticated',
  'GET /api/profile/preferences': 'authenticated',
  'PUT /api/profile/preferences': 'authenticated',
  'GET /api/profile/activity': 'authenticated',
  'GET /api/users/:id/avatar/:sha256': 'authenticated',
  'GET /api/signatures/requirements': 'authenticated',
  'POST /api/signatures/authenticate': 'authenticated',
  'GET /api/documents/:id/signatures': 'view-sops',
  'GET /api/signatures/:id/verify': 'view-sops',
  'GET /api/system/signature-config': 'manage-system',
  'PUT /api/system/signature-config': 'manage-system',
  'GET /api/dashboard': 'authenticated',
  'GET /api/search': 'authenticated',
  'GET /api/audit/:seq': 'authenticated',
  'POST /api/documents/:id/acknowledge': 'acknowledge-sops',
  'GET /api/cart': 'view-sops',
  'POST /api/cart/:documentId': 'view-sops',
  'DELETE /api/cart/:documentId': 'view-sops',
  'GET /api/cart/download': 'download-sops',
  'GET /api/documents/:id/versions/:versionId/notes': 'view-sops',
  'POST /api/documents/:id/versions/:versionId/notes': 'view-sops',
  'PATCH /api/notes/:id': 'view-sops',
  'DELETE /api/notes/:id': 'view-sops',
  'POST /api/notes/:id/resolve': 'view-sops',
  'GET /api/documents/:id/versions/:versionId/notes/export': 'view-sops',
  'POST /api/documents/:id/print': 'print-sops',
  'GET /api/prints/:id/pdf': 'print-sops',
  'GET /api/copies': 'print-controlled-copies',
  'GET /api/copies/export.csv': 'print-controlled-copies',
  'POST /api/copies/:id/reconcile': 'print-controlled-copies',
  'GET /api/copies/:id': {
    declares: 'public',
    allows: 'authenticated',
    why: 'a visitor without a session sees a copy status only when the copyStatusPublic preference is on (off by default)',
  },
  'GET /api/documents/:id/periodic-review': 'review-history',
  'PATCH /api/documents/:id/periodic-review': 'assign-reviewers-approvers',
  'POST /api/documents/:id/periodic-review/complete': 'review-history',
  'GET /api/periodic-reviews': 'review-history',
  'GET /api/documents/:id/where-used': 'view-sops',
  'GET /api/documents/:id/translations-report.pdf': 'view-sops',
  'GET /api/documents/:id/translations-report.csv': 'view-sops',
  'GET /api/documents/:id/workflow-history.pdf': 'review-history',
  'GET /api/documents/:id/training': 'view-sops',
  'PUT /api/documents/:id/training': 'edit-sops',
  'POST /api/documents/:id/training/quiz-attempts': 'acknowledge-sops',
  'POST /api/documents/:id/training/complete': 'acknowledge-sops',
  'GET /api/me/training': 'view-sops',
  'GET /api/training/matrix': 'manage-training',
  'GET /api/training/matrix.csv': 'manage-training',
  'GET /api/training/matrix.pdf': 'manage-training',
  'GET /api/documents/:id/conditions': 'view-sops',
  'POST /api/documents/:id/conditions/:conditionId/response': 'edit-sops',
  'POST /api/documents/:id/conditions/:conditionId/close': 'override-workflow-steps',
  'POST /api/system/backups': 'manage-system',
  'GET /api/system/backups': 'manage-system',
  'POST /api/system/backups/:id/verify': 'manage-system',
  'GET /api/system/backups/:id/download': 'manage-system',
  'GET /api/system/retention': 'manage-system',
  'PUT /api/system/retention': 'manage-system',
  'GET /api/retention/disposition': 'manage-system',
  'POST /api/retention/disposition/:id': 'manage-system',
  'GET /api/retention/stale-drafts': 'manage-system',
  'POST /api/retention/stale-drafts/archive': 'manage-system',
  'GET /api/notifications': 'authenticated',
  'POST /api/notifications/:id/read': 'authenticated',
  'POST /api/notifications/read-all': 'authenticated',
  'DELETE /api/notifications/:id': 'authenticated',
  'DELETE /api/notifications': 'authenticated',
  'GET /api/events': 'authenticated',
  'POST /api/system/diagnostics': 'manage-system',
  'POST /api/system/integration-checks/conversion': 'manage-system',
  'POST /api/system/integration-checks/email': 'manage-system',
} as const satisfies Record<string, RouteAccess | NarrowedAccess>;

export type RouteKey = keyof typeof AUTHORIZATION_MATRIX;

/** The access a route of the table declares, and the access it grants in practice. */
export function expectedAccess(entry: RouteAccess | NarrowedAccess): { declares: RouteAccess; allows: RouteAccess } {
  return typeof entry === 'string' ? { declares: entry, allows: entry } : entry;
}

/** The roles a route lets through, and whether visitors without a session get in too. */
export function rolesAllowed(access: RouteAccess): { signedOut: boolean; roles: Role[] } {
  if (access === 'public') return { signedOut: true, roles: [...ROLES] };
  if (access === 'authenticated') return { signedOut: false, roles: [...ROLES] };
  return { signedOut: false, roles: ROLES.filter((role) => hasPermission(role, access)) };
}
