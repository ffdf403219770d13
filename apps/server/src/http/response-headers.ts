import type { FastifyInstance } from 'fastify';

// Helmet sets no Permissions-Policy: the app needs none of these browser features, so no page (or injected
// content) may ask for them.
const PERMISSIONS_POLICY = [
  'accelerometer', 'autoplay', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone',
  'midi', 'payment', 'publickey-credentials-get', 'serial', 'usb', 'xr-spatial-tracking',
].map((feature) => `${feature}=()`).join(', ');

/**
 * Headers every response carries, set before the route runs so errors get them too: the Permissions-Policy, and
 * `Cache-Control: no-store` on the API (its answers are personal and current); a route that chose its own
 * caching (an immutable avatar, a streamed export) overrides it.
 */
export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
