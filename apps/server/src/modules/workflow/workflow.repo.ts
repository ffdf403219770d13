import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { documentComments, users, workflowAssignments, workflows } from '../../platform/db/schema/index.ts';

export type WorkflowRow = typeof workflows.$inferSelect;
export type AssignmentRow = typeof workflowAssignments.$inferSelect;
export type AssignmentType = AssignmentRow['type'];

export async function findActiveWorkflow(tx: Db, documentId: string): Promise<WorkflowRow | undefined> {
  const [row] = await tx.select().from(workflows).where(and(eq(workflows.documentId, documentId), eq(workflows.status, 'active'))).limit(1);
  return row;
}

export async function insertWorkflow(tx: Db, values: typeof workflows.$inferInsert): Promise<WorkflowRow> {
  const [row] = await tx.insert(workflows).values(values).returning();
  if (!row) throw new Error('insert into workflows returned no row');
  return row;
}

export async function closeWorkflow(tx: Db, id: string, status: 'completed' | 'aborted' | 'rejected', at: Date, extra: Partial<WorkflowRow> = {}): Promise<void> {
  await tx.update(workflows).set({ ...extra, status, completedAt: at }).where(eq(workflows.id, id));
}

export async function assign(tx: Db, workflowId: string, type: AssignmentType, userIds: readonly string[], at: Date): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(workflowAssignments)
    .values([...new Set(userIds)].map((userId) => ({ workflowId, userId, type, assignedAt: at })))
    .onConflictDoNothing();
}

export async function assignmentsOf(tx: Db, workflowId: string): Promise<AssignmentRow[]> {
  return tx.select().from(workflowAssignments).where(eq(workflowAssignments.workflowId, workflowId)).orderBy(asc(workflowAssignments.assignedAt));
}

/**
 * Completes `userId`'s pending assignment of a type, recording who completed it: the assignee, or someone acting on
 * their behalf with the reason.
 */
export async function completeAssignment(
  tx: Db,
  workflowId: string,
  type: AssignmentType,
  step: { userId: string; completedBy: string; onBehalfReason: string | null; decision: 'approved' | 'rejected'; comments: string; at: Date },
): Promise<boolean> {
  const done = await tx
    .update(workflowAssignments)
    .set({ status: 'completed', decision: step.decision, comments: step.comments, completedAt: step.at, completedBy: step.completedBy, onBehalfReason: step.onBehalfReason })
    .where(and(eq(workflowAssignments.workflowId, workflowId), eq(workflowAssignments.type, type), eq(workflowAssignments.status, 'pending'), eq(workflowAssignments.userId, step.userId)))
    .returning({ id: workflowAssignments.id });
  return done.length > 0;
}

/** An aborted workflow leaves nothing waiting for anyone. */
export async function cancelPendingAssignments(tx: Db, workflowId: string, at: Date): Promise<void> {
  await tx
    .update(workflowAssignments)
    .set({ status: 'cancelled', completedAt: at })
    .where(and(eq(workflowAssignments.workflowId, workflowId), eq(workflowAssignments.status, 'pending')));
}

export async function addComment(tx: Db, values: typeof documentComments.$inferInsert): Promise<void> {
  await tx.insert(documentComments).values(values);
}

/** A document's workflows (id and version), newest first. */
export async function workflowsOfDocument(db: Db, documentId: string) {
  return db.select({ id: workflows.id, versionId: workflows.versionId }).from(workflows).where(eq(workflows.documentId, documentId)).orderBy(desc(workflows.initiatedAt));
}

/** Active users holding a role, sorted by name: the reviewer and approver pickers. */
export async function activeUsersWithRole(db: Db, role: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, department: users.department })
    .from(users)
    .where(and(eq(users.role, role as typeof users.$inferSelect.role), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.id));
}

/** Ids among `ids` that are active users with one of `roles`. */
export async function activeUserIdsWithRoles(db: Db, ids: readonly string[], roles: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.status, 'active'), sql`${users.role} IN (${sql.join(roles.map((r) => sql`${r}`), sql`, `)})`));
  return new Set(rows.map((r) => r.id));
}
