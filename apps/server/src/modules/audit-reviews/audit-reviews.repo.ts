import { sql } from 'drizzle-orm';
import { AUDIT_REVIEW_HIGHLIGHTS, type AuditReviewFinding, type AuditReviewHighlight, type AuditReviewStatus, type AuditReviewSummary } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { highlightCondition, periodCondition, type WorkingHours } from './audit-review-highlights.ts';

export interface ReviewRow {
  id: string;
  period_start: string;
  period_end: string;
  status: AuditReviewStatus;
  assignee_id: string | null;
  assignee_name: string | null;
  opened_at: Date | string;
  reason: string | null;
  findings_count: string | number;
  signed_by: string | null;
  signer_name: string | null;
  signer_role: string | null;
  meaning: string | null;
  signed_at: Date | string | null;
  conclusion: string | null;
  manifest_hash: string | null;
  reviewed_up_to_seq: string | number | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const SELECT_REVIEWS = sql`
  SELECT r.id, r.period_start::text AS period_start, r.period_end::text AS period_end, r.status, r.assignee_id, u.name AS assignee_name,
         r.opened_at, r.reason, r.signed_by, r.signer_name, r.signer_role, r.meaning, r.signed_at, r.conclusion, r.manifest_hash, r.reviewed_up_to_seq,
         (SELECT count(*) FROM audit_trail_review_findings f WHERE f.review_id = r.id) AS findings_count
  FROM audit_trail_reviews r LEFT JOIN users u ON u.id = r.assignee_id`;

export const presentReview = (row: ReviewRow): AuditReviewSummary => ({
  id: row.id,
  periodStart: row.period_start,
  periodEnd: row.period_end,
  status: row.status,
  assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? '' } : null,
  openedAt: iso(row.opened_at),
  reason: row.reason,
  findingsCount: Number(row.findings_count),
  signedBy: row.signer_name,
  signedAt: row.signed_at ? iso(row.signed_at) : null,
});

/** Reviews, newest period first; open ones before completed ones when both are asked for. */
export async function listReviews(db: Db, query: { status?: AuditReviewStatus; page: number; pageSize: number }): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = query.status ? sql`WHERE r.status = ${query.status}` : sql``;
  const [page, counted] = await Promise.all([
    db.execute(sql`${SELECT_REVIEWS} ${where} ORDER BY r.status = 'completed', r.period_end DESC, r.period_start DESC LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`),
    db.execute(sql`SELECT count(*) AS n FROM audit_trail_reviews r ${where}`),
  ]);
  return { rows: rowsOf<ReviewRow>(page), total: Number(rowsOf<{ n: string | number }>(counted)[0]?.n ?? 0) };
}

/** Every completed review, oldest period first (the export). */
export async function completedReviews(db: Db): Promise<ReviewRow[]> {
  return rowsOf<ReviewRow>(await db.execute(sql`${SELECT_REVIEWS} WHERE r.status = 'completed' ORDER BY r.period_start, r.period_end`));
}

export async function findReview(db: Db, id: string, options: { lock?: boolean } = {}): Promise<ReviewRow | undefined> {
  const lock = options.lock ? sql`FOR UPDATE OF r` : sql``;
  return rowsOf<ReviewRow>(await db.execute(sql`${SELECT_REVIEWS} WHERE r.id = ${id} ${lock}`))[0];
}

/** Opens a review of a period unless one exists; returns it only when this call created it. */
export async function insertReview(
  db: Db,
  review: { periodStart: string; periodEnd: string; reason: string | null; assigneeId: string | null; openedBy: string | null; openedAt: Date },
): Promise<{ id: string } | undefined> {
  return rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO audit_trail_reviews (period_start, period_end, reason, assignee_id, opened_by, opened_at)
      VALUES (${review.periodStart}::date, ${review.periodEnd}::date, ${review.reason}, ${review.assigneeId}, ${review.openedBy}, ${review.openedAt})
      ON CONFLICT (period_start, period_end) DO NOTHING
      RETURNING id`),
  )[0];
}

export async function reviewIdForPeriod(db: Db, period: { periodStart: string; periodEnd: string }): Promise<string | undefined> {
  return rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM audit_trail_reviews WHERE period_start = ${period.periodStart}::date AND period_end = ${period.periodEnd}::date`),
  )[0]?.id;
}

/**
 * Who is given a new review: an active holder of the permission, document control before administrators, the one
 * with the fewest open reviews first (then the longest-standing account), so reviews spread over the QA team.
 */
