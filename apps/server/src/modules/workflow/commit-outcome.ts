import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { findVersionRow, setVersionStatus, updateDocumentIfVersion, type DocumentRow, type VersionRow } from '../documents/documents.repo.ts';
import { documentEvents } from '../documents/document-events.ts';
import type { ActionOutcome } from './workflow-context.ts';
import { lifecycleEvents, type StepAnnouncement } from './lifecycle-events.ts';

export interface CommitContext {
  doc: DocumentRow;
  version: VersionRow;
  actor: AuditActor;
  /** The person the document row records as its last editor (the system's releases name who made it effective). */
  updatedBy: string;
  origin?: RequestOrigin;
  reason: string | null;
  /** When it happened, by the app's clock. */
  at: Date;
  /** The step, announced to the lifecycle's subscribers once its records are written. */
  announce: StepAnnouncement;
}

/**
 * Applies a lifecycle outcome inside the transaction holding the document's row lock: the audit events, the document
 * and version status, and — when the version in force changed — the 'version-withdrawn' and 'version-effective'
 * events the subscribers follow — then the step's own lifecycle event. Shared by the actions people take and the
 * system's releases.
 */
export async function commitOutcome(tx: Db, c: CommitContext, outcome: ActionOutcome): Promise<DocumentRow> {
  const { doc, version, actor, origin, reason, at } = c;
  let from = doc.status;
  for (const step of outcome.before ?? []) {
    await appendAuditEvent(tx, { actor, origin, action: step.auditAction, entityType: 'document', entityId: doc.id, oldValues: { status: from }, newValues: { status: step.status, ...step.details }, reason });
    from = step.status;
  }
  const updated = await updateDocumentIfVersion(tx, doc.id, doc.rowVersion, { ...outcome.documentChanges, status: outcome.status, updatedBy: c.updatedBy }, at);
  if (!updated) throw new AppError('CONFLICT');
  await setVersionStatus(tx, outcome.documentChanges?.currentVersionId ?? version.id, outcome.status);
  // The version in force changed (a new one effective, or none left when obsolete): the subscribers follow.
  const newInForce = outcome.documentChanges?.effectiveVersionId;
  if (newInForce !== undefined && newInForce !== doc.effectiveVersionId) {
    if (doc.effectiveVersionId) {
      const old = await findVersionRow(tx, doc.effectiveVersionId);
      const withdrawal = newInForce ? 'superseded' : 'obsolete';
      await documentEvents.publish(tx, 'version-withdrawn', { documentId: doc.id, versionId: doc.effectiveVersionId, versionLabel: old?.versionLabel ?? '', replacedBy: newInForce ? updated.versionLabel : null, withdrawal, actor, origin, at });
    }
    // The label as released (an SOP's release number), not the draft label it was approved under.
    if (newInForce) await documentEvents.publish(tx, 'version-effective', { documentId: doc.id, versionId: newInForce, versionLabel: updated.versionLabel, previousVersionId: doc.effectiveVersionId, actor, origin, at });
  }
  await appendAuditEvent(tx, {
    actor,
    origin,
    action: outcome.auditAction,
    entityType: 'document',
    entityId: doc.id,
    oldValues: { status: from, version: version.versionLabel },
    newValues: { status: outcome.status, version: updated.versionLabel, ...outcome.details },
    reason,
  });
  await lifecycleEvents.publish(tx, c.announce.step, { ...c.announce, doc, version, outcome, actor, origin, reason, at });
  return updated;
}
