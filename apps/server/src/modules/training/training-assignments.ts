import { eq, sql } from 'drizzle-orm';
import type { AuditAction } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { documents, documentVersions } from '../../platform/db/schema/index.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { trainingVersionId } from './training-version.ts';
import { createNotifications } from '../notifications/notify.ts';
import { IN_AUDIENCE } from './training-audience.repo.ts';
import { trainingSettings } from './training-settings.ts';
import { trainingEvents } from './training-events.ts';

export interface TrainingChange {
  documentId: string;
  actor: AuditActor;
  origin?: RequestOrigin;
  /** Why assignments are made or cancelled, for the audit trail and the cancelled rows. */
  because: string;
  /** Only this person (a user joined or left the audience); everyone otherwise. */
  userId?: string;
  /** The version to assign when the document row does not say it yet (a version entering 'approved-training'). */
  versionId?: string;
}

const onlyUser = (userId: string | undefined) => (userId ? sql`AND u.id = ${userId}` : sql``);

/**
 * Brings the assignments of a training-required document's version in force (or waiting for its training) in line with its audience: each active
 * member without one gets an open assignment due TRAINING_DUE_DAYS (or the document's days) after today's site date;
 * the open assignments of active people no longer in the audience are cancelled. A deactivated person's records stay
 * as they are. Audited, and the newly assigned are told, in the caller's transaction.
 */
export async function syncAssignments(tx: Db, change: TrainingChange): Promise<{ assigned: string[]; cancelled: string[] }> {
  const [doc] = await tx.select().from(documents).where(eq(documents.id, change.documentId)).limit(1);
  const versionId = doc ? (change.versionId ?? trainingVersionId(doc)) : null;
  if (!doc?.trainingRequired || !versionId) return { assigned: [], cancelled: [] };
  const { clock, dueDays, calendar } = trainingSettings();
  const now = clock.now();
  const today = await calendar.today(now);
  const assigned = rowsOf<{ id: string; user_id: string; due_date: string }>(
    await tx.execute(sql`
      INSERT INTO training_assignments (document_id, version_id, user_id, assigned_at, due_date)
      SELECT ${doc.id}, ${versionId}, u.id, ${now}, ${today}::date + coalesce(r.due_days, ${dueDays})
      FROM users u JOIN training_requirements r ON r.document_id = ${doc.id}
      WHERE ${IN_AUDIENCE} ${onlyUser(change.userId)}
      ON CONFLICT (version_id, user_id) WHERE status <> 'cancelled' DO NOTHING
      RETURNING id, user_id, due_date::text AS due_date`),
  );
  const cancelled = rowsOf<{ user_id: string }>(
    await tx.execute(sql`
      UPDATE training_assignments a SET status = 'cancelled', cancelled_at = ${now}, cancel_reason = ${change.because}
      FROM users u
      WHERE u.id = a.user_id AND a.version_id = ${versionId} AND a.status = 'open' AND u.status = 'active' ${onlyUser(change.userId)}
        AND NOT EXISTS (SELECT 1 FROM training_requirements r WHERE r.document_id = ${doc.id} AND ${IN_AUDIENCE})
      RETURNING a.user_id`),
  );
  const [version] = await tx.select({ label: documentVersions.versionLabel }).from(documentVersions).where(eq(documentVersions.id, versionId));
  const audit = async (action: AuditAction, users: string[]) =>
    appendAuditEvent(tx, {
      actor: change.actor,
      origin: change.origin,
      action,
      entityType: 'document',
      entityId: doc.id,
      newValues: { version: version?.label ?? '', versionId, users: users.length, userIds: users },
      reason: change.because,
    });
  if (assigned.length) {
    await audit('Training Assigned', assigned.map((a) => a.user_id));
    await createNotifications(
      tx,
      assigned.map((a) => ({
        userId: a.user_id,
        title: 'Training assigned',
        message: `Read and understand ${doc.docNumber} "${doc.title}" v${version?.label ?? ''} by ${a.due_date}, and sign it off.`,
        type: 'info' as const,
        category: 'document' as const,
        actionUrl: `/documents/${doc.id}`,
      })),
    );
  }
  if (assigned.length) await trainingEvents.publish(tx, 'assignments-made', { assignmentIds: assigned.map((a) => a.id), at: now });
  if (cancelled.length) await audit('Training Assignments Cancelled', cancelled.map((c) => c.user_id));
  return { assigned: assigned.map((a) => a.user_id), cancelled: cancelled.map((c) => c.user_id) };
}

/** A version left force (superseded, obsolete, archived): its open assignments are cancelled, audited. */
export async function cancelAssignmentsOf(
  tx: Db,
  change: { documentId: string; versionId: string; versionLabel: string; actor: AuditActor; origin?: RequestOrigin; because: string },
): Promise<number> {
  const now = trainingSettings().clock.now();
  const cancelled = rowsOf<{ user_id: string }>(
    await tx.execute(sql`
      UPDATE training_assignments SET status = 'cancelled', cancelled_at = ${now}, cancel_reason = ${change.because}
      WHERE version_id = ${change.versionId} AND status = 'open'
      RETURNING user_id`),
  );
  if (cancelled.length === 0) return 0;
  await appendAuditEvent(tx, {
    actor: change.actor,
    origin: change.origin,
    action: 'Training Assignments Cancelled',
    entityType: 'document',
    entityId: change.documentId,
    newValues: { version: change.versionLabel, versionId: change.versionId, users: cancelled.length, userIds: cancelled.map((c) => c.user_id) },
    reason: change.because,
  });
  return cancelled.length;
}
