import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { TRAINING_VERSION } from './training-version.ts';
import { documentEvents, type DocumentEvents } from '../documents/document-events.ts';
import { userEvents, type UserEvents } from '../users/user-events.ts';
import { cancelAssignmentsOf, syncAssignments } from './training-assignments.ts';

const WHY: Record<DocumentEvents['version-withdrawn']['withdrawal'], (replacedBy: string | null) => string> = {
  superseded: (replacedBy) => `Superseded by version ${replacedBy ?? ''}`,
  obsolete: () => 'Document marked obsolete',
  archived: () => 'Document archived',
};

async function onEffective(tx: Db, event: DocumentEvents['version-effective']): Promise<void> {
  await syncAssignments(tx, { documentId: event.documentId, actor: event.actor, origin: event.origin, because: `Version ${event.versionLabel} effective` });
}

async function onWithdrawn(tx: Db, event: DocumentEvents['version-withdrawn']): Promise<void> {
  await cancelAssignmentsOf(tx, { ...event, because: WHY[event.withdrawal](event.replacedBy) });
}

/** A person was created or changed: every training-required document in force follows their membership. */
async function onUserChanged(tx: Db, event: UserEvents['user-changed']): Promise<void> {
  const docs = rowsOf<{ id: string }>(
    await tx.execute(sql`SELECT d.id FROM documents d JOIN training_requirements r ON r.document_id = d.id
      WHERE d.training_required AND ${TRAINING_VERSION} IS NOT NULL`),
  );
  for (const doc of docs) {
    await syncAssignments(tx, { documentId: doc.id, userId: event.userId, actor: event.actor, origin: event.origin, because: 'Audience membership changed' });
  }
}

/**
 * Training follows the lifecycle and the user directory (DESIGN §5.3): a version in force is assigned to its
 * audience, a withdrawn one's open assignments are cancelled, and people who join or leave an audience later get or
 * lose theirs. A superseded version's assignments are cancelled ('version-withdrawn') before the new one's are made.
 */
export function assignTrainingOnChanges(): void {
  documentEvents.on('version-withdrawn', onWithdrawn);
  documentEvents.on('version-effective', onEffective);
  userEvents.on('user-changed', onUserChanged);
}
