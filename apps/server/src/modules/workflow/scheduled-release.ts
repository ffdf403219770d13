import { SYSTEM_TRANSITIONS } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { SYSTEM_ACTOR } from '../audit/audit.repo.ts';
import { findVersionRow, lockDocumentRow } from '../documents/documents.repo.ts';
import { commitOutcome } from './commit-outcome.ts';
import { effectiveOrHeld } from './release-actions.ts';
import { releaseBlocked } from './release-gates.ts';
import { documentsDueForRelease, markReleased, waitingRelease } from './scheduled-releases.repo.ts';
import { findActiveWorkflow } from './workflow.repo.ts';

/**
 * Releases a document's scheduled version once its effective date has come in the site's time zone, as Make Effective
 * would on that day (effective, superseding the version in force, or waiting for its training when the document trains
 * before effective), by the system, naming who scheduled it. Under the document's row lock and re-checked there, so a
 * second run or instance finds nothing left to do; false when nothing was released.
 */
export async function releaseIfDue(tx: Db, documentId: string, today: string, now: Date): Promise<boolean> {
  const doc = await lockDocumentRow(tx, documentId);
  if (!doc?.currentVersionId || !(SYSTEM_TRANSITIONS.release_on_date.from as readonly string[]).includes(doc.status)) return false;
  const release = await waitingRelease(tx, doc.currentVersionId);
  const version = await findVersionRow(tx, doc.currentVersionId);
  if (!release || !version || release.effectiveDate > today) return false;
  // Nothing blocked it when it was scheduled; should a blocker (an open condition) refuse it now, it waits.
  if (await releaseBlocked(tx, version.id)) return false;
  const workflow = await findActiveWorkflow(tx, doc.id);
  const outcome = await effectiveOrHeld({ tx, doc, version, workflow, today, now, actor: SYSTEM_ACTOR, recordedBy: release.scheduledBy }, release.effectiveDate, release.reviewPeriodMonths);
  await markReleased(tx, release.id, now);
  const scheduled = { scheduledBy: release.scheduledByName, scheduledById: release.scheduledBy, scheduledAt: release.scheduledAt.toISOString() };
  const auditAction = outcome.status === 'effective' ? 'Document Made Effective On Scheduled Date' : outcome.auditAction;
  await commitOutcome(
    tx,
    {
      doc,
      version,
      actor: SYSTEM_ACTOR,
      updatedBy: release.scheduledBy,
      reason: `Scheduled effective date ${release.effectiveDate} reached (scheduled by ${release.scheduledByName})`,
      at: now,
      announce: { step: 'release_on_date', scheduled: { by: release.scheduledBy, byName: release.scheduledByName, effectiveDate: release.effectiveDate } },
    },
    { ...outcome, auditAction, details: { ...outcome.details, ...scheduled } },
  );
  return true;
}

/** Every document whose scheduled release is due by the site date `today`, each in its own transaction. */
export async function releaseDueVersions(db: Db, today: string, now: Date): Promise<number> {
  let released = 0;
  for (const documentId of await documentsDueForRelease(db, today)) {
    if (await db.transaction((tx) => releaseIfDue(tx, documentId, today, now))) released += 1;
  }
  return released;
}
