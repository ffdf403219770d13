import { count, eq } from 'drizzle-orm';
import { releasedVersionLabel } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { effectiveRecords } from '../../platform/db/schema/index.ts';
import { relabelVersion, type DocumentRow, type VersionRow } from '../documents/documents.repo.ts';

/**
 * The label the version takes as it becomes effective (DESIGN §4.7): an SOP's release number, counted from the
 * releases recorded before it. The draft label it was reviewed and signed under stays in `earlier_labels`.
 */
export async function releaseVersionLabel(tx: Db, doc: DocumentRow, version: VersionRow): Promise<string> {
  const [row] = await tx.select({ n: count() }).from(effectiveRecords).where(eq(effectiveRecords.documentId, doc.id));
  const label = releasedVersionLabel(doc.documentType, version.versionLabel, Number(row?.n ?? 0));
  if (label !== version.versionLabel) await relabelVersion(tx, version, label);
  return label;
}
