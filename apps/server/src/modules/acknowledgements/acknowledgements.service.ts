import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { documentVersions } from '../../platform/db/schema/index.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { assertVisible } from '../documents/documents.policy.ts';
import { lockDocumentRow } from '../documents/documents.repo.ts';
import type { ActionContext } from '../../core/request-context.ts';
import { insertAcknowledgement } from './acknowledgements.repo.ts';
import { inForceVersionId } from '../documents/in-force.ts';

/**
 * Read and understood: the caller acknowledges the document's version in force, once per version. The document row
 * is locked so the version cannot be superseded between the check and the record; record and audit event commit together.
 */
export async function acknowledgeDocument(db: Db, id: string, ctx: ActionContext): Promise<void> {
  await db.transaction(async (tx) => {
    const doc = await lockDocumentRow(tx, id);
    assertVisible(ctx.viewer, doc);
    const versionId = inForceVersionId(doc);
    if (!versionId) throw new AppError('INVALID_DOCUMENT_STATE', 'Only effective documents can be acknowledged.');
    const created = await insertAcknowledgement(tx, { documentId: id, versionId, userId: ctx.viewer.id });
    if (!created) throw new AppError('ALREADY_ACKNOWLEDGED');
    const [version] = await tx.select({ label: documentVersions.versionLabel }).from(documentVersions).where(eq(documentVersions.id, versionId)).limit(1);
    await appendAuditEvent(tx, {
      actor: ctx.actor,
      origin: ctx.origin,
      action: 'Document Acknowledged',
      entityType: 'document',
      entityId: id,
      newValues: { version: version?.label ?? null, versionId, acknowledgedAt: created.acknowledgedAt.toISOString(), understanding: 'Read and understood' },
    });
  });
}
