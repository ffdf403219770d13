import type { FastifyInstance } from 'fastify';
import { FIELD_MESSAGES } from '@attest/domain';
import { AppError } from './app-error.ts';

// PostgreSQL refuses text holding NUL (0x00), and a lone UTF-16 surrogate is not Unicode at all: with the `u` flag
// \p{Cs} matches only unpaired surrogates, since a valid pair is read as one code point.
const UNSTORABLE = /[\0\p{Cs}]/u;

/** The dotted paths of the strings (or object keys) in a parsed body or query that PostgreSQL cannot store. */
function unstorableTextPaths(value: unknown): string[] {
  const found: string[] = [];
  // Iterative: a deeply nested JSON body must not overflow the stack.
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) found.push(path.join('.') || '_');
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) found.push(path.join('.') || '_');
        else pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return found;
}

/** Refuses with 400 VALIDATION_FAILED, naming the fields, text the database would answer with an error. */
export function assertStorableText(value: unknown): void {
  const paths = unstorableTextPaths(value);
  if (paths.length === 0) return;
  const message = FIELD_MESSAGES.textNotStorable;
  throw new AppError('VALIDATION_FAILED', message, Object.fromEntries(paths.map((path) => [path, message])));
}

/** Checks every route's JSON body, query string and path parameters once, before the route's own schema. */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) assertStorableText(part);
  });
}
