import { sql } from 'drizzle-orm';
import { DocumentListQuery, WorkflowListQuery, type DocumentStatus, type DocumentVisibility, type Role } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { listConditions, type PersonalFilters } from '../documents/documents-list.repo.ts';
import { documentView } from '../documents/released-view.ts';
import { workflowWhere } from '../workflow/workflow-list.repo.ts';
import { auditConditions, whereOf, type AuditVisibility } from '../audit-log/audit-list.repo.ts';

const first = <T>(result: unknown): T | undefined => rowsOf<T>(result)[0];
const whereAll = (conditions: ReturnType<typeof listConditions>) => (conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``);

/** The documents list's own conditions for these URL search params, counted: the card and its list agree by construction. */
export async function countDocuments(db: Db, search: Record<string, string>, visibility: DocumentVisibility, mine: PersonalFilters): Promise<number> {
  const where = whereAll(listConditions(DocumentListQuery.parse(search), visibility, mine));
  return first<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM documents d ${where}`))?.n ?? 0;
}

export async function countWorkflows(db: Db, search: Record<string, string>, viewer: { id: string; role: Role }): Promise<number> {
  const where = workflowWhere(WorkflowListQuery.parse(search), viewer);
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM workflows w JOIN documents d ON d.id = w.document_id ${where}`);
  return first<{ n: number }>(result)?.n ?? 0;
}

export async function countUsers(db: Db, withPassword: boolean): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM users ${withPassword ? sql`WHERE password_hash IS NOT NULL` : sql``}`);
  return first<{ n: number }>(result)?.n ?? 0;
}

export async function countAuditSince(db: Db, visibility: AuditVisibility, from: string): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM audit_events a ${whereOf(auditConditions({ from }, visibility))}`);
  return first<{ n: number }>(result)?.n ?? 0;
}

/**
 * Mean time in seconds from a step reaching the user to their decision, from workflow history; null without any.
 * A review starts when it is assigned; an approval when the last review of its workflow was completed (approvers are
 * assigned at submission but can act only then).
 */
export async function averageDecisionSeconds(db: Db, userId: string, step: 'review' | 'approval'): Promise<number | null> {
  const query =
    step === 'review'
      ? sql`SELECT extract(epoch FROM avg(a.completed_at - a.assigned_at))::float AS s FROM workflow_assignments a
          WHERE a.user_id = ${userId} AND a.type = 'reviewer' AND a.status = 'completed'`
      : sql`SELECT extract(epoch FROM avg(a.completed_at - coalesce(
            (SELECT max(r.completed_at) FROM workflow_assignments r
             WHERE r.workflow_id = a.workflow_id AND r.type = 'reviewer' AND r.status = 'completed'), a.assigned_at)))::float AS s
          FROM workflow_assignments a WHERE a.user_id = ${userId} AND a.type = 'approver' AND a.decision = 'approved'`;
  const s = first<{ s: number | null }>(await db.execute(query))?.s;
  return s === null || s === undefined ? null : Math.max(0, Number(s));
}

/** Starts of the current month and quarter in the site's time zone, as instants. */
export async function periodStarts(db: Db, timeZone: string): Promise<{ month: string; quarter: string }> {
  const row = first<{ month: Date | string; quarter: Date | string }>(
    await db.execute(sql`SELECT date_trunc('month', now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone} AS month,
                                date_trunc('quarter', now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone} AS quarter`),
  );
  if (!row) throw new Error('period starts not computed');
  return { month: new Date(row.month).toISOString(), quarter: new Date(row.quarter).toISOString() };
}

/** By the status each document shows the viewer (the version in force's, behind a draft they may not see). */
export async function documentsByStatus(db: Db, visibility: DocumentVisibility): Promise<{ status: DocumentStatus; count: number }[]> {
  const where = whereAll(listConditions(DocumentListQuery.parse({}), visibility));
  const status = documentView(visibility).status;
  const rows = rowsOf<{ status: DocumentStatus; n: number }>(
    await db.execute(sql`SELECT ${status} AS status, count(*)::int AS n FROM documents d ${where} GROUP BY 1 ORDER BY 1`),
  );
  return rows.map((r) => ({ status: r.status, count: r.n }));
}

/** Workflows started and completed per week (Monday, site time zone) over the last `weeks` weeks, empty weeks included. */
export async function weeklyThroughput(db: Db, timeZone: string, weeks: number) {
  const week = (column: string) => sql`date_trunc('week', ${sql.raw(column)} AT TIME ZONE ${timeZone})`;
  const result = await db.execute(sql`
    WITH span AS (SELECT generate_series(date_trunc('week', now() AT TIME ZONE ${timeZone}) - make_interval(weeks => ${weeks - 1}),
                                         date_trunc('week', now() AT TIME ZONE ${timeZone}), interval '1 week') AS wk),
         started AS (SELECT ${week('w.initiated_at')} AS wk, count(*)::int AS n FROM workflows w
                     WHERE w.initiated_at >= (SELECT min(wk) FROM span) AT TIME ZONE ${timeZone} GROUP BY 1),
         completed AS (SELECT ${week('w.completed_at')} AS wk, count(*)::int AS n FROM workflows w
                       WHERE w.status = 'completed' AND w.completed_at >= (SELECT min(wk) FROM span) AT TIME ZONE ${timeZone} GROUP BY 1)
    SELECT to_char(s.wk, 'YYYY-MM-DD') AS week_start, coalesce(st.n, 0) AS started, coalesce(c.n, 0) AS completed
    FROM span s LEFT JOIN started st ON st.wk = s.wk LEFT JOIN completed c ON c.wk = s.wk ORDER BY s.wk`);
  return rowsOf<{ week_start: string; started: number; completed: number }>(result).map((r) => ({
    weekStart: r.week_start,
    started: Number(r.started),
    completed: Number(r.completed),
  }));
}
