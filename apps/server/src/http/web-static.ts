import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/**
 * Serves the built web app. Each built file gets its own route (hashed assets cached for a year); any other
 * non-API GET returns index.html so client-side routes load directly.
 */
export async function registerWebStatic(app: FastifyInstance, dist = WEB_DIST): Promise<void> {
  if (!existsSync(`${dist}index.html`)) {
    app.log.warn({ dist }, 'web build not found: only the API is served (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (scripts/precompress.mjs): sent as the browser accepts.
    preCompressed: true,
    // Cache-Control is set by setHeaders alone; send's default (max-age=0) would otherwise replace it.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
