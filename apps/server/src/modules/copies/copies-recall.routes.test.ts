import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CopyStatusResponse, DocumentDetail, PrintResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, makeEffective, releaseSignature } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { closeCopyStampPool } from './copy-stamp-pool.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;

async function effectiveDocument(docNumber: string): Promise<DocumentDetail> {
  const ref = await referenceIds(as.author);
  const meta = { docNumber, title: `Recall ${docNumber}`, categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, description: 'Printed', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  const { body, contentType } = multipart(meta, { name: 'p.pdf', content: await readFile(`${CORPUS}/pdf/alphatrans.pdf`) });
  const uploaded = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const doc = uploaded.json<DocumentDetail>();
  await makeEffective(as, doc.id);
  return doc;
}

const print = async (id: string, copies: number, controlled: boolean) => {
  const response = await as.coordinator.request('POST', `/api/documents/${id}/print`, { copies, purpose: 'Shop floor', controlled, holder: 'Line 3 lead', location: 'Line 3' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PrintResponse>().copies.map((c) => c.id);
};
const statusOf = async (copyId: string) =>
  rowsOf<{ status: string }>(await t.database.db.execute(sql`SELECT status FROM document_copies WHERE id = ${copyId}`))[0]!.status;
const page = async (copyId: string, client: keyof typeof as = 'user') => (await as[client].request('GET', `/api/copies/${copyId}`)).json<CopyStatusResponse>();
const recallEvents = async (documentId: string) =>
  rowsOf<{ n: string | number }>(await t.database.db.execute(sql`SELECT count(*) AS n FROM audit_events WHERE entity_id = ${documentId} AND action = 'Controlled Copies To Recall'`))[0]!.n;

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
});
afterAll(async () => {
  await t.close();
  await Promise.all([closeExtractionPool(), closeCopyStampPool()]);
});

describe('recalling controlled copies', () => {
  it('marks the old version’s issued controlled copies to recall when the next version becomes effective', async () => {
    const doc = await effectiveDocument('RC-1');
    const controlled = await print(doc.id, 2, true);
    const [uncontrolled] = await print(doc.id, 1, false);
    expect((await page(controlled[0]!)).status).toBe('current');

    expect((await act(as.author, doc.id, { action: 'new_version', comment: 'Annual update' })).statusCode).toBe(200);
    // A draft behind the version in force changes nothing for the paper.
    expect(await statusOf(controlled[0]!)).toBe('issued');
    await makeEffective(as, doc.id);

    for (const id of controlled) expect(await statusOf(id)).toBe('to-recall');
    expect(await statusOf(uncontrolled!)).toBe('issued');
    const seen = await page(controlled[1]!);
    expect(seen).toMatchObject({ status: 'superseded', details: { versionLabel: '1', copyStatus: 'to-recall' } });
    // SOP releases are numbered by release: the replacement is Effective v2.
    expect(seen.details?.replacedBy?.versionLabel).toBe('2');
    expect(Number(await recallEvents(doc.id))).toBe(1);
  });

  it('recalls them when the document is made obsolete, and refuses to print it afterwards', async () => {
    const doc = await effectiveDocument('RC-2');
    const [copy] = await print(doc.id, 1, true);
    const obsolete = await act(as.admin, doc.id, { action: 'mark_obsolete', comment: 'Process retired', signature: await releaseSignature(as.admin, 'admin@attest.local', 'retired') });
    expect(obsolete.statusCode, obsolete.body).toBe(200);
    expect(await statusOf(copy!)).toBe('to-recall');
    // Role user no longer sees an obsolete document: the number and status only; the administrator sees it all.
    expect(await page(copy!)).toEqual({ docNumber: 'RC-2', status: 'recalled' });
    expect(await page(copy!, 'admin')).toMatchObject({ status: 'recalled', details: { copyStatus: 'to-recall', replacedBy: null } });
    expect(Number(await recallEvents(doc.id))).toBe(1);
    const again = await as.coordinator.request('POST', `/api/documents/${doc.id}/print`, { copies: 1, purpose: 'x', controlled: true, holder: 'Ann', location: 'Lab 2' });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('PRINT_NOT_RELEASED');
  });

  it('recalls them when the document is archived, and a restore does not reissue them', async () => {
    const doc = await effectiveDocument('RC-ARCH');
    const [copy] = await print(doc.id, 1, true);
    const archived = await as.admin.request('POST', `/api/documents/${doc.id}/archive`, { reason: 'Moved to another site' });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await statusOf(copy!)).toBe('to-recall');
    expect(await page(copy!, 'admin')).toMatchObject({ status: 'recalled', details: { copyStatus: 'to-recall' } });
    expect(Number(await recallEvents(doc.id))).toBe(1);
    const notices = rowsOf<{ message: string }>(await t.database.db.execute(sql`SELECT message FROM notifications WHERE action_url LIKE ${`/copies?status=to-recall&document=${doc.id}`}`));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices[0]!.message).toContain('RC-ARCH v1 was archived: recall controlled copy');
  });

  it('keeps the print log as written: a print never changes, a copy only moves its status forward', async () => {
    const doc = await effectiveDocument('RC-LOG');
    const [copy] = await print(doc.id, 1, true);
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.database.db.execute(statement).then(
        () => 'changed',
        (e: Error) => (e.cause instanceof Error ? e.cause.message : e.message),
      );
    expect(await refusal(sql`UPDATE document_prints SET purpose = 'Something else' WHERE document_id = ${doc.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM document_prints WHERE document_id = ${doc.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM document_copies WHERE id = ${copy!}`)).toMatch(/append-only/);
    expect(await refusal(sql`UPDATE document_copies SET number = 99 WHERE id = ${copy!}`)).toMatch(/only a copy's status/);
    expect(await refusal(sql`UPDATE document_copies SET status = 'destroyed', status_changed_at = now() WHERE id = ${copy!}`)).toBe('changed');
    expect(await refusal(sql`UPDATE document_copies SET status = 'issued' WHERE id = ${copy!}`)).toMatch(/cannot go from destroyed to issued/);
  });
});
