import { sql, type SQL } from 'drizzle-orm';
import type { MyTrainingAssignment } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { TRAINING_VERSION } from './training-version.ts';

interface Row {
  id: string;
  document_id: string;
  doc_number: string;
  title: string;
  version_id: string;
  version_label: string;
  due_date: string;
  status: 'open' | 'completed';
  completed_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Open past its due date (site calendar) is overdue; open otherwise is assigned. */
export const trainingStatusOf = (row: { status: string; due_date: string }, today: string) =>
  row.status === 'completed' ? 'completed' : row.due_date < today ? 'overdue' : 'assigned';

/** Assignment `a` of the person on the version document `d` trains on, open or completed: what My Training lists. */
const liveAssignmentOf = (userId: string): SQL => sql`a.user_id = ${userId} AND a.status <> 'cancelled' AND a.version_id = ${TRAINING_VERSION}`;

/** Documents `d` on which the person has an open assignment in My Training: the Training Due card and trainingDue=mine. */
export const openTrainingOf = (userId: string): SQL =>
  sql`EXISTS (SELECT 1 FROM training_assignments a WHERE a.document_id = d.id AND a.status = 'open' AND ${liveAssignmentOf(userId)})`;

/** The live (open or completed) assignments of a person, on the versions their documents train on, soonest due first. */
export async function myAssignments(db: Db, userId: string, today: string, only?: { documentId: string }): Promise<MyTrainingAssignment[]> {
  const byDocument: SQL = only ? sql`AND a.document_id = ${only.documentId}` : sql``;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      SELECT a.id, a.document_id, d.doc_number, d.title, a.version_id, v.version_label, a.due_date::text AS due_date, a.status, a.completed_at
      FROM training_assignments a
      JOIN documents d ON d.id = a.document_id
      JOIN document_versions v ON v.id = a.version_id
      WHERE ${liveAssignmentOf(userId)} ${byDocument}
      ORDER BY (a.status = 'completed'), a.due_date, d.doc_number`),
  );
  return rows.map((r) => ({
    id: r.id,
    documentId: r.document_id,
    docNumber: r.doc_number,
    title: r.title,
    versionId: r.version_id,
    versionLabel: r.version_label,
    dueDate: r.due_date,
    status: trainingStatusOf(r, today),
    completedAt: iso(r.completed_at),
  }));
}
