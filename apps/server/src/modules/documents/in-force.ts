import { sql, type SQL } from 'drizzle-orm';
import type { DocumentStatus } from '@attest/domain';

/**
 * The version in force of documents `d`, the one users read and acknowledge: the effective version, kept while a
 * newer one is worked on; none once obsolete or archived. Must agree with inForceVersionId below.
 */
export const IN_FORCE_VERSION: SQL = sql`(CASE WHEN d.status IN ('obsolete', 'archived') THEN NULL
  ELSE coalesce(d.effective_version_id, CASE WHEN d.status = 'effective' THEN d.current_version_id END) END)`;

export function inForceVersionId(doc: { status: DocumentStatus; effectiveVersionId: string | null; currentVersionId: string | null }): string | null {
  if (doc.status === 'obsolete' || doc.status === 'archived') return null;
  return doc.effectiveVersionId ?? (doc.status === 'effective' ? doc.currentVersionId : null);
}
