import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DocumentStatus, Priority, WorkflowDetail, WorkflowSummary } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { documentComments, users, workflowAssignments } from '../../platform/db/schema/index.ts';
import { approvalConditions } from '../../platform/db/schema/conditions.ts';
import type { WorkflowListRow } from './workflow-list.repo.ts';

const iso = (v: Date | string) => new Date(v).toISOString();
/** Who completed a step, when that may be someone acting on the assignee's behalf. */
const completers = alias(users, 'completers');

export function currentStep(status: string): WorkflowSummary['currentStep'] {
  if (status === 'draft') return 'Draft';
  if (status === 'in-review' || status === 'reviewed') return 'In Review';
  if (status === 'pending-approval') return 'Pending Approval';
  if (status === 'approved' || status === 'scheduled' || status === 'internal-assessment' || status === 'effective') return 'Approved';
  if (status === 'rejected') return 'Rejected';
  return 'Unknown';
}

/** A finished workflow shows where it ended, not where the document has gone since. */
function stepOfWorkflow(row: WorkflowListRow): WorkflowSummary['currentStep'] {
  if (row.status === 'aborted') return 'Draft';
  if (row.status === 'rejected') return 'Rejected';
  if (row.status === 'completed') return 'Approved';
  return currentStep(row.document_status);
}

export function presentWorkflow(row: WorkflowListRow): WorkflowSummary {
  return {
    id: row.id,
    document: { id: row.document_id, title: row.title, docNumber: row.doc_number, status: row.document_status as DocumentStatus, version: row.version_label },
    status: row.status,
    currentStep: stepOfWorkflow(row),
    priority: row.priority as Priority,
    dueDate: row.due_date,
    initiatedBy: { id: row.initiator_id, name: row.initiator_name },
    submittedAt: iso(row.initiated_at),
    completedAt: row.completed_at ? iso(row.completed_at) : null,
    reviewers: row.reviewers ?? [],
    approvers: row.approvers ?? [],
    commentCount: row.comment_count,
  };
}

/** The Overview, Comments and Timeline of a workflow: its assignments and every comment and decision in order. */
export async function presentWorkflowDetail(db: Db, row: WorkflowListRow): Promise<WorkflowDetail> {
  const [assignments, comments, conditions] = await Promise.all([
    db
      .select({ a: workflowAssignments, name: users.name, email: users.email, completerName: completers.name })
      .from(workflowAssignments)
      .innerJoin(users, eq(users.id, workflowAssignments.userId))
      .leftJoin(completers, eq(completers.id, workflowAssignments.completedBy))
      .where(eq(workflowAssignments.workflowId, row.id))
      .orderBy(asc(workflowAssignments.type), asc(users.name)),
    db
      .select({ c: documentComments, name: users.name, role: users.role })
      .from(documentComments)
      .innerJoin(users, eq(users.id, documentComments.userId))
      .where(and(eq(documentComments.documentId, row.document_id), eq(documentComments.workflowId, row.id)))
      .orderBy(asc(documentComments.createdAt)),
    db
      .select({ setBy: approvalConditions.setBy, text: approvalConditions.text })
      .from(approvalConditions)
      .where(eq(approvalConditions.workflowId, row.id))
      .orderBy(asc(approvalConditions.setAt), asc(approvalConditions.position)),
  ]);
  return {
    ...presentWorkflow(row),
    abortReason: row.abort_reason,
    assignments: assignments.map(({ a, name, email, completerName }) => ({
      id: a.id,
      user: { id: a.userId, name, email },
      type: a.type,
      status: a.status,
      decision: a.decision,
      comments: a.comments,
      assignedAt: iso(a.assignedAt),
      completedAt: a.completedAt ? iso(a.completedAt) : null,
      completedBy: a.completedBy && completerName ? { id: a.completedBy, name: completerName } : null,
      onBehalfReason: a.onBehalfReason,
      conditions: a.type === 'approver' ? conditions.filter((c) => c.setBy === a.userId).map((c) => c.text) : [],
    })),
    comments: comments.map(({ c, name, role }) => ({ id: c.id, user: { id: c.userId, name }, role, action: c.action, comment: c.content, createdAt: iso(c.createdAt) })),
  };
}
