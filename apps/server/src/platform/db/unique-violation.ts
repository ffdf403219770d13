/** The database error under a driver's wrapper (drizzle puts the pg or PGlite error in `cause`). */
const databaseErrorOf = (error: unknown): { code?: string; constraint?: string } =>
  ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };

/**
 * True for a unique-constraint violation (SQLSTATE 23505), optionally of one named constraint: what a check-then-
 * insert still meets when another transaction inserted the same value in between.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const found = [databaseErrorOf(error), error as { code?: string; constraint?: string }].find((e) => e.code === '23505');
  if (!found) return false;
  return constraint === undefined || found.constraint === constraint;
}
