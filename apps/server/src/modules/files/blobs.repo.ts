import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { blobs } from '../../platform/db/schema/index.ts';

/** Registers a stored blob; the same content stored twice is one row, and storing destroyed content again restores it. */
export async function registerBlob(tx: Db, blob: { sha256: string; size: number; mimeType: string }): Promise<void> {
  await tx.insert(blobs).values(blob).onConflictDoUpdate({ target: blobs.sha256, set: { destroyedAt: null }, setWhere: isNotNull(blobs.destroyedAt) });
}

/** Records that the content of these blobs was destroyed at `now` (retention disposal); their rows stay as evidence. */
export async function markBlobsDestroyed(tx: Db, shas: string[], now: Date): Promise<void> {
  if (shas.length === 0) return;
  await tx.update(blobs).set({ destroyedAt: now }).where(inArray(blobs.sha256, shas));
}

export async function blobIsRegistered(db: Db, sha256: string): Promise<boolean> {
  const [row] = await db.select({ sha256: blobs.sha256 }).from(blobs).where(eq(blobs.sha256, sha256)).limit(1);
  return row !== undefined;
}

/** The bytes of every stored file, as recorded (the storage card of System Health). */
export async function storedFileBytes(db: Db): Promise<number> {
  return Number(rowsOf<{ n: string | number }>(await db.execute(sql`SELECT coalesce(sum(size), 0) AS n FROM blobs`))[0]?.n ?? 0);
}
