import { sql } from 'drizzle-orm';
import { AUDIT_REVIEW_HIGHLIGHTS, type AuditReviewHighlight } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { listAuditEvents, type AuditRow, type AuditVisibility } from '../audit-log/audit-list.repo.ts';
import { highlightCondition, periodCondition, type WorkingHours } from './audit-review-highlights.ts';

type EntriesQuery = Parameters<typeof listAuditEvents>[1];

/** A review period's audit trail, filtered and paged in SQL, each row with the highlights it meets (worked out in SQL too). */
export async function listReviewEntries(
  db: Db,
  period: Parameters<typeof periodCondition>[0],
  hours: WorkingHours,
  query: EntriesQuery & { highlight?: AuditReviewHighlight },
  visibility: AuditVisibility,
): Promise<{ rows: { row: AuditRow; highlights: AuditReviewHighlight[] }[]; total: number }> {
  const { highlight, ...filters } = query;
  const extra = [periodCondition(period, hours.timezone)];
  if (highlight) extra.push(highlightCondition(highlight, hours));
  const columns = sql.join(
    AUDIT_REVIEW_HIGHLIGHTS.map((kind) => sql`(${highlightCondition(kind, hours)}) AS ${sql.identifier(`hl_${kind}`)}`),
    sql`, `,
  );
  const { rows, total } = await listAuditEvents<Record<string, unknown>>(db, filters, visibility, { extra, columns });
  return {
    rows: rows.map((row) => ({ row, highlights: AUDIT_REVIEW_HIGHLIGHTS.filter((kind): kind is AuditReviewHighlight => row[`hl_${kind}`] === true) })),
    total,
  };
}
