import { sql, type SQL } from 'drizzle-orm';
import { REVIEW_LEAD_DAYS_DEFAULT, type DocumentStatus, type PeriodicReviewTask } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';

/** A document's review plan, the defaults filled in: owner the author, lead time 30 days. */
export interface ReviewPlan {
  documentId: string;
  docNumber: string;
  title: string;
  status: DocumentStatus;
  inForce: boolean;
  frequencyMonths: number | null;
  nextReviewDate: string | null;
  lastReviewDate: string | null;
  leadDays: number;
  ownerId: string;
  ownerName: string;
}

export async function readPlan(db: Db, documentId: string): Promise<ReviewPlan | undefined> {
  const [row] = rowsOf<ReviewPlan>(
    await db.execute(sql`
      SELECT d.id AS "documentId", d.doc_number AS "docNumber", d.title, d.status,
             (d.effective_version_id IS NOT NULL AND d.status <> 'archived') AS "inForce",
             d.review_period_months AS "frequencyMonths", d.review_date::text AS "nextReviewDate",
             p.last_review_date::text AS "lastReviewDate", COALESCE(p.lead_days, ${REVIEW_LEAD_DAYS_DEFAULT})::int AS "leadDays",
             o.id AS "ownerId", o.name AS "ownerName"
      FROM documents d
      LEFT JOIN document_review_plans p ON p.document_id = d.id
      JOIN users o ON o.id = COALESCE(p.owner_id, d.author_id)
      WHERE d.id = ${documentId}`),
  );
  return row;
}

/** Creates the plan row on first change; later changes update it. */
export async function upsertPlan(
  tx: Db,
  documentId: string,
  change: { ownerId?: string; leadDays?: number; lastReviewDate?: string },
  by: string | null,
  at: Date,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO document_review_plans (document_id, owner_id, lead_days, last_review_date, updated_at, updated_by)
    VALUES (${documentId}, ${change.ownerId ?? null}, ${change.leadDays ?? REVIEW_LEAD_DAYS_DEFAULT}, ${change.lastReviewDate ?? null}::date, ${at}, ${by})
    ON CONFLICT (document_id) DO UPDATE SET
      owner_id = COALESCE(${change.ownerId ?? null}::uuid, document_review_plans.owner_id),
      lead_days = COALESCE(${change.leadDays ?? null}::int, document_review_plans.lead_days),
      last_review_date = COALESCE(${change.lastReviewDate ?? null}::date, document_review_plans.last_review_date),
      updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`);
}

interface TaskRow {
  id: string;
  document_id: string;
  doc_number: string;
  title: string;
  owner_id: string;
  owner_name: string;
  due_date: string;
  opened_at: Date | string;
  status: PeriodicReviewTask['status'];
  outcome: PeriodicReviewTask['outcome'];
  reason: string | null;
  version_label: string | null;
  completed_by: string | null;
  completed_by_name: string | null;
  completed_at: Date | string | null;
}

const TASK_SELECT = sql`
  SELECT r.id, r.document_id, d.doc_number, d.title, r.owner_id, o.name AS owner_name, r.due_date::text AS due_date,
         r.opened_at, r.status, r.outcome, r.reason, v.version_label, r.completed_by, c.name AS completed_by_name, r.completed_at
  FROM periodic_reviews r
  JOIN documents d ON d.id = r.document_id
  JOIN users o ON o.id = r.owner_id
  LEFT JOIN users c ON c.id = r.completed_by
  LEFT JOIN document_versions v ON v.id = r.version_id`;

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentTask(row: TaskRow, today: string): PeriodicReviewTask {
  const active = row.status === 'open' || row.status === 'revising';
  return {
    id: row.id,
    documentId: row.document_id,
    docNumber: row.doc_number,
    title: row.title,
    owner: { id: row.owner_id, name: row.owner_name },
    dueDate: row.due_date,
    openedAt: iso(row.opened_at),
    status: row.status,
    outcome: row.outcome,
    reason: row.reason,
    versionLabel: row.version_label,
    completedBy: row.completed_by ? { id: row.completed_by, name: row.completed_by_name ?? '' } : null,
    completedAt: row.completed_at ? iso(row.completed_at) : null,
    overdue: active && row.due_date < today,
  };
}

/** The document's active task, or else its latest one. */
export async function currentTaskOf(db: Db, documentId: string): Promise<TaskRow | undefined> {
  const [row] = rowsOf<TaskRow>(
    await db.execute(sql`${TASK_SELECT} WHERE r.document_id = ${documentId}
      ORDER BY (r.status IN ('open', 'revising')) DESC, r.opened_at DESC LIMIT 1`),
  );
  return row;
}

/** Locks the document's active task for a decision on it. */
export async function lockActiveTask(tx: Db, documentId: string): Promise<{ id: string; owner_id: string; status: string; due_date: string } | undefined> {
  const [row] = rowsOf<{ id: string; owner_id: string; status: string; due_date: string }>(
    await tx.execute(sql`SELECT id, owner_id, status, due_date::text AS due_date FROM periodic_reviews
      WHERE document_id = ${documentId} AND status IN ('open', 'revising') FOR UPDATE`),
  );
  return row;
}

export async function listTasks(db: Db, filter: { ownerId: string | null; page: number; pageSize: number }): Promise<{ rows: TaskRow[]; total: number }> {
  const where: SQL = filter.ownerId
    ? sql`r.status IN ('open', 'revising') AND r.owner_id = ${filter.ownerId}`
    : sql`r.status IN ('open', 'revising')`;
  const rows = rowsOf<TaskRow>(
    await db.execute(sql`${TASK_SELECT} WHERE ${where} ORDER BY r.due_date, d.doc_number
      LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`),
  );
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM periodic_reviews r WHERE ${where}`));
  return { rows, total: count?.n ?? 0 };
}

export async function countOpenTasksOf(db: Db, ownerId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM periodic_reviews WHERE owner_id = ${ownerId} AND status IN ('open', 'revising')`),
  );
  return row?.n ?? 0;
}
