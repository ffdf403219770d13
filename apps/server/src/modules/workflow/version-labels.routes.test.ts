import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DocumentDetail, SignatureRecord, SignatureValidation } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, documentOf, makeEffective, releaseSignature } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
let docx: Buffer;
let counter = 0;

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  docx = await readFile(`${CORPUS}/docx/tables.docx`);
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

async function upload(documentType: string, extra: Record<string, unknown> = {}): Promise<DocumentDetail> {
  const meta = { docNumber: `LBL-${++counter}`, title: `Labels ${counter}`, documentType, ...ids, description: 'd', changeReason: 'New', effectiveDate: '2026-12-01', reviewDate: '2027-12-01', gxpImpact: true, trainingRequired: false, ...extra };
  const { body, contentType } = multipart(meta, { name: 'tables.docx', content: docx });
  const response = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<DocumentDetail>();
}

async function replaceFile(client: typeof as.author, doc: DocumentDetail): Promise<DocumentDetail> {
  const { body, contentType } = multipart({ changeSummary: 'Reworded', rowVersion: doc.rowVersion }, { name: 'tables.docx', content: docx });
  const response = await client.request('POST', `/api/documents/${doc.id}/file`, body, { 'content-type': contentType });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<DocumentDetail>();
}

const versionsOf = (doc: DocumentDetail) => [...doc.versions].sort((a, b) => a.revision - b.revision).map((v) => [v.label, v.status]);

describe('version labels', () => {
  it('an SOP is 0.01 as a draft, Effective 1 once released, 1.01 toward its next release, then 2; the replaced one is superseded, a draft never released withdrawn', async () => {
    let doc = await upload('SOP');
    expect(doc.version).toBe('0.01');
    doc = await replaceFile(as.author, doc);
    expect(doc.version).toBe('0.02');
    await makeEffective(as, doc.id);
    doc = await documentOf(as.admin, doc.id);
    expect(doc.version).toBe('1');
    expect(versionsOf(doc)).toEqual([['0.01', 'withdrawn'], ['1', 'effective']]);

    expect((await act(as.author, doc.id, { action: 'new_version', comment: 'Yearly update' })).statusCode).toBe(200);
    doc = await documentOf(as.admin, doc.id);
    expect(doc.version).toBe('1.01');
    await makeEffective(as, doc.id);
    doc = await documentOf(as.admin, doc.id);
    expect(doc.version).toBe('2');
    expect(versionsOf(doc)).toEqual([['0.01', 'withdrawn'], ['1', 'superseded'], ['2', 'effective']]);

    const records = rowsOf<{ version_label: string; status: string }>(
      await t.database.db.execute(sql`SELECT version_label, status FROM effective_records WHERE document_id = ${doc.id} ORDER BY created_at`),
    );
    expect(records).toEqual([{ version_label: '1', status: 'superseded' }, { version_label: '2', status: 'active' }]);

    // The signatures given while the versions carried their draft labels still verify.
    const signatures = (await as.admin.request('GET', `/api/documents/${doc.id}/signatures`)).json<SignatureRecord[]>();
    expect(signatures.length).toBeGreaterThanOrEqual(2);
    for (const s of signatures) expect((await as.admin.request('GET', `/api/signatures/${s.id}/verify`)).json<SignatureValidation>().isValid).toBe(true);

    // The release says which label the version took.
    const [event] = rowsOf<{ new_values: { releasedAs?: { old: string; new: string } } }>(
      await t.database.db.execute(sql`SELECT new_values FROM audit_events WHERE entity_id = ${doc.id} AND action = 'Document Made Effective' ORDER BY seq DESC LIMIT 1`),
    );
    expect(event?.new_values.releasedAs).toEqual({ old: '1.01', new: '2' });
  });

  it('a retired SOP keeps its last release Obsolete; a work instruction keeps major.minor', async () => {
    let doc = await upload('SOP');
    await makeEffective(as, doc.id);
    expect((await act(as.admin, doc.id, { action: 'mark_obsolete', comment: 'Process discontinued', signature: await releaseSignature(as.admin, 'admin@attest.local', 'retired') })).statusCode).toBe(200);
    doc = await documentOf(as.admin, doc.id);
    expect(versionsOf(doc)).toEqual([['1', 'obsolete']]);

    doc = await upload('WI', { version: '1.0' });
    await makeEffective(as, doc.id);
    doc = await documentOf(as.admin, doc.id);
    expect(versionsOf(doc)).toEqual([['1.0', 'effective']]);
    expect((await act(as.author, doc.id, { action: 'new_version', comment: 'Update' })).statusCode).toBe(200);
    expect((await documentOf(as.admin, doc.id)).version).toBe('1.1');
  });
});
