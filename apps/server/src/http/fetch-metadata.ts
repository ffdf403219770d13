import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/app-error.ts';

// A browser names where a request comes from; the session cookie (SameSite=Lax) still rides along on a
// top-level cross-site GET, so a link on another site could trigger an audited download or export.
const REFUSED = new Set(['cross-site', 'same-site']);
// The identity provider's redirect back is cross-site by nature; the state cookie and PKCE protect that route.
const CROSS_SITE_ENTRY = '/api/auth/sso/callback';

/**
 * Refuses API requests that another site started (Fetch Metadata). The app's own requests say `same-origin`,
 * a typed URL or bookmark says `none`, and non-browser clients send no header: those pass.
 */
export function registerFetchMetadata(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.url.split('?')[0] === CROSS_SITE_ENTRY) return;
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string' && REFUSED.has(site)) throw new AppError('CROSS_SITE_REQUEST');
  });
}
