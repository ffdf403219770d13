import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { ErrorResponse } from '@attest/domain';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const described = (description: string) => ErrorResponse.describe(description);
const RESPONSES = {
  400: described('The request is not valid (VALIDATION_FAILED names the fields in `fields`)'),
  401: described('Not signed in, or the session has expired (UNAUTHENTICATED, SESSION_EXPIRED)'),
  403: described('Not permitted, the CSRF check failed, or another site started the request (FORBIDDEN, CSRF_FAILED, CROSS_SITE_REQUEST)'),
  404: described('Not found'),
  409: described('The record changed or is in a state that does not allow this'),
  415: described('The body is not in a format this route accepts (UNSUPPORTED_MEDIA_TYPE)'),
  429: described('Too many requests (RATE_LIMITED)'),
  503: described('The database is not reachable (DATABASE_UNAVAILABLE); try again after Retry-After seconds'),
} as const;

/**
 * The error responses a route can give, read from what it declares: every route may be refused as cross-site or
 * meet a database outage; sign-in errors only where it needs a session; 404 where it names a record; 429 where
 * it is rate-limited. A status the route documents itself is kept.
 */
export function errorResponsesOf(route: RouteOptions, schema: { body?: unknown; querystring?: unknown; params?: unknown }): Record<number, z.ZodType> {
  const methods = [route.method].flat().map(String);
  const mutating = methods.some((method) => MUTATING.has(method));
  const statuses: (keyof typeof RESPONSES)[] = [403, 503];
  if (mutating || schema.body || schema.querystring || schema.params) statuses.push(400);
  if (route.config?.access !== 'public') statuses.push(401);
  if (schema.params) statuses.push(404);
  if (mutating) statuses.push(409, 415);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.push(429);
  return Object.fromEntries(statuses.map((status) => [status, RESPONSES[status]]));
}
