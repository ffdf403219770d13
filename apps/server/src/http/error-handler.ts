import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorResponse } from '@attest/domain';
import { AppError } from '../core/app-error.ts';
import { infrastructureFailure } from '../platform/infrastructure-errors.ts';

// A body in a format the route does not read: fastify's own check, and @fastify/multipart's (which says 406).
const UNSUPPORTED_MEDIA_TYPE = new Set(['FST_ERR_CTP_INVALID_MEDIA_TYPE', 'FST_INVALID_MULTIPART_CONTENT_TYPE']);

function body(code: keyof typeof ERRORS, message: string, fields?: Record<string, string>): ErrorResponse {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/**
 * Fastify's own refusals that come before routing (a path with broken percent-encoding, FST_ERR_BAD_URL), which
 * the error handler never sees: answered in the same shape, 400 VALIDATION_FAILED.
 */
export function frameworkErrorResponse(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send(body('VALIDATION_FAILED', 'The address of the request is not valid.'));
}

/** Maps every error to `{ error: { code, message, fields? } }` with a stable code. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (!request.raw.complete) {
      // Refused before its body was all read (an upload too large, a full disk): the rest of the body must not be
      // read as the next request on this keep-alive connection, so it is closed once the answer is sent.
      request.log.warn({ code: error.code, url: request.url }, 'error answered before the request body was read; closing the connection');
      reply.header('connection', 'close');
    }
    if (error instanceof AppError) {
      return reply.code(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? ERRORS.VALIDATION_FAILED.message;
      }
      const first = error.validation[0]?.message ?? ERRORS.VALIDATION_FAILED.message;
      return reply.code(400).send(body('VALIDATION_FAILED', first, fields));
    }
    if (UNSUPPORTED_MEDIA_TYPE.has(error.code)) {
      return reply.code(415).send(body('UNSUPPORTED_MEDIA_TYPE', ERRORS.UNSUPPORTED_MEDIA_TYPE.message));
    }
    if (error.statusCode === 429) {
      return reply.code(429).send(body('RATE_LIMITED', ERRORS.RATE_LIMITED.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large.
      const code = error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
      return reply.code(error.statusCode).send(body(code, error.message));
    }
    const failure = infrastructureFailure(error);
    if (failure) {
      // An outage or a full disk, not a bug: say so, and when to try again.
      request.log.warn({ err: error }, failure.code);
      if (failure.retryAfterSeconds) reply.header('retry-after', String(failure.retryAfterSeconds));
      return reply.code(ERRORS[failure.code].status).send(body(failure.code, ERRORS[failure.code].message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(body('INTERNAL', ERRORS.INTERNAL.message));
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.code(404).send(body('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}
