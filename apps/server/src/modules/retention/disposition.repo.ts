import { sql } from 'drizzle-orm';
import type { DispositionCandidate } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
type Stamp = Date | string;
const iso = (v: Stamp) => new Date(v).toISOString();

/**
 * Archived and obsolete documents not disposed of, with the time their retention period runs from: when they were
 * archived (documents.archived_at) or made obsolete (the latest obsolete_records date), or the latest "retain" decision
 * after that, whichever is later.
 */
const retired = sql`
  SELECT d.id, d.doc_number, d.title, d.status, d.version_label,
    GREATEST(
      CASE WHEN d.status = 'archived' THEN d.archived_at
           ELSE (SELECT max(o.obsolete_date)::timestamp AT TIME ZONE 'UTC' FROM obsolete_records o WHERE o.document_id = d.id) END,
      (SELECT max(r.decided_at) FROM document_dispositions r WHERE r.document_id = d.id AND r.decision = 'retain')
    ) AS since
  FROM documents d
  WHERE d.status IN ('archived', 'obsolete')
    AND NOT EXISTS (SELECT 1 FROM document_dispositions x WHERE x.document_id = d.id AND x.decision = 'dispose')`;

interface RawCandidate {
  id: string;
  doc_number: string;
  title: string;
  status: 'archived' | 'obsolete';
  version_label: string;
  since: Stamp;
  due_at: Stamp;
  versions: number | string;
  total: number | string;
}

/** Documents whose retention period has passed at `now`, the longest overdue first, one page. */
export async function listDispositionDue(db: Db, periodDays: number, now: Date, page: { limit: number; offset: number }) {
  const rows = rowsOf<RawCandidate>(
    await db.execute(sql`
      WITH retired AS (${retired}), due AS (
        SELECT *, since + make_interval(days => ${periodDays}) AS due_at FROM retired WHERE since IS NOT NULL
      )
      SELECT due.*, (SELECT count(*) FROM document_versions v WHERE v.document_id = due.id) AS versions, count(*) OVER () AS total
      FROM due WHERE due_at <= ${at(now)}
      ORDER BY due_at, id
      LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  const items: DispositionCandidate[] = rows.map((r) => ({
    id: r.id,
    docNumber: r.doc_number,
    title: r.title,
    status: r.status,
    versionLabel: r.version_label,
    retainedSince: iso(r.since),
    dueAt: iso(r.due_at),
    versions: Number(r.versions),
  }));
  return { items, total: Number(rows[0]?.total ?? 0) };
}

/** When this document's retention period ends, or null when it is not archived or obsolete, or disposed of already. */
export async function dispositionDueAt(db: Db, documentId: string, periodDays: number): Promise<Date | null> {
  const [row] = rowsOf<{ due_at: Stamp | null }>(
    await db.execute(sql`
      WITH retired AS (${retired})
      SELECT since + make_interval(days => ${periodDays}) AS due_at FROM retired WHERE id = ${documentId}`),
  );
  return row?.due_at ? new Date(row.due_at) : null;
}

/** Who disposed of the document, when and why; null while it is not disposed of. */
export async function disposalOf(db: Db, documentId: string): Promise<{ disposedAt: string; disposedBy: string; reason: string } | null> {
  const [row] = rowsOf<{ decided_at: Stamp; name: string; reason: string }>(
    await db.execute(sql`SELECT d.decided_at, u.name, d.reason FROM document_dispositions d JOIN users u ON u.id = d.decided_by
      WHERE d.document_id = ${documentId} AND d.decision = 'dispose' LIMIT 1`),
  );
  return row ? { disposedAt: new Date(row.decided_at).toISOString(), disposedBy: row.name, reason: row.reason } : null;
}

export async function isDisposed(db: Db, documentId: string): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`SELECT 1 FROM document_dispositions WHERE document_id = ${documentId} AND decision = 'dispose' LIMIT 1`));
  return rows.length > 0;
}

/**
 * The stored files of this document whose bytes nothing else needs: its versions' files, their PDF renditions (as
 * made and with their signature pages) and its printed copies, less whatever a document not disposed of still refers
 * to (the same bytes uploaded elsewhere, a shared rendition, a print) and any user's picture. Locks the blob rows so a concurrent upload of the same bytes waits.
 */
export async function blobsToDestroy(tx: Db, documentId: string): Promise<{ sha256: string; size: number }[]> {
  const rows = rowsOf<{ sha256: string; size: number | string }>(
    await tx.execute(sql`
      WITH mine AS (
        SELECT v.blob_sha256 AS sha FROM document_versions v WHERE v.document_id = ${documentId}
        UNION SELECT r.pdf_sha256 FROM renditions r JOIN document_versions v ON v.blob_sha256 = r.source_sha256 WHERE v.document_id = ${documentId}
        UNION SELECT p.pdf_sha256 FROM document_prints p WHERE p.document_id = ${documentId}
        UNION SELECT m.pdf_sha256 FROM manifested_renditions m JOIN document_versions v ON v.id = m.version_id WHERE v.document_id = ${documentId}
      ), kept AS (
        SELECT d.id FROM documents d
        WHERE d.id <> ${documentId} AND NOT EXISTS (SELECT 1 FROM document_dispositions x WHERE x.document_id = d.id AND x.decision = 'dispose')
      ), needed AS (
        SELECT v.blob_sha256 AS sha FROM document_versions v JOIN kept ON kept.id = v.document_id
        UNION SELECT r.pdf_sha256 FROM renditions r JOIN document_versions v ON v.blob_sha256 = r.source_sha256 JOIN kept ON kept.id = v.document_id
        UNION SELECT p.pdf_sha256 FROM document_prints p JOIN kept ON kept.id = p.document_id
        UNION SELECT m.pdf_sha256 FROM manifested_renditions m JOIN document_versions v ON v.id = m.version_id JOIN kept ON kept.id = v.document_id
      )
      SELECT b.sha256, b.size FROM blobs b
      WHERE b.sha256 IN (SELECT sha FROM mine) AND b.destroyed_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM needed WHERE needed.sha = b.sha256)
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.avatar_url LIKE '%' || b.sha256 || '%')
      ORDER BY b.sha256
      FOR UPDATE OF b`),
  );
  return rows.map((r) => ({ sha256: r.sha256, size: Number(r.size) }));
}


/** Of these hashes, those still recorded as destroyed (not stored again since). */
export async function stillDestroyed(db: Db, shas: string[]): Promise<string[]> {
  if (shas.length === 0) return [];
  const rows = rowsOf<{ sha256: string }>(
    await db.execute(sql`SELECT sha256 FROM blobs WHERE destroyed_at IS NOT NULL AND sha256 IN (${sql.join(shas.map((s) => sql`${s}`), sql`, `)})`),
  );
  return rows.map((r) => r.sha256);
}

export async function insertDecision(
  tx: Db,
  row: { documentId: string; decision: 'retain' | 'dispose'; reason: string; signatureId: string; decidedBy: string; decidedAt: Date; periodDays: number; destroyed: string[] },
): Promise<void> {
  const destroyed = sql`ARRAY[${sql.join(row.destroyed.map((s) => sql`${s}`), sql`, `)}]::text[]`;
  await tx.execute(sql`
    INSERT INTO document_dispositions (document_id, decision, reason, signature_id, decided_by, decided_at, period_days, destroyed_sha256)
    VALUES (${row.documentId}, ${row.decision}, ${row.reason}, ${row.signatureId}, ${row.decidedBy}, ${at(row.decidedAt)}, ${row.periodDays},
            ${row.destroyed.length ? destroyed : sql`'{}'::text[]`})`);
}
