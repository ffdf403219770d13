import type { SignatureInput } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { AuthContext } from '../../core/request-context.ts';
import { documentEvents } from '../documents/document-events.ts';
import { assertArchivable, assertVisible } from '../documents/documents.policy.ts';
import { findVersionRow, lockDocumentRow, updateDocumentIfVersion, type DocumentRow } from '../documents/documents.repo.ts';
import { audit as auditDocument } from '../documents/documents.service.ts';
import { type ActionContext } from '../../core/request-context.ts';
import { signReleaseAction } from '../signatures/release-signature.ts';

/**
 * Archiving destroys nothing: the reason is kept and audited, and an admin can restore the document. A person
 * archiving signs "archived" when the signature configuration asks it; the system's own archiving (stale drafts) has
 * nobody to sign and says so with 'system'.
 */
export async function archiveDocument(db: Db, id: string, reason: string, ctx: ActionContext, signing: { auth: AuthContext; signature: SignatureInput | undefined } | 'system'): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    const before = await lockDocumentRow(tx, id);
    assertVisible(ctx.viewer, before);
    assertArchivable(ctx.viewer, before);
    const signedVersion = signing === 'system' ? undefined : await findVersionRow(tx, before.effectiveVersionId ?? before.currentVersionId ?? '');
    const signed = signing === 'system' || !signedVersion ? {} : await signReleaseAction(tx, { action: 'archive', signature: signing.signature, auth: signing.auth, origin: ctx.origin, document: before, version: signedVersion, workflowId: null, now: ctx.now });
    const after = await updateDocumentIfVersion(tx, id, before.rowVersion, {
      status: 'archived',
      statusBeforeArchive: before.status,
      archiveReason: reason,
      archivedAt: ctx.now,
      updatedBy: ctx.viewer.id,
    }, ctx.now);
    if (!after) throw new AppError('CONFLICT');
    await auditDocument(tx, ctx, 'Document Archived', after, { old: { status: before.status }, new: { status: 'archived', ...signed }, reason });
    // Archiving withdraws the version in force: its paper must come back (a restore does not reissue it).
    if (before.effectiveVersionId) {
      const inForce = await findVersionRow(tx, before.effectiveVersionId);
      await documentEvents.publish(tx, 'version-withdrawn', { documentId: id, versionId: before.effectiveVersionId, versionLabel: inForce?.versionLabel ?? '', replacedBy: null, withdrawal: 'archived', actor: ctx.actor, origin: ctx.origin, at: ctx.now });
    }
    return after;
  });
}
