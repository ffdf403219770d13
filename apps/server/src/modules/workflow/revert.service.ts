import { nextVersionLabel } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { findActiveWorkflow } from './workflow.repo.ts';
import { assertVisible } from '../documents/documents.policy.ts';
import { findVersion, findVersionRow, insertVersion, listVersions, lockDocumentRow, updateDocumentIfVersion, type DocumentRow } from '../documents/documents.repo.ts';
import type { ActionContext } from '../../core/request-context.ts';

/**
 * Version revert: a new draft version carrying the chosen version's file and text (nothing is overwritten). The
 * document returns to draft, unlocked; an effective version stays in force until the new draft replaces it.
 * Refused for archived documents and while a workflow is running.
 */
export async function revertToVersion(db: Db, id: string, input: { versionId: string; reason: string }, ctx: ActionContext): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    const before = await lockDocumentRow(tx, id);
    assertVisible(ctx.viewer, before);
    if (before.status === 'archived') throw new AppError('INVALID_DOCUMENT_STATE', 'An archived document cannot be reverted. Restore it first.');
    if (await findActiveWorkflow(tx, id)) {
      throw new AppError('INVALID_DOCUMENT_STATE', 'This document is in an active workflow. Complete or abort the workflow before reverting.');
    }
    const target = (await findVersion(tx, id, input.versionId))?.version;
    if (!target) throw new AppError('NOT_FOUND', 'The selected version does not belong to this document.');
    if (target.id === before.currentVersionId) throw new AppError('INVALID_DOCUMENT_STATE', 'The selected version is already the current version.');
    const current = before.currentVersionId ? await findVersionRow(tx, before.currentVersionId) : undefined;
    const label = nextVersionLabel(before.documentType, before.versionLabel);
    const revisions = await listVersions(tx, id);
    const draft = await insertVersion(tx, {
      documentId: id,
      revision: revisions.length + 1,
      versionLabel: label,
      status: 'draft',
      blobSha256: target.blobSha256,
      fileName: target.fileName,
      extractedText: target.extractedText,
      changeSummary: `Reverted to version ${target.versionLabel}: ${input.reason}`,
      createdBy: ctx.viewer.id,
    });
    const effectiveVersionId = before.effectiveVersionId ?? (before.status === 'effective' ? before.currentVersionId : null);
    const after = await updateDocumentIfVersion(tx, id, before.rowVersion, {
      currentVersionId: draft.id,
      versionLabel: label,
      status: 'draft',
      isLocked: false,
      changeReason: input.reason,
      effectiveVersionId,
      updatedBy: ctx.viewer.id,
    }, ctx.now);
    if (!after) throw new AppError('CONFLICT');
    await appendAuditEvent(tx, {
      actor: ctx.actor,
      origin: ctx.origin,
      action: 'Document Version Reverted',
      entityType: 'document',
      entityId: id,
      oldValues: { version: before.versionLabel, versionId: before.currentVersionId, status: before.status, sha256: current?.blobSha256 ?? null },
      newValues: {
        version: label,
        versionId: draft.id,
        status: 'draft',
        revertedTo: { version: target.versionLabel, versionId: target.id, sha256: target.blobSha256, fileName: target.fileName },
      },
      reason: input.reason,
    });
    return after;
  });
}
