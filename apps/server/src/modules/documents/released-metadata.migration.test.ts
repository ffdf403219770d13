import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../../platform/db/client.ts';
import { migrate, MIGRATIONS_DIR } from '../../platform/db/migrate.ts';

// Migration 0018 on a database whose documents were written before it: an effective one, and one whose next draft
// had already changed its metadata (the released values survive only in the audit trail and the effective record).
const MIGRATION = '0018_released_metadata.sql';
let dir: string;
let database: Database;
const ids = { user: crypto.randomUUID(), c1: crypto.randomUUID(), c2: crypto.randomUUID(), d1: crypto.randomUUID(), effective: crypto.randomUUID(), drafted: crypto.randomUUID() };
const versions = { effective: crypto.randomUUID(), drafted1: crypto.randomUUID(), drafted2: crypto.randomUUID() };

async function insertDocument(id: string, fields: { title: string; description: string; category: string; status: string; label: string; reason: string }) {
  await database.db.execute(sql`INSERT INTO documents (id, doc_number, title, document_type, category_id, department_id, description, keywords,
      status, version_label, author_id, created_by, updated_by, change_reason, is_locked, effective_date, review_date)
    VALUES (${id}, ${`DOC-${id.slice(0, 8)}`}, ${fields.title}, 'SOP', ${fields.category}, ${ids.d1}, ${fields.description}, ARRAY['kw'],
      ${fields.status}, ${fields.label}, ${ids.user}, ${ids.user}, ${ids.user}, ${fields.reason}, ${fields.status === 'effective'}, '2031-01-01', '2032-01-01')`);
}

async function insertVersion(id: string, documentId: string, revision: number, label: string, status: string, text: string) {
  await database.db.execute(sql`INSERT INTO document_versions (id, document_id, revision, version_label, status, extracted_text, created_by)
    VALUES (${id}, ${documentId}, ${revision}, ${label}, ${status}, ${text}, ${ids.user})`);
}

async function audit(documentId: string, action: string, values: { old?: unknown; new?: unknown; reason?: string }) {
  await database.db.execute(sql`INSERT INTO audit_events (actor_id, actor_name, action, entity_type, entity_id, old_values, new_values, reason)
    VALUES (${ids.user}, 'Ann Author', ${action}, 'document', ${documentId}, ${values.old ? JSON.stringify(values.old) : null}::jsonb,
      ${values.new ? JSON.stringify(values.new) : null}::jsonb, ${values.reason ?? null})`);
}

async function writeHistory() {
  const { user, c1, c2, d1, effective, drafted } = ids;
  await database.db.execute(sql`INSERT INTO users (id, name, email, role) VALUES (${user}, 'Ann Author', 'ann@example.test', 'author')`);
  await database.db.execute(sql`INSERT INTO categories (id, name, retention_days) VALUES (${c1}, 'Released category', 365), (${c2}, 'Draft category', 365)`);
  await database.db.execute(sql`INSERT INTO departments (id, name) VALUES (${d1}, 'Quality')`);

  await insertDocument(effective, { title: 'Sterile filling', description: 'In force', category: c1, status: 'effective', label: '0.01', reason: 'First issue' });
  await insertVersion(versions.effective, effective, 1, '0.01', 'effective', 'filling text');
  await database.db.execute(sql`UPDATE documents SET current_version_id = ${versions.effective}, effective_version_id = ${versions.effective} WHERE id = ${effective}`);

  await insertDocument(drafted, { title: 'Zeppelin draft title', description: 'Draft description', category: c2, status: 'draft', label: '0.02', reason: 'Rework' });
  await insertVersion(versions.drafted1, drafted, 1, '0.01', 'effective', 'released text');
  await insertVersion(versions.drafted2, drafted, 2, '0.02', 'draft', 'released text');
  await database.db.execute(sql`UPDATE documents SET current_version_id = ${versions.drafted2}, effective_version_id = ${versions.drafted1} WHERE id = ${drafted}`);
  await database.db.execute(sql`INSERT INTO effective_records (document_id, version_id, doc_number, version_label, title, department, effective_date, review_period_months, next_review_date, created_by)
    VALUES (${drafted}, ${versions.drafted1}, 'DOC', '0.01', 'Granulation', 'Quality', '2026-03-01', 12, '2027-03-01', ${user})`);
  await audit(drafted, 'Document Created', { new: { title: 'Granulation', description: 'Released description', categoryId: c1, changeReason: 'First issue' } });
  await audit(drafted, 'Document Updated', { old: { changeReason: 'First issue' }, new: { changeReason: 'Clarified scope' } });
  await audit(drafted, 'Internal Assessment Completed', { new: { status: 'effective', changeReason: 'Not a document change reason' } });
  await audit(drafted, 'Document Made Effective', { old: { status: 'internal-assessment' }, new: { status: 'effective' } });
  await audit(drafted, 'New Version Started', { old: { status: 'effective' }, new: { status: 'draft', version: '0.02' }, reason: 'Rework' });
  await audit(drafted, 'Document Updated', { old: { title: 'Granulation', description: 'Released description', categoryId: c1, status: 'draft' }, new: { title: 'Zeppelin first draft' } });
  await audit(drafted, 'Document Updated', { old: { title: 'Zeppelin first draft' }, new: { title: 'Zeppelin draft title' } });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'attest-migrations-'));
  for (const file of (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.+\.sql$/.test(f) && f < MIGRATION)) {
    await copyFile(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  }
  database = await openDatabase({ kind: 'pglite' });
  await migrate(database, dir);
  await writeHistory();
  await copyFile(path.join(MIGRATIONS_DIR, MIGRATION), path.join(dir, MIGRATION));
  expect(await migrate(database, dir)).toEqual([MIGRATION]);
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const releasedOf = async (id: string) =>
  rowsOf<{ m: Record<string, unknown> }>(await database.db.execute(sql`SELECT released_metadata AS m FROM documents WHERE id = ${id}`))[0]!.m;
const matches = async (id: string, column: 'search' | 'released_search', word: string) =>
  rowsOf<{ hit: boolean }>(await database.db.execute(sql`SELECT ${sql.raw(column)} @@ to_tsquery('english', ${word}) AS hit FROM documents WHERE id = ${id}`))[0]!.hit;

describe('migration 0018 on existing documents', () => {
  it('records an effective document’s own metadata', async () => {
    expect(await releasedOf(ids.effective)).toMatchObject({ title: 'Sterile filling', description: 'In force', categoryId: ids.c1, status: 'effective', versionLabel: '0.01', changeReason: 'First issue', keywords: ['kw'], isLocked: true });
  });

  it('rebuilds a drafted document’s released metadata from the audit trail and its effective record [REQ:A11-17]', async () => {
    expect(await releasedOf(ids.drafted)).toMatchObject({
      title: 'Granulation',
      description: 'Released description',
      categoryId: ids.c1,
      departmentId: ids.d1,
      changeReason: 'Clarified scope',
      status: 'effective',
      versionLabel: '0.01',
      isLocked: true,
      effectiveDate: '2026-03-01',
      reviewDate: '2027-03-01',
      reviewPeriodMonths: 12,
      updatedBy: ids.user,
    });
  });

  it('searches the drafted document’s released words only for those who may not see the draft', async () => {
    expect(await matches(ids.drafted, 'released_search', 'zeppelin')).toBe(false);
    expect(await matches(ids.drafted, 'released_search', 'granulation')).toBe(true);
    expect(await matches(ids.drafted, 'search', 'zeppelin')).toBe(true);
  });
});
