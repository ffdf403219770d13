import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { assertStorableText } from './text-input.ts';

/** Validates a value that did not come through a route schema (a multipart field), with the same error shape. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  assertStorableText(value);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw new AppError('VALIDATION_FAILED', result.error.issues[0]?.message, fields);
}
