import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { documentCopies } from '../../platform/db/schema/copies.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { documentEvents, type DocumentEvents } from '../documents/document-events.ts';
import { copyEvents } from './copy-events.ts';
import { notifyCopiesToRecall } from './copy-recall-notices.ts';

/**
 * A version stopped being in force (superseded by a new effective version, the document made obsolete or archived): its
 * issued controlled copies are to be brought back. Runs in the lifecycle's transaction, audited there; uncontrolled
 * copies already say on every page that they were valid on their print date only. Holders and those who print
 * controlled copies are told, in the app and by e-mail.
 */
export async function recallCopiesOf(
  tx: Db,
  change: {
    documentId: string;
    versionId: string;
    versionLabel: string;
    /** The version now in force; null when the document was made obsolete or archived. */
    replacedBy: string | null;
    withdrawal?: 'obsolete' | 'archived';
    because: string;
    actor: AuditActor;
    origin?: RequestOrigin;
  },
  now: Date,
): Promise<number> {
  const recalled = await tx
    .update(documentCopies)
    .set({ status: 'to-recall', statusChangedAt: now, statusReason: change.because, statusChangedBy: change.actor.id })
    .where(and(eq(documentCopies.versionId, change.versionId), eq(documentCopies.controlled, true), eq(documentCopies.status, 'issued')))
    .returning({ id: documentCopies.id, number: documentCopies.number });
  if (recalled.length === 0) return 0;
  const copyIds = recalled.map((c) => c.id);
  await appendAuditEvent(tx, {
    actor: change.actor,
    origin: change.origin,
    action: 'Controlled Copies To Recall',
    entityType: 'document',
    entityId: change.documentId,
    newValues: { version: change.versionLabel, because: change.because, copies: recalled.length, numbers: recalled.map((c) => c.number).sort((a, b) => a - b), copyIds },
  });
  await notifyCopiesToRecall(tx, { documentId: change.documentId, versionLabel: change.versionLabel, replacedBy: change.replacedBy, withdrawal: change.withdrawal, copyIds });
  await copyEvents.publish(tx, 'copies-to-recall', {
    documentId: change.documentId,
    versionId: change.versionId,
    versionLabel: change.versionLabel,
    withdrawal: change.withdrawal ?? 'superseded',
    replacedBy: change.replacedBy,
    copyIds,
    at: now,
  });
  return recalled.length;
}

const WHY: Record<DocumentEvents['version-withdrawn']['withdrawal'], (replacedBy: string | null) => string> = {
  superseded: (replacedBy) => `Superseded by version ${replacedBy ?? ''}`,
  obsolete: () => 'Document marked obsolete',
  archived: () => 'Document archived',
};

async function recallOnWithdrawal(tx: Db, event: DocumentEvents['version-withdrawn']): Promise<void> {
  await recallCopiesOf(
    tx,
    {
      documentId: event.documentId,
      versionId: event.versionId,
      versionLabel: event.versionLabel,
      replacedBy: event.replacedBy,
      withdrawal: event.withdrawal === 'superseded' ? undefined : event.withdrawal,
      because: WHY[event.withdrawal](event.replacedBy),
      actor: event.actor,
      origin: event.origin,
    },
    event.at,
  );
}

/** Copies follow the lifecycle: whenever a version stops being in force, its controlled copies are to come back. */
export function recallCopiesOnWithdrawal(): void {
  documentEvents.on('version-withdrawn', recallOnWithdrawal);
}
