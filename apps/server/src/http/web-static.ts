import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

interface Shell {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** index.html and the compressed copies the build wrote beside it, read once: the shell is sent from memory. */
function readShell(dist: string): Shell {
  const copy = (suffix: string) => (existsSync(`${dist}index.html${suffix}`) ? readFileSync(`${dist}index.html${suffix}`) : undefined);
  return { identity: readFileSync(`${dist}index.html`), br: copy('.br'), gzip: copy('.gz') };
}

function sendShell(shell: Shell, request: FastifyRequest, reply: FastifyReply) {
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = shell.br && /\bbr\b/.test(accepted) ? 'br' : shell.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (!encoding) return reply.send(shell.identity);
  return reply.header('content-encoding', encoding).send(shell[encoding]);
}

/**
 * Serves the built web app. Each built file gets its own route (hashed assets cached for a year); any other
 * non-API GET returns index.html so client-side routes load directly.
 */
export async function registerWebStatic(app: FastifyInstance, dist = WEB_DIST): Promise<void> {
  if (!existsSync(`${dist}index.html`)) {
    app.log.warn({ dist }, 'web build not found: only the API is served (run npm run build)');
    return;
  }
  const shell = readShell(dist);
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
    return sendShell(shell, request, reply);
  });
}