export async function nextAssignee(db: Db, roles: readonly string[]): Promise<{ id: string; name: string } | undefined> {
  if (roles.length === 0) return undefined;
  return rowsOf<{ id: string; name: string }>(
    await db.execute(sql`
      SELECT u.id, u.name FROM users u
      WHERE u.status = 'active' AND u.role IN (${sql.join(roles.map((role) => sql`${role}`), sql`, `)})
      ORDER BY u.role = 'admin',
               (SELECT count(*) FROM audit_trail_reviews r WHERE r.assignee_id = u.id AND r.status = 'open'),
               u.created_at, u.id
      LIMIT 1`),
  )[0];
}

export async function completeReview(
  db: Db,
  id: string,
  signed: { signerId: string; signerName: string; signerRole: string; meaning: string; signedAt: Date; method: string; conclusion: string | null; manifestHash: string; upToSeq: number },
): Promise<void> {
  await db.execute(sql`
    UPDATE audit_trail_reviews SET status = 'completed', signed_by = ${signed.signerId}, signer_name = ${signed.signerName},
      signer_role = ${signed.signerRole}, meaning = ${signed.meaning}, signed_at = ${signed.signedAt}, authentication_method = ${signed.method},
      conclusion = ${signed.conclusion}, manifest_hash = ${signed.manifestHash}, reviewed_up_to_seq = ${signed.upToSeq}
    WHERE id = ${id} AND status = 'open'`);
}

export async function insertFinding(db: Db, finding: { reviewId: string; text: string; entrySeqs: number[]; createdBy: { id: string; name: string }; at: Date }): Promise<{ id: string }> {
  const seqs = `{${finding.entrySeqs.join(',')}}`;
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO audit_trail_review_findings (review_id, text, entry_seqs, created_by, created_by_name, created_at)
      VALUES (${finding.reviewId}, ${finding.text}, ${seqs}::bigint[], ${finding.createdBy.id}, ${finding.createdBy.name}, ${finding.at})
      RETURNING id`),
  );
  if (!row) throw new Error('insert into audit_trail_review_findings returned no row');
  return row;
}

export async function findingsOf(db: Db, reviewId: string): Promise<AuditReviewFinding[]> {
  const rows = rowsOf<{ id: string; text: string; entry_seqs: (string | number)[] | string; created_by_name: string; created_at: Date | string }>(
    await db.execute(sql`SELECT id, text, entry_seqs, created_by_name, created_at FROM audit_trail_review_findings WHERE review_id = ${reviewId} ORDER BY created_at, id`),
  );
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    entrySeqs: parseSeqs(row.entry_seqs),
    createdBy: row.created_by_name,
    createdAt: iso(row.created_at),
  }));
}

/** bigint[] comes back as an array from one driver and as '{1,2}' text from another. */
const parseSeqs = (value: (string | number)[] | string): number[] =>
  (typeof value === 'string' ? value.replace(/[{}]/g, '').split(',').filter(Boolean) : value).map(Number);

/** The events of the period that exist among `seqs` (a finding may only point into its review's period). */
export async function seqsInPeriod(db: Db, seqs: readonly number[], period: { periodStart: string; periodEnd: string }, timezone: string): Promise<number[]> {
  if (seqs.length === 0) return [];
  const rows = rowsOf<{ seq: string | number }>(
    await db.execute(sql`SELECT a.seq FROM audit_events a WHERE a.seq IN (${sql.join(seqs.map((seq) => sql`${seq}`), sql`, `)}) AND ${periodCondition(period, timezone)}`),
  );
  return rows.map((row) => Number(row.seq));
}

/** How many events the period holds, and how many carry each highlight. */
export async function periodCounts(
  db: Db,
  period: { periodStart: string; periodEnd: string; upToSeq?: string | number | null },
  hours: WorkingHours,
): Promise<{ total: number; highlights: Record<AuditReviewHighlight, number> }> {
  const counts = AUDIT_REVIEW_HIGHLIGHTS.map((kind) => sql`count(*) FILTER (WHERE ${highlightCondition(kind, hours)}) AS ${sql.identifier(kind)}`);
  const [row] = rowsOf<Record<string, string | number>>(
    await db.execute(sql`SELECT count(*) AS total, ${sql.join(counts, sql`, `)} FROM audit_events a WHERE ${periodCondition(period, hours.timezone)}`),
  );
  return {
    total: Number(row?.total ?? 0),
    highlights: Object.fromEntries(AUDIT_REVIEW_HIGHLIGHTS.map((kind) => [kind, Number(row?.[kind] ?? 0)])) as Record<AuditReviewHighlight, number>,
  };
}
