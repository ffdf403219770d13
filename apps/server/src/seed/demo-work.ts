import { sql } from 'drizzle-orm';
import { addDays, type DocumentDetail, type Role } from '@attest/domain';
import { rowsOf, type Db } from '../platform/db/client.ts';
import { appendAuditEvent, SYSTEM_ACTOR } from '../modules/audit/audit.repo.ts';
import type { InjectClient } from '../http/inject-client.ts';
import { DEMO_USERS } from './demo-users.ts';

/** Who reads and signs off each training-required SOP in force, and in how many days. */
const TRAINING_AUDIENCES: Record<string, { departments?: string[]; roles?: Role[]; dueDays: number }> = {
  'SOP-QA-001': { roles: ['author', 'reviewer', 'approver', 'user', 'document_coordinator'], dueDays: 30 },
  'SOP-PRD-001': { departments: ['Production'], dueDays: 14 },
  'SOP-QA-007': { departments: ['Quality Assurance', 'Quality Control'], dueDays: 7 },
};
/** The operator's training that the demo shows overdue, and by how many days. */
const OVERDUE = { docNumber: 'SOP-QA-001', email: 'user@attest.local', daysLate: 3 };
/** The SOP whose periodic review document control brings forward, and why. */
const REVIEW_FOR_CAUSE = {
  docNumber: 'SOP-QA-004',
  inDays: 14,
  reason: 'Brought forward: deviation DEV-2026-031 found the line clearance checklist out of date.',
};

function ok(response: { statusCode: number; body: string }, what: string): void {
  if (response.statusCode >= 300) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
}

/**
 * What the demo people find waiting on first sign-in, beyond the review and approval the library leaves open:
 * training due (and one assignment overdue), and a periodic review document control has brought forward.
 */
export async function seedDemoWork(db: Db, coordinator: InjectClient, docs: readonly DocumentDetail[], today: string): Promise<void> {
  const byNumber = (docNumber: string) => {
    const doc = docs.find((d) => d.docNumber === docNumber);
    if (!doc) throw new Error(`the demo library has no ${docNumber}`);
    return doc;
  };
  for (const [docNumber, audience] of Object.entries(TRAINING_AUDIENCES)) {
    const doc = byNumber(docNumber);
    const body = { departments: audience.departments ?? [], roles: audience.roles ?? [], userIds: [], dueDays: audience.dueDays, quiz: null };
    ok(await coordinator.request('PUT', `/api/documents/${doc.id}/training`, body), `training audience of ${docNumber}`);
  }
  await makeOneTrainingOverdue(db, byNumber(OVERDUE.docNumber), today);
  const review = byNumber(REVIEW_FOR_CAUSE.docNumber);
  const moved = { nextReviewDate: addDays(today, REVIEW_FOR_CAUSE.inDays), reason: REVIEW_FOR_CAUSE.reason };
  ok(await coordinator.request('PATCH', `/api/documents/${review.id}/periodic-review`, moved), `review date of ${review.docNumber}`);
  ok(await coordinator.request('POST', `/api/documents/${review.id}/periodic-review/start`, { reason: REVIEW_FOR_CAUSE.reason }), `review of ${review.docNumber}`);
}

/**
 * Every assignment is made today, due days ahead, so none could be overdue on a first start. The demo moves one due
 * date into the past, in the open: the audit trail says the demo data did it and why.
 */
async function makeOneTrainingOverdue(db: Db, doc: DocumentDetail, today: string): Promise<void> {
  const person = DEMO_USERS.find((u) => u.email === OVERDUE.email);
  if (!person) throw new Error(`no demo user ${OVERDUE.email}`);
  const dueDate = addDays(today, -OVERDUE.daysLate);
  await db.transaction(async (tx) => {
    const [moved] = rowsOf<{ id: string; old_due: string }>(
      await tx.execute(sql`
        UPDATE training_assignments a SET due_date = ${dueDate}::date
        FROM users u, (SELECT id, due_date FROM training_assignments) old
        WHERE u.id = a.user_id AND lower(u.email) = ${person.email} AND a.document_id = ${doc.id} AND a.status = 'open' AND old.id = a.id
        RETURNING a.id, old.due_date::text AS old_due`),
    );
    if (!moved) throw new Error(`${person.name} has no open training on ${doc.docNumber}`);
    await appendAuditEvent(tx, {
      actor: SYSTEM_ACTOR,
      action: 'Demo Training Made Overdue',
      entityType: 'document',
      entityId: doc.id,
      oldValues: { assignment: moved.id, dueDate: moved.old_due },
      newValues: { assignment: moved.id, dueDate, user: person.name },
      reason: 'Demo data: shows an overdue training assignment on the first start.',
    });
  });
}
