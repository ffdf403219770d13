import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role, WorkflowListQuery } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { likeSubstring } from '../../platform/db/like-pattern.ts';

export type WorkflowQuery = z.output<typeof WorkflowListQuery>;

export interface WorkflowListRow {
  id: string;
  status: 'active' | 'completed' | 'aborted' | 'rejected';
  priority: string;
  due_date: string | null;
  initiated_at: Date | string;
  completed_at: Date | string | null;
  abort_reason: string | null;
  initiator_id: string;
  initiator_name: string;
  document_id: string;
  title: string;
  doc_number: string;
  document_status: string;
  version_label: string;
  reviewers: { id: string; name: string }[] | null;
  approvers: { id: string; name: string }[] | null;
  comment_count: number;
}

/** Spec 02 §6 workflow visibility: reviewers and approvers see what waits for them; authors their own documents. */
function visibility(viewer: { id: string; role: Role }): SQL | null {
  const assigned = (type: string, status: string) =>
    sql`(d.status = ${status} AND EXISTS (SELECT 1 FROM workflow_assignments a WHERE a.workflow_id = w.id AND a.user_id = ${viewer.id} AND a.type = ${type}))`;
  if (viewer.role === 'reviewer') return assigned('reviewer', 'in-review');
  if (viewer.role === 'approver') return assigned('approver', 'pending-approval');
  if (viewer.role === 'author') return sql`d.author_id = ${viewer.id}`;
  if (viewer.role === 'user') return sql`false`;
  return null;
}

const ORDER: Record<WorkflowQuery['sort'], SQL> = {
  document: sql`lower(d.title)`,
  priority: sql`CASE w.priority WHEN 'low' THEN 0 WHEN 'medium' THEN 1 WHEN 'high' THEN 2 ELSE 3 END`,
  status: sql`d.status`,
  submittedAt: sql`w.initiated_at`,
};

const people = (type: string) => sql`(
  SELECT json_agg(json_build_object('id', u.id, 'name', u.name) ORDER BY u.name)
  FROM workflow_assignments a JOIN users u ON u.id = a.user_id WHERE a.workflow_id = w.id AND a.type = ${type})`;

const SELECT = sql`
  SELECT w.id, w.status, w.priority, w.due_date, w.initiated_at, w.completed_at, w.abort_reason,
         i.id AS initiator_id, i.name AS initiator_name,
         d.id AS document_id, d.title, d.doc_number, d.status AS document_status, v.version_label,
         ${people('reviewer')} AS reviewers, ${people('approver')} AS approvers,
         (SELECT count(*)::int FROM document_comments c WHERE c.workflow_id = w.id) AS comment_count
  FROM workflows w JOIN documents d ON d.id = w.document_id JOIN users i ON i.id = w.initiated_by
  JOIN document_versions v ON v.id = w.version_id`;

/** Running workflows whose review (or approval) waits for the viewer: the document is at that step. */
const waitingFor = (userId: string, assigned: 'review' | 'approval') => {
  const [type, status] = assigned === 'review' ? ['reviewer', 'in-review'] : ['approver', 'pending-approval'];
  return sql`(w.status = 'active' AND d.status = ${status} AND EXISTS (SELECT 1 FROM workflow_assignments a
    WHERE a.workflow_id = w.id AND a.user_id = ${userId} AND a.type = ${type} AND a.status = 'pending'))`;
};

/** The list's WHERE over `workflows w JOIN documents d` (also counted by the dashboard cards). */
export function workflowWhere(query: Pick<WorkflowQuery, 'q' | 'status' | 'assigned'>, viewer: { id: string; role: Role }): SQL {
  const conditions: SQL[] = [];
  const visible = visibility(viewer);
  if (visible) conditions.push(visible);
  if (query.status) conditions.push(sql`d.status = ${query.status}`);
  if (query.assigned) conditions.push(waitingFor(viewer.id, query.assigned));
  if (query.q) {
    const pattern = likeSubstring(query.q);
    conditions.push(sql`(d.title ILIKE ${pattern} OR d.doc_number ILIKE ${pattern})`);
  }
  return conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
}

export async function listWorkflows(db: Db, query: WorkflowQuery, viewer: { id: string; role: Role }) {
  const where = workflowWhere(query, viewer);
  const dir = query.dir === 'asc' ? sql`ASC` : sql`DESC`;
  const [rows, count] = await Promise.all([
    db.execute(sql`${SELECT} ${where} ORDER BY ${ORDER[query.sort]} ${dir}, w.id ${dir} LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`),
    db.execute(sql`SELECT count(*)::int AS n FROM workflows w JOIN documents d ON d.id = w.document_id ${where}`),
  ]);
  return { rows: rowsOf<WorkflowListRow>(rows), total: rowsOf<{ n: number }>(count)[0]?.n ?? 0 };
}

export async function findWorkflowRow(db: Db, id: string, viewer: { id: string; role: Role }): Promise<WorkflowListRow | undefined> {
  const visible = visibility(viewer);
  const where = visible ? sql`WHERE w.id = ${id} AND ${visible}` : sql`WHERE w.id = ${id}`;
  return rowsOf<WorkflowListRow>(await db.execute(sql`${SELECT} ${where}`))[0];
}
