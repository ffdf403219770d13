import { count, desc, eq, sql } from 'drizzle-orm';
import type { LmsStatementStatus } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { lmsConfig, lmsStatements } from '../../platform/db/schema/index.ts';
import type { StatementFacts } from './xapi-statement.ts';

export type LmsConfigRow = typeof lmsConfig.$inferSelect;
export type LmsStatementRow = typeof lmsStatements.$inferSelect;

/** The single row's id, also the associated data of its encrypted key. */
export const LMS_CONFIG_ID = 'lrs';

export async function readLmsConfig(db: Db, forUpdate = false): Promise<LmsConfigRow | undefined> {
  const query = db.select().from(lmsConfig).where(eq(lmsConfig.id, LMS_CONFIG_ID));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function saveLmsConfig(tx: Db, values: Omit<LmsConfigRow, 'id' | 'createdAt'>, now: Date): Promise<void> {
  await tx
    .insert(lmsConfig)
    .values({ id: LMS_CONFIG_ID, ...values, createdAt: now })
    .onConflictDoUpdate({ target: lmsConfig.id, set: values });
}

/** Whether statements are to be made now: configured and turned on. */
export async function lmsEnabled(db: Db): Promise<boolean> {
  const [row] = await db.select({ enabled: lmsConfig.enabled }).from(lmsConfig).where(eq(lmsConfig.id, LMS_CONFIG_ID));
  return row?.enabled ?? false;
}

export type Facts = Omit<StatementFacts, 'id'> & { assignmentId: string; quizAttemptId: string | null };

interface FactRow {
  assignment_id: string;
  quiz_attempt_id: string | null;
  at: Date | string;
  name: string;
  email: string;
  document_id: string;
  version_id: string;
  doc_number: string;
  title: string;
  version_label: string;
  score: number | null;
  passed: boolean | null;
}

/** From an assignment to its trainee, document and version. */
const FACTS_JOINS = sql`
  JOIN users u ON u.id = a.user_id
  JOIN documents d ON d.id = a.document_id
  JOIN document_versions v ON v.id = a.version_id`;

const factsOf = (rows: FactRow[], kind: (r: FactRow) => StatementFacts['kind']): Facts[] =>
  rows.map((r) => ({
    kind: kind(r),
    assignmentId: r.assignment_id,
    quizAttemptId: r.quiz_attempt_id,
    at: new Date(r.at),
    person: { name: r.name, email: r.email },
    version: { documentId: r.document_id, versionId: r.version_id, docNumber: r.doc_number, title: r.title, label: r.version_label },
    ...(r.score === null ? {} : { quiz: { score: r.score, passed: r.passed ?? false } }),
  }));

const ids = (values: readonly string[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}::uuid`), sql`, `)}]`;

/** The moment each assignment statement records. */
const ASSIGNMENT_MOMENT = { assigned: sql`a.assigned_at`, experienced: sql`a.first_opened_at`, completed: sql`a.completed_at` } as const;

/** What the 'assigned', 'experienced' (first opened) or 'completed' statement of each assignment says, at its moment. */
export async function assignmentFacts(db: Db, kind: keyof typeof ASSIGNMENT_MOMENT, assignmentIds: readonly string[]): Promise<Facts[]> {
  if (assignmentIds.length === 0) return [];
  const at = ASSIGNMENT_MOMENT[kind];
  const rows = rowsOf<FactRow>(
    await db.execute(sql`
      SELECT a.id AS assignment_id, NULL AS quiz_attempt_id, ${at} AS at, u.name, u.email, a.document_id, a.version_id,
             d.doc_number, d.title, v.version_label, NULL::int AS score, NULL::boolean AS passed
      FROM training_assignments a ${FACTS_JOINS}
      WHERE a.id = ANY(${ids(assignmentIds)}) AND ${at} IS NOT NULL`),
  );
  return factsOf(rows, () => kind);
}

/** What the 'passed' or 'failed' statement of each quiz attempt says, with its score. */
export async function quizFacts(db: Db, attemptIds: readonly string[]): Promise<Facts[]> {
  if (attemptIds.length === 0) return [];
  const rows = rowsOf<FactRow>(
    await db.execute(sql`
      SELECT a.id AS assignment_id, q.id AS quiz_attempt_id, q.attempted_at AS at, u.name, u.email, a.document_id, a.version_id,
             d.doc_number, d.title, v.version_label, q.score, q.passed
      FROM training_quiz_attempts q JOIN training_assignments a ON a.id = q.assignment_id ${FACTS_JOINS}
      WHERE q.id = ANY(${ids(attemptIds)})`),
  );
  return factsOf(rows, (r) => (r.passed ? 'passed' : 'failed'));
}

/** Records statements not recorded yet (one per assignment and kind, one per quiz attempt); returns the new ids. */
export async function insertStatements(tx: Db, rows: readonly (typeof lmsStatements.$inferInsert)[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(lmsStatements).values([...rows]).onConflictDoNothing().returning({ id: lmsStatements.id });
  return inserted.map((r) => r.id);
}

export async function findStatement(db: Db, id: string, forUpdate = false): Promise<LmsStatementRow | undefined> {
  const query = db.select().from(lmsStatements).where(eq(lmsStatements.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** One delivery attempt's outcome: the status it leaves the row in, the LRS's status code and error. */
export async function recordDelivery(db: Db, id: string, outcome: { status: LmsStatementStatus; statusCode: number | null; error: string | null; counted: boolean }, now: Date): Promise<void> {
  await db
    .update(lmsStatements)
    .set({
      status: outcome.status,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      attempts: outcome.counted ? sql`${lmsStatements.attempts} + 1` : lmsStatements.attempts,
      sentAt: outcome.status === 'sent' ? now : null,
    })
    .where(eq(lmsStatements.id, id));
}

export async function markPending(tx: Db, id: string): Promise<void> {
  await tx.update(lmsStatements).set({ status: 'pending' }).where(eq(lmsStatements.id, id));
}

/** The delivery log, newest first, one page of it. */
export async function listStatements(db: Db, filter: { status?: LmsStatementStatus; page: number; pageSize: number }): Promise<{ items: LmsStatementRow[]; total: number }> {
  const where = filter.status ? eq(lmsStatements.status, filter.status) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(lmsStatements)
      .where(where)
      .orderBy(desc(lmsStatements.createdAt), desc(lmsStatements.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(lmsStatements).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/**
 * What the nightly reconcile compares, for training recorded since `since` (when the LRS was first configured):
 * assignments without an 'assigned' statement, opened ones without an 'experienced' one, completed assignments without a 'completed' one, and quiz attempts
 * without theirs. At most `limit` of each per run.
 */
export async function missingStatements(db: Db, since: Date, limit: number): Promise<{ assigned: string[]; experienced: string[]; completed: string[]; attempts: string[] }> {
  const idsOf = async (query: ReturnType<typeof sql>) => rowsOf<{ id: string }>(await db.execute(query)).map((r) => r.id);
  return {
    assigned: await idsOf(sql`
      SELECT a.id FROM training_assignments a
      WHERE a.assigned_at >= ${since}
        AND NOT EXISTS (SELECT 1 FROM lms_statements s WHERE s.assignment_id = a.id AND s.kind = 'assigned')
      ORDER BY a.assigned_at LIMIT ${limit}`),
    experienced: await idsOf(sql`
      SELECT a.id FROM training_assignments a
      WHERE a.first_opened_at >= ${since}
        AND NOT EXISTS (SELECT 1 FROM lms_statements s WHERE s.assignment_id = a.id AND s.kind = 'experienced')
      ORDER BY a.first_opened_at LIMIT ${limit}`),
    completed: await idsOf(sql`
      SELECT a.id FROM training_assignments a
      WHERE a.status = 'completed' AND a.completed_at >= ${since}
        AND NOT EXISTS (SELECT 1 FROM lms_statements s WHERE s.assignment_id = a.id AND s.kind = 'completed')
      ORDER BY a.completed_at LIMIT ${limit}`),
    attempts: await idsOf(sql`
      SELECT q.id FROM training_quiz_attempts q
      WHERE q.attempted_at >= ${since}
        AND NOT EXISTS (SELECT 1 FROM lms_statements s WHERE s.quiz_attempt_id = q.id)
      ORDER BY q.attempted_at LIMIT ${limit}`),
  };
}

/** Failed statements back to pending, and every pending one: the ids to (re-)enqueue. */
export async function undeliveredStatements(tx: Db, limit: number): Promise<string[]> {
  await tx.execute(sql`UPDATE lms_statements SET status = 'pending' WHERE id IN (SELECT id FROM lms_statements WHERE status = 'failed' ORDER BY created_at LIMIT ${limit})`);
  return rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM lms_statements WHERE status = 'pending' ORDER BY created_at LIMIT ${limit}`)).map((r) => r.id);
}
