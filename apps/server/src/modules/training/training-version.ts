import { sql, type SQL } from 'drizzle-orm';
import type { DocumentStatus } from '@attest/domain';
import { IN_FORCE_VERSION, inForceVersionId } from '../documents/in-force.ts';

/**
 * The version a document's audience trains on: the approved version waiting in 'approved-training' for its training
 * (FR-TRN-4), otherwise the version in force. Must agree with TRAINING_VERSION below.
 */
export function trainingVersionId(doc: { status: DocumentStatus; effectiveVersionId: string | null; currentVersionId: string | null }): string | null {
  return doc.status === 'approved-training' ? doc.currentVersionId : inForceVersionId(doc);
}

/** trainingVersionId for a document `d` in SQL. */
export const TRAINING_VERSION: SQL = sql`(CASE WHEN d.status = 'approved-training' THEN d.current_version_id ELSE ${IN_FORCE_VERSION} END)`;
