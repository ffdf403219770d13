import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/app-error.ts';

// RFC 7578: a multipart body is split at its boundary, named in the content type.
const BOUNDARY = /;\s*boundary=("[^"]+"|[^;\s]+)/i;

/**
 * Refuses a multipart request whose content type names no boundary with 400 VALIDATION_FAILED; the multipart parser
 * would otherwise throw a plain error from inside the upload routes (a 500, found by the fuzzer).
 */
export function registerMultipartCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    if (!BOUNDARY.test(request.headers['content-type'] ?? '')) {
      throw new AppError('VALIDATION_FAILED', 'The multipart body names no boundary in its content type.');
    }
  });
}
