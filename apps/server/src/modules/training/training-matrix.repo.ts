import { sql } from 'drizzle-orm';
import type { Role, TrainingMatrix, TrainingMatrixQuery } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { TRAINING_VERSION } from './training-version.ts';
import { trainingStatusOf } from './my-training.repo.ts';

interface Row {
  user_id: string;
  name: string;
  department: string | null;
  role: Role;
  document_id: string;
  doc_number: string;
  title: string;
  version_label: string;
  due_date: string;
  status: 'open' | 'completed';
  completed_at: Date | string | null;
}

/**
 * People × documents: the live assignments of active people on versions in force. A deactivated person leaves the
 * matrix (their records stay); cancelled assignments are history, not cells.
 */
export async function trainingMatrix(db: Db, query: TrainingMatrixQuery, today: string): Promise<TrainingMatrix> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      SELECT u.id AS user_id, u.name, u.department, u.role, d.id AS document_id, d.doc_number, d.title, v.version_label,
             a.due_date::text AS due_date, a.status, a.completed_at
      FROM training_assignments a
      JOIN users u ON u.id = a.user_id AND u.status = 'active'
      JOIN documents d ON d.id = a.document_id
      JOIN document_versions v ON v.id = a.version_id
      WHERE a.status <> 'cancelled' AND a.version_id = ${TRAINING_VERSION}
        ${query.department ? sql`AND u.department = ${query.department}` : sql``}
        ${query.role ? sql`AND u.role = ${query.role}` : sql``}
        ${query.documentId ? sql`AND d.id = ${query.documentId}` : sql``}
      ORDER BY d.doc_number, u.name, u.id`),
  );
  const documents = new Map<string, TrainingMatrix['documents'][number]>();
  const people = new Map<string, TrainingMatrix['people'][number]>();
  const totals = { assigned: 0, completed: 0, overdue: 0 };
  for (const r of rows) {
    documents.set(r.document_id, { id: r.document_id, docNumber: r.doc_number, title: r.title, versionLabel: r.version_label });
    const person = people.get(r.user_id) ?? { id: r.user_id, name: r.name, department: r.department, role: r.role, cells: {} };
    const status = trainingStatusOf(r, today);
    person.cells[r.document_id] = { status, dueDate: r.due_date, completedAt: r.completed_at === null ? null : new Date(r.completed_at).toISOString() };
    people.set(r.user_id, person);
    totals[status] += 1;
  }
  return { documents: [...documents.values()], people: [...people.values()].sort((a, b) => a.name.localeCompare(b.name)), totals };
}
