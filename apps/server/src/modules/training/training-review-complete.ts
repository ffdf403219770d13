import type { DocumentStatus } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { trainingCompletion } from './training-audience.repo.ts';
import { trainingVersionId } from './training-version.ts';

/**
 * Spec 02 §3 system detail trainingReviewComplete: everyone assigned training on the version the audience trains on
 * has signed it off (false while anyone is still open, or when nobody was assigned); null when the document requires
 * no training or has no version to train on.
 */
export async function trainingReviewComplete(
  db: Db,
  doc: { trainingRequired: boolean; status: DocumentStatus; effectiveVersionId: string | null; currentVersionId: string | null },
): Promise<boolean | null> {
  const versionId = doc.trainingRequired ? trainingVersionId(doc) : null;
  if (!versionId) return null;
  const { assigned, completed } = await trainingCompletion(db, versionId);
  return assigned > 0 && completed === assigned;
}
