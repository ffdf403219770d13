import type { DispositionDecisionRequest, DispositionDecisionResponse } from '@attest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { AppError } from '../../core/app-error.ts';
import type { AuthContext } from '../../core/request-context.ts';
import { appendAuditEvent, type RequestOrigin } from '../audit/audit.repo.ts';
import { findVersionRow, lockDocumentRow } from '../documents/documents.repo.ts';
import { recordSignature } from '../signatures/signing.service.ts';
import { blobsToDestroy, dispositionDueAt, insertDecision, stillDestroyed } from './disposition.repo.ts';
import { markBlobsDestroyed } from '../files/blobs.repo.ts';
import { retentionPolicies } from './retention-policies.ts';

const DAY_MS = 86_400_000;

export interface DispositionContext {
  auth: AuthContext;
  origin: RequestOrigin;
  now: Date;
  log: FastifyBaseLogger;
}

/**
 * An administrator's signed decision on a document due for disposition (its retention period passed since it was
 * archived, made obsolete or last retained). "retain" keeps it for another period from now. "dispose" records who,
 * when, why and the signature, and marks its files destroyed where nothing else needs those bytes; after the commit
 * the bytes are deleted from the store. The document row, its versions' hashes and sizes, every signature and the
 * audit trail stay. Without the signed decision nothing is destroyed; a document not due is refused.
 */
export async function decideDisposition(
  db: Db,
  store: BlobStore,
  documentId: string,
  req: DispositionDecisionRequest,
  ctx: DispositionContext,
): Promise<DispositionDecisionResponse> {
  const outcome = await db.transaction(async (tx) => {
    const doc = await lockDocumentRow(tx, documentId);
    if (!doc) throw new AppError('DOCUMENT_NOT_FOUND');
    const periodDays = (await retentionPolicies(tx)).documents;
    const dueAt = await dispositionDueAt(tx, doc.id, periodDays);
    if (!dueAt || dueAt > ctx.now) throw new AppError('RETENTION_NOT_DUE');
    const version = doc.currentVersionId ? await findVersionRow(tx, doc.currentVersionId) : undefined;
    if (!version) throw new AppError('RETENTION_NOT_DUE');
    const signature = await recordSignature(tx, {
      auth: ctx.auth,
      origin: ctx.origin,
      input: req.signature,
      document: doc,
      version,
      workflowId: null,
      actionType: req.decision === 'retain' ? 'disposition_retain' : 'disposition_dispose',
      signsContent: false,
      now: ctx.now,
    });
    const destroyed = req.decision === 'dispose' ? await blobsToDestroy(tx, doc.id) : [];
    await markBlobsDestroyed(tx, destroyed.map((b) => b.sha256), ctx.now);
    await insertDecision(tx, {
      documentId: doc.id,
      decision: req.decision,
      reason: req.reason,
      signatureId: signature.id,
      decidedBy: ctx.auth.user.id,
      decidedAt: ctx.now,
      periodDays,
      destroyed: destroyed.map((b) => b.sha256),
    });
    const nextDueAt = req.decision === 'retain' ? new Date(ctx.now.getTime() + periodDays * DAY_MS) : null;
    await appendAuditEvent(tx, {
      actor: { id: ctx.auth.user.id, name: ctx.auth.user.name, role: ctx.auth.user.role },
      origin: ctx.origin,
      action: req.decision === 'retain' ? 'Document Retained' : 'Document Disposed',
      entityType: 'document',
      entityId: doc.id,
      oldValues: { status: doc.status, dueAt: dueAt.toISOString() },
      newValues: {
        decision: req.decision,
        signatureId: signature.id,
        meaning: 'disposition',
        retentionDays: periodDays,
        ...(nextDueAt ? { nextDueAt: nextDueAt.toISOString() } : { destroyedFiles: destroyed }),
      },
      reason: req.reason,
    });
    return { signatureId: signature.id, destroyed: destroyed.map((b) => b.sha256), nextDueAt };
  });
  await deleteDestroyedBytes(db, store, outcome.destroyed, ctx.log);
  return { decision: req.decision, signatureId: outcome.signatureId, destroyedFiles: outcome.destroyed.length, nextDueAt: outcome.nextDueAt?.toISOString() ?? null };
}

/**
 * Deletes the bytes of blobs recorded as destroyed, unless the same bytes were stored again since the commit. A delete
 * that fails leaves the bytes behind, logged; the integrity check then lists them as orphans.
 */
async function deleteDestroyedBytes(db: Db, store: BlobStore, shas: string[], log: FastifyBaseLogger): Promise<void> {
  for (const sha of await stillDestroyed(db, shas)) {
    try {
      await store.delete(sha);
    } catch (error) {
      log.error({ err: error, sha256: sha }, 'disposition: could not delete the bytes of a destroyed file');
    }
  }
}
