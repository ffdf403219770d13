import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { trainingAssignments } from '../../platform/db/schema/training.ts';
import type { ActionContext } from '../../core/request-context.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { trainingEvents } from './training-events.ts';

/**
 * The trainee opened a version they are assigned to train on: the first opening of each open assignment is kept on
 * it, audited and announced (the LMS sends it as "experienced"). Later openings, openings by anyone without an open
 * assignment for that version, and openings after completion change nothing.
 */
export async function recordTrainingOpened(db: Db, ctx: ActionContext, opened: { documentId: string; versionId: string; versionLabel: string }): Promise<void> {
  const unopened = and(
    eq(trainingAssignments.versionId, opened.versionId),
    eq(trainingAssignments.userId, ctx.viewer.id),
    eq(trainingAssignments.status, 'open'),
    isNull(trainingAssignments.firstOpenedAt),
  );
  // Every viewer, PDF and download request comes here, nearly all from people with nothing to record: one indexed
  // read settles those, and only a first opening pays for the transaction (whose update re-checks, so two
  // openings at once still record one).
  const [candidate] = await db.select({ id: trainingAssignments.id }).from(trainingAssignments).where(unopened).limit(1);
  if (!candidate) return;
  await db.transaction(async (tx) => {
    const [assignment] = await tx.update(trainingAssignments).set({ firstOpenedAt: ctx.now }).where(unopened).returning({ id: trainingAssignments.id });
    if (!assignment) return;
    await appendAuditEvent(tx, {
      actor: ctx.actor,
      origin: ctx.origin,
      action: 'Training Document Opened',
      entityType: 'document',
      entityId: opened.documentId,
      newValues: { version: opened.versionLabel, versionId: opened.versionId, assignmentId: assignment.id },
    });
    await trainingEvents.publish(tx, 'training-opened', { assignmentId: assignment.id, at: ctx.now });
  });
}
