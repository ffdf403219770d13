import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { approvalConditions } from '../../platform/db/schema/conditions.ts';
import { documentComments, documentVersions, signatures, users, workflowAssignments, workflows } from '../../platform/db/schema/index.ts';

const completers = alias(users, 'completers');

/** Everything of a document's workflow record, oldest first; the service decides what a reader may see of it. */
export async function workflowRecordOf(db: Db, documentId: string) {
  const [flows, comments, signed, conditions] = await Promise.all([
    db
      .select({ w: workflows, versionLabel: documentVersions.versionLabel, initiatorName: users.name })
      .from(workflows)
      .innerJoin(documentVersions, eq(documentVersions.id, workflows.versionId))
      .innerJoin(users, eq(users.id, workflows.initiatedBy))
      .where(eq(workflows.documentId, documentId))
      .orderBy(asc(workflows.initiatedAt), asc(workflows.id)),
    db
      .select({ c: documentComments, name: users.name, role: users.role })
      .from(documentComments)
      .innerJoin(users, eq(users.id, documentComments.userId))
      .where(eq(documentComments.documentId, documentId))
      .orderBy(asc(documentComments.createdAt), asc(documentComments.id)),
    db
      .select({ s: signatures })
      .from(signatures)
      .where(eq(signatures.documentId, documentId))
      .orderBy(asc(signatures.signedAt), asc(signatures.id)),
    db
      .select({ workflowId: approvalConditions.workflowId, setBy: approvalConditions.setBy, text: approvalConditions.text })
      .from(approvalConditions)
      .where(eq(approvalConditions.documentId, documentId))
      .orderBy(asc(approvalConditions.setAt), asc(approvalConditions.position)),
  ]);
  const ids = flows.map((f) => f.w.id);
  const assignments = ids.length
    ? await db
        .select({ a: workflowAssignments, name: users.name, completerName: completers.name })
        .from(workflowAssignments)
        .innerJoin(users, eq(users.id, workflowAssignments.userId))
        .leftJoin(completers, eq(completers.id, workflowAssignments.completedBy))
        .where(inArray(workflowAssignments.workflowId, ids))
        .orderBy(asc(workflowAssignments.assignedAt), asc(workflowAssignments.type), asc(users.name))
    : [];
  return { flows, comments, signed, assignments, conditions };
}
