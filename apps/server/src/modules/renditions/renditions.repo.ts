import { eq, sql } from 'drizzle-orm';
import type { RenditionStatus } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { blobs } from '../../platform/db/schema/index.ts';
import { renditions } from '../../platform/db/schema/renditions.ts';

export type RenditionRow = typeof renditions.$inferSelect;

export const PDF_MIME_TYPE = 'application/pdf';

/** The rendition of a stored file, with the file's type. */
export async function findRendition(db: Db, sourceSha256: string): Promise<(RenditionRow & { mimeType: string }) | undefined> {
  const [row] = await db
    .select({ rendition: renditions, mimeType: blobs.mimeType })
    .from(renditions)
    .innerJoin(blobs, eq(blobs.sha256, renditions.sourceSha256))
    .where(eq(renditions.sourceSha256, sourceSha256))
    .limit(1);
  return row ? { ...row.rendition, mimeType: row.mimeType } : undefined;
}

/**
 * Records that a stored file needs a rendition and returns its status: a new row is pending, or ready at once for
 * a PDF (its own rendition). A file that has one keeps it; one found unavailable is pending again.
 */
export async function requestRenditionRow(db: Db, file: { sha256: string; mimeType: string }, now: Date): Promise<RenditionStatus> {
  const isPdf = file.mimeType === PDF_MIME_TYPE;
  const [row] = await db
    .insert(renditions)
    .values({ sourceSha256: file.sha256, status: isPdf ? 'ready' : 'pending', pdfSha256: isPdf ? file.sha256 : null, requestedAt: now, finishedAt: isPdf ? now : null })
    .onConflictDoUpdate({
      target: renditions.sourceSha256,
      set: { status: 'pending', reason: null, requestedAt: now, finishedAt: null },
      setWhere: eq(renditions.status, 'unavailable'),
    })
    .returning({ status: renditions.status });
  if (row) return row.status;
  const [existing] = await db.select({ status: renditions.status }).from(renditions).where(eq(renditions.sourceSha256, file.sha256)).limit(1);
  if (!existing) throw new Error(`rendition of ${file.sha256} vanished while requested`);
  return existing.status;
}

export async function finishRendition(
  db: Db,
  sourceSha256: string,
  outcome: { status: 'ready'; pdfSha256: string } | { status: 'failed' | 'unavailable'; reason: string },
  now: Date,
): Promise<void> {
  const values =
    outcome.status === 'ready'
      ? { status: outcome.status, pdfSha256: outcome.pdfSha256, reason: null, finishedAt: now }
      : { status: outcome.status, pdfSha256: null, reason: outcome.reason, finishedAt: now };
  await db.update(renditions).set(values).where(eq(renditions.sourceSha256, sourceSha256));
}

/**
 * Brings every version's file into the renditions table: files never requested (stored before renditions existed,
 * or by a seed that bypassed the upload) are added, and, when LibreOffice can run now, those that found it missing
 * are pending again. Returns the files whose rendition is pending.
 */
export async function pendingRenditionFiles(db: Db, now: Date, reopenUnavailable: boolean): Promise<string[]> {
  await db.execute(sql`
    INSERT INTO renditions (source_sha256, status, pdf_sha256, requested_at, finished_at)
    SELECT DISTINCT b.sha256,
           CASE WHEN b.mime_type = ${PDF_MIME_TYPE} THEN 'ready' ELSE 'pending' END,
           CASE WHEN b.mime_type = ${PDF_MIME_TYPE} THEN b.sha256 END,
           ${now.toISOString()}::timestamptz,
           CASE WHEN b.mime_type = ${PDF_MIME_TYPE} THEN ${now.toISOString()}::timestamptz END
    FROM document_versions v JOIN blobs b ON b.sha256 = v.blob_sha256
    ON CONFLICT (source_sha256) DO NOTHING`);
  if (reopenUnavailable) {
    await db
      .update(renditions)
      .set({ status: 'pending', reason: null, requestedAt: now, finishedAt: null })
      .where(eq(renditions.status, 'unavailable'));
  }
  const pending = rowsOf<{ source_sha256: string }>(await db.execute(sql`SELECT source_sha256 FROM renditions WHERE status = 'pending' ORDER BY requested_at`));
  return pending.map((row) => row.source_sha256);
}
