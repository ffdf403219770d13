import type { Db } from '../../platform/db/client.ts';
import { auditCheckpointEvents, type AuditCheckpointEvents } from '../audit/audit-checkpoint-events.ts';
import { copyEvents, type CopyEvents } from '../copies/copy-events.ts';
import { findDocument } from '../documents/documents.repo.ts';
import { periodicReviewEvents, type PeriodicReviewEvents } from '../periodic-reviews/periodic-review-events.ts';
import { trainingEvents, type TrainingEvents } from '../training/training-events.ts';
import { documentsInForce, trainingFacts } from './webhook-facts.repo.ts';
import { publishWebhookEvent, publishWebhookEvents } from './webhook-outbox.ts';

/*
 * The events of the modules built around documents: training, controlled copies, periodic reviews and the audit
 * trail's checkpoints. One CloudEvent per assignment or review (a receiver files each on its own record); one per
 * recall, naming its copies by id (holders and locations are not shown to every reader).
 */

async function onAssignmentsMade(tx: Db, event: TrainingEvents['assignments-made']): Promise<void> {
  await publishWebhookEvents(tx, 'training.assigned', () => trainingFacts(tx, event.assignmentIds), event.at);
}

async function onTrainingCompleted(tx: Db, event: TrainingEvents['training-completed']): Promise<void> {
  await publishWebhookEvents(tx, 'training.completed', () => trainingFacts(tx, [event.assignmentId]), event.at);
}

async function onTrainingOverdue(tx: Db, event: TrainingEvents['training-overdue']): Promise<void> {
  await publishWebhookEvents(tx, 'training.overdue', () => trainingFacts(tx, event.assignmentIds), event.at);
}

async function onCopiesToRecall(tx: Db, event: CopyEvents['copies-to-recall']): Promise<void> {
  await publishWebhookEvent(
    tx,
    'copy.recalled',
    async () => {
      const found = await findDocument(tx, event.documentId);
      if (!found) return null;
      return { documentId: event.documentId, documentNumber: found.doc.docNumber, versionId: event.versionId, versionLabel: event.versionLabel, withdrawal: event.withdrawal, replacedByVersionLabel: event.replacedBy, copyIds: event.copyIds, status: 'to-recall' };
    },
    event.at,
  );
}

async function onReviewsDue(tx: Db, event: PeriodicReviewEvents['reviews-due']): Promise<void> {
  await publishWebhookEvents(
    tx,
    'periodic-review.due',
    async () => {
      const inForce = await documentsInForce(tx, event.reviews.map((review) => review.documentId));
      return event.reviews.map((review) => ({ reviewId: review.reviewId, documentId: review.documentId, ...inForce.get(review.documentId), dueDate: review.dueDate }));
    },
    event.at,
  );
}

/** The checkpoint's place in the trail and its signing key; its seal and signature stay with the audit witness. */
async function onCheckpointWritten(tx: Db, event: AuditCheckpointEvents['checkpoint-written']): Promise<void> {
  const { seq, occurredAt, createdAt, reason, keyId } = event;
  await publishWebhookEvent(tx, 'audit.checkpoint', () => Promise.resolve({ seq, lastEventAt: occurredAt, createdAt, reason, keyId }), event.at);
}

/** Webhooks follow these modules (registered where the app is composed; none of them imports webhooks). */
export function sendWebhooksOnRecords(): void {
  trainingEvents.on('assignments-made', onAssignmentsMade);
  trainingEvents.on('training-completed', onTrainingCompleted);
  trainingEvents.on('training-overdue', onTrainingOverdue);
  copyEvents.on('copies-to-recall', onCopiesToRecall);
  periodicReviewEvents.on('reviews-due', onReviewsDue);
  auditCheckpointEvents.on('checkpoint-written', onCheckpointWritten);
}
