import type { ErrorCode } from '@attest/domain';

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;

// Node's socket errors and PostgreSQL's SQLSTATEs meaning "no database to talk to": admin shutdown, crash
// shutdown, not yet accepting connections, too many connections.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03', '53300']);
// Class 08 is PostgreSQL's "connection exception".
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;
// What pg, pg-pool and PGlite throw without a code when the connection or the embedded database is gone.
const UNREACHABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is clos(ed|ing))/;
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

export interface InfrastructureFailure {
  code: Extract<ErrorCode, 'DATABASE_UNAVAILABLE' | 'STORAGE_FULL'>;
  retryAfterSeconds?: number;
}

/** The error and what it was caused by (the query builder wraps the driver's error in `cause`). */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** Recognises an unreachable database or a full disk, which are not bugs and should not answer 500. */
export function infrastructureFailure(error: unknown): InfrastructureFailure | null {
  for (const { code, message } of causes(error)) {
    if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return { code: 'STORAGE_FULL' };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || CONNECTION_EXCEPTION.test(code))) {
      return { code: 'DATABASE_UNAVAILABLE', retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
    }
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) {
      return { code: 'DATABASE_UNAVAILABLE', retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
    }
  }
  return null;
}
