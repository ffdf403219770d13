import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client.ts';

/**
 * Claims each once-key not claimed before, in the caller's transaction, and returns the keys this call claimed: a
 * reminder sent under a key is never sent again, on any instance or after a restart.
 */
export async function claimOnce(tx: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const claimed = rowsOf<{ key: string }>(
    await tx.execute(sql`
      INSERT INTO notification_once (key) SELECT unnest(${sql.param([...keys])}::text[])
      ON CONFLICT (key) DO NOTHING
      RETURNING key`),
  );
  return new Set(claimed.map((row) => row.key));
}

/** The items whose once-key this call claimed. */
export async function firstTimeOnly<T>(tx: Db, items: readonly T[], keyOf: (item: T) => string): Promise<T[]> {
  const claimed = await claimOnce(tx, items.map(keyOf));
  return items.filter((item) => claimed.has(keyOf(item)));
}
