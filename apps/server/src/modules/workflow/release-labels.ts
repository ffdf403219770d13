import { and, count, eq, ne, notInArray, sql } from 'drizzle-orm';
import { RELEASED_VERSION_STATUSES, releasedVersionLabel } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { documentVersions, effectiveRecords } from '../../platform/db/schema/index.ts';
import type { DocumentRow, VersionRow } from '../documents/documents.repo.ts';

/**
 * The label the version takes as it becomes effective (DESIGN §4.7): an SOP's release number, counted from the
 * releases recorded before it. The draft label it was reviewed and signed under stays in `earlier_labels`.
 */
export async function releaseVersionLabel(tx: Db, doc: DocumentRow, version: VersionRow): Promise<string> {
  const [row] = await tx.select({ n: count() }).from(effectiveRecords).where(eq(effectiveRecords.documentId, doc.id));
  const label = releasedVersionLabel(doc.documentType, version.versionLabel, Number(row?.n ?? 0));
  if (label !== version.versionLabel) {
    await tx
      .update(documentVersions)
      .set({ versionLabel: label, earlierLabels: sql`array_append(${documentVersions.earlierLabels}, ${version.versionLabel})` })
      .where(eq(documentVersions.id, version.id));
  }
  return label;
}

/** Drafts of the document never released when another version takes effect are 'withdrawn'. */
export async function withdrawUnreleasedDrafts(tx: Db, documentId: string, releasedId: string): Promise<void> {
  await tx
    .update(documentVersions)
    .set({ status: 'withdrawn' })
    .where(and(eq(documentVersions.documentId, documentId), ne(documentVersions.id, releasedId), notInArray(documentVersions.status, [...RELEASED_VERSION_STATUSES, 'withdrawn'])));
}

