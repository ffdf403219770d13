import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { approvalConditions, type ApprovalConditionRow } from '../../platform/db/schema/conditions.ts';
import { documentVersions, users } from '../../platform/db/schema/index.ts';

export async function insertConditions(
  tx: Db,
  values: { documentId: string; versionId: string; workflowId: string | null; signatureId: string; setBy: string; setAt: Date; texts: readonly string[] },
): Promise<ApprovalConditionRow[]> {
  return tx
    .insert(approvalConditions)
    .values(values.texts.map((text, index) => ({ ...values, position: index + 1, text })))
    .returning();
}

/** How many conditions on a version are not closed yet: what keeps it from becoming effective. */
export async function countOpenConditions(db: Db, versionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(approvalConditions)
    .where(and(eq(approvalConditions.versionId, versionId), isNull(approvalConditions.closedAt)));
  return row?.n ?? 0;
}

/** How many conditions on a version still wait for the author's response. */
export async function countUnansweredConditions(db: Db, versionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(approvalConditions)
    .where(and(eq(approvalConditions.versionId, versionId), isNull(approvalConditions.respondedAt)));
  return row?.n ?? 0;
}

export async function lockCondition(tx: Db, documentId: string, conditionId: string): Promise<ApprovalConditionRow | undefined> {
  const [row] = await tx
    .select()
    .from(approvalConditions)
    .where(and(eq(approvalConditions.id, conditionId), eq(approvalConditions.documentId, documentId)))
    .for('update');
  return row;
}

export async function recordResponse(tx: Db, id: string, values: { response: string; respondedBy: string; respondedAt: Date }): Promise<void> {
  await tx.update(approvalConditions).set(values).where(eq(approvalConditions.id, id));
}

export async function recordClosing(tx: Db, id: string, values: { closedBy: string; closedAt: Date; closeReason: string | null }): Promise<void> {
  await tx.update(approvalConditions).set(values).where(eq(approvalConditions.id, id));
}

const setter = alias(users, 'setter');
const responder = alias(users, 'responder');
const closer = alias(users, 'closer');

/** A document's conditions with the names of who set, answered and closed them; oldest approval first. */
export async function conditionsOfDocument(db: Db, documentId: string) {
  return db
    .select({
      c: approvalConditions,
      versionLabel: documentVersions.versionLabel,
      versionStatus: documentVersions.status,
      setByName: setter.name,
      respondedByName: responder.name,
      closedByName: closer.name,
    })
    .from(approvalConditions)
    .innerJoin(documentVersions, eq(documentVersions.id, approvalConditions.versionId))
    .innerJoin(setter, eq(setter.id, approvalConditions.setBy))
    .leftJoin(responder, eq(responder.id, approvalConditions.respondedBy))
    .leftJoin(closer, eq(closer.id, approvalConditions.closedBy))
    .where(eq(approvalConditions.documentId, documentId))
    .orderBy(asc(approvalConditions.setAt), asc(approvalConditions.signatureId), asc(approvalConditions.position));
}
export type ConditionWithNames = Awaited<ReturnType<typeof conditionsOfDocument>>[number];
