import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { documents, documentVersions, trainingAssignments, users } from '../../platform/db/schema/index.ts';

/*
 * What the training and review events tell a receiver, read in the publisher's transaction. Documents are named by
 * number and version label (never a working title); a trainee by id and e-mail, which an HR or LMS receiver needs to
 * match its own records, and nothing else of theirs.
 */

/** Each assignment's trainee, document and version, with its due date and (when completed) its completion time. */
export async function trainingFacts(db: Db, assignmentIds: readonly string[]): Promise<Record<string, unknown>[]> {
  if (assignmentIds.length === 0) return [];
  const rows = await db
    .select({
      assignmentId: trainingAssignments.id,
      userId: trainingAssignments.userId,
      email: users.email,
      documentId: trainingAssignments.documentId,
      documentNumber: documents.docNumber,
      versionId: trainingAssignments.versionId,
      versionLabel: documentVersions.versionLabel,
      dueDate: trainingAssignments.dueDate,
      status: trainingAssignments.status,
      completedAt: trainingAssignments.completedAt,
    })
    .from(trainingAssignments)
    .innerJoin(users, eq(users.id, trainingAssignments.userId))
    .innerJoin(documents, eq(documents.id, trainingAssignments.documentId))
    .innerJoin(documentVersions, eq(documentVersions.id, trainingAssignments.versionId))
    .where(inArray(trainingAssignments.id, [...assignmentIds]));
  return rows.map((row) => ({ ...row, completedAt: row.completedAt?.toISOString() ?? null }));
}

/** Each document's number and the label of its version in force (what a periodic review reviews). */
export async function documentsInForce(db: Db, documentIds: readonly string[]): Promise<Map<string, { documentNumber: string; versionLabel: string | null }>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: documents.id, documentNumber: documents.docNumber, versionLabel: documentVersions.versionLabel })
    .from(documents)
    .leftJoin(documentVersions, eq(documentVersions.id, documents.effectiveVersionId))
    .where(inArray(documents.id, [...documentIds]));
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}
