import type { Role } from '@attest/domain';

/** Paths that live outside /dashboard/{role} (e.g. the sign-in page named in a setup-code e-mail). */
const OUTSIDE_DASHBOARD = new Set(['/', '/login']);

/**
 * Where a notification's action link leads in the app. Links are stored without the role segment
 * (/documents/{id}/review) so they stay valid if the reader's role changes; only in-app paths are followed.
 */
export function actionHref(role: Role, actionUrl: string | null | undefined): string | null {
  if (!actionUrl || !actionUrl.startsWith('/') || actionUrl.startsWith('//')) return null;
  if (OUTSIDE_DASHBOARD.has(actionUrl) || actionUrl === '/dashboard' || actionUrl.startsWith('/dashboard/')) return actionUrl;
  // A printed copy's status page and a signature's verification page (what their QR codes open) stand on their own;
  // /copies?… is the Controlled Copies screen.
  if (actionUrl.startsWith('/copies/') || actionUrl.startsWith('/signatures/')) return actionUrl;
  return `/dashboard/${role}${actionUrl}`;
}
