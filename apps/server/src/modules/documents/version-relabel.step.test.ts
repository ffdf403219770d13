import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/client.ts';
import { runDataSteps } from '../../platform/db/data-steps.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { referenceIds, signedInClients, quickCreate } from '../../../test/documents-helpers.ts';
import { relabelVersionsStep } from './version-relabel.step.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

describe('relabelling data made before the numbering rules', () => {
  it('relabels an old SOP history once, with one audit event per changed version, through the sealed trail', async () => {
    const as = await signedInClients(t.app);
    const ref = await referenceIds(as.author);
    const doc = await quickCreate(as.author, { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id }, { title: 'Legacy SOP' });
    const [first] = await q<{ id: string; created_by: string }>(sql`SELECT id, created_by FROM document_versions WHERE document_id = ${doc.id}`);
    // The history as the old rules left it: released 0.01 'obsolete' (superseded), a draft 0.00 never released, 0.01 effective again.
    await t.database.db.execute(sql`UPDATE document_versions SET version_label = '0.01', status = 'obsolete' WHERE id = ${first!.id}`);
    await q<{ id: string }>(sql`INSERT INTO document_versions (document_id, revision, version_label, status, created_by) VALUES (${doc.id}, 2, '0.00', 'draft', ${first!.created_by}) RETURNING id`);
    const [third] = await q<{ id: string }>(sql`INSERT INTO document_versions (document_id, revision, version_label, status, created_by) VALUES (${doc.id}, 3, '0.01', 'effective', ${first!.created_by}) RETURNING id`);
    for (const [versionId, status] of [[first!.id, 'superseded'], [third!.id, 'active']] as const) {
      await t.database.db.execute(sql`INSERT INTO effective_records (document_id, version_id, doc_number, version_label, title, department, effective_date, review_period_months, next_review_date, status, created_by)
        VALUES (${doc.id}, ${versionId}, ${doc.docNumber}, '0.01', 'Legacy SOP', 'QA', '2026-01-01', 12, '2027-01-01', ${status}, ${first!.created_by})`);
    }
    await t.database.db.execute(sql`UPDATE documents SET current_version_id = ${third!.id}, effective_version_id = ${third!.id}, version_label = '0.01', status = 'effective' WHERE id = ${doc.id}`);

    expect(await runDataSteps(t.database.db, [relabelVersionsStep])).toEqual(['0161-version-labels']);
    const versions = await q<{ version_label: string; status: string; earlier_labels: string[] }>(sql`SELECT version_label, status, earlier_labels FROM document_versions WHERE document_id = ${doc.id} ORDER BY revision`);
    expect(versions).toEqual([
      { version_label: '1', status: 'superseded', earlier_labels: ['0.01'] },
      { version_label: '1.01', status: 'withdrawn', earlier_labels: ['0.00'] },
      { version_label: '2', status: 'effective', earlier_labels: ['0.01'] },
    ]);
    expect((await q<{ version_label: string }>(sql`SELECT version_label FROM documents WHERE id = ${doc.id}`))[0]!.version_label).toBe('2');
    expect((await q<{ version_label: string }>(sql`SELECT version_label FROM effective_records WHERE document_id = ${doc.id} ORDER BY version_label`)).map((r) => r.version_label)).toEqual(['1', '2']);

    const events = await q<{ old_values: { version: string }; new_values: { version: string; versionStatus: string } }>(
      sql`SELECT old_values, new_values FROM audit_events WHERE entity_id = ${doc.id} AND action = 'Version Relabelled' ORDER BY seq`,
    );
    expect(events.map((e) => [e.old_values.version, e.new_values.version, e.new_values.versionStatus])).toEqual([
      ['0.01', '1', 'superseded'],
      ['0.00', '1.01', 'withdrawn'],
      ['0.01', '2', 'effective'],
    ]);
    // The trail still verifies: the events were appended and sealed by the audit writer.
    const verify = await as.admin.request('GET', '/api/audit/verify');
    expect(verify.statusCode).toBe(200);
    expect(verify.json<{ intact: boolean }>().intact).toBe(true);

    // Recorded: it never runs again.
    expect(await runDataSteps(t.database.db, [relabelVersionsStep])).toEqual([]);
    expect(await q(sql`SELECT 1 FROM audit_events WHERE entity_id = ${doc.id} AND action = 'Version Relabelled'`)).toHaveLength(3);
  });
});
