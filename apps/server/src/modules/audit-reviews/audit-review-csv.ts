import type { AuditReviewFinding } from '@attest/domain';
import { CSV_BOM, csvLine } from '../audit/audit-csv.ts';
import type { ReviewRow } from './audit-reviews.repo.ts';

export const AUDIT_REVIEW_CSV_COLUMNS = [
  'Review ID',
  'Period Start',
  'Period End',
  'Reason (for cause)',
  'Assignee',
  'Findings',
  'Finding Details',
  'Conclusion',
  'Signed By',
  'Signer Role',
  'Meaning',
  'Signed At (UTC)',
  'Reviewed Up To Event',
  'Manifest Hash',
] as const;

const iso = (value: Date | string | null) => (value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString());

const findingText = (findings: readonly AuditReviewFinding[]): string =>
  findings.map((f, i) => `${i + 1}. ${f.text}${f.entrySeqs.length ? ` [events ${f.entrySeqs.join(', ')}]` : ''} (${f.createdBy}, ${f.createdAt})`).join('\n');

export const auditReviewCsvHeader = (): string => CSV_BOM + csvLine(AUDIT_REVIEW_CSV_COLUMNS);

/** One completed review per row, with its findings and its signature (the audit CSV's quoting and injection guard). */
export function auditReviewCsvRow(review: ReviewRow, findings: readonly AuditReviewFinding[]): string {
  return csvLine([
    review.id,
    review.period_start,
    review.period_end,
    review.reason,
    review.assignee_name,
    String(findings.length),
    findingText(findings),
    review.conclusion,
    review.signer_name,
    review.signer_role,
    review.meaning,
    iso(review.signed_at),
    review.reviewed_up_to_seq === null ? null : String(review.reviewed_up_to_seq),
    review.manifest_hash,
  ]);
}
