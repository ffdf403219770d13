import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DocumentDetail } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { act, documentOf, makeEffective } from '../../../test/workflow-helpers.ts';
import { quickCreate, quickCreateWithFile, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
});
afterAll(() => t.close());

/** Edit SOP with the fields the document has now, plus `changes`. */
async function edit(client: TestClient, id: string, changes: Record<string, unknown>) {
  const d = await documentOf(client, id);
  return client.request('PUT', `/api/documents/${id}`, { title: d.title, ...ids, rowVersion: d.rowVersion, ...changes });
}

describe('Previous Document Number (spec 02 §2 Information → General)', () => {
  it('is empty on a new document and set when it is created with one', async () => {
    expect((await quickCreate(as.author, ids)).previousDocNumber).toBe('');
    expect((await quickCreate(as.author, ids, { previousDocNumber: ' QA-OLD-017 ' })).previousDocNumber).toBe('QA-OLD-017');
  });

  it('is set in Edit SOP, audited old to new; left out it stays, empty clears it', async () => {
    const doc = await quickCreate(as.author, ids, { title: 'Line clearance' });
    const set = await edit(as.author, doc.id, { previousDocNumber: 'PRD-0042' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<DocumentDetail>().previousDocNumber).toBe('PRD-0042');
    const [event] = rowsOf<{ old_values: Record<string, unknown>; new_values: Record<string, unknown> }>(
      await t.database.db.execute(sql`SELECT old_values, new_values FROM audit_events WHERE action = 'Document Updated' AND entity_id = ${doc.id}`),
    );
    expect(event).toMatchObject({ old_values: { previousDocNumber: '' }, new_values: { previousDocNumber: 'PRD-0042' } });
    expect((await edit(as.author, doc.id, { description: 'Kept' })).json<DocumentDetail>().previousDocNumber).toBe('PRD-0042');
    expect((await edit(as.author, doc.id, { previousDocNumber: '' })).json<DocumentDetail>().previousDocNumber).toBe('');
  });

  it('refuses a number longer than a document number may be', async () => {
    const doc = await quickCreate(as.author, ids);
    expect((await edit(as.author, doc.id, { previousDocNumber: 'X'.repeat(61) })).statusCode).toBe(400);
  });

  it("shows a reader the released version's number while a new draft changes it", async () => {
    const doc = await quickCreateWithFile(as.author, ids, { title: 'Tablet press changeover', previousDocNumber: 'TP-OLD-1' });
    await makeEffective(as, doc.id);
    expect((await act(as.author, doc.id, { action: 'new_version', comment: 'Rework' })).statusCode).toBe(200);
    expect((await edit(as.author, doc.id, { previousDocNumber: 'TP-OLD-2' })).statusCode).toBe(200);
    expect((await documentOf(as.user, doc.id)).previousDocNumber).toBe('TP-OLD-1');
    expect((await documentOf(as.author, doc.id)).previousDocNumber).toBe('TP-OLD-2');
  });
});
