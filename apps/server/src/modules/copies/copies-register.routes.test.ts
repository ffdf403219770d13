import { readFile } from 'node:fs/promises';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY_CSV_COLUMNS, CopyListQuery, type CopyListItem, type CopyListResponse, type DashboardResponse, type DocumentDetail, type PrintResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, errorOf, startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, makeEffective } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { closeCopyStampPool } from './copy-stamp-pool.ts';
import { listCopies } from './copies-list.repo.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
const id: Record<string, string> = {};
let docA: DocumentDetail;
let docB: DocumentDetail;
/** docA: 3 controlled copies held by the role user in the QC lab, then 1 uncontrolled. docB: 2 controlled, free-text holder. */
const copies: Record<'aControlled' | 'aUncontrolled' | 'bControlled', string[]> = { aControlled: [], aUncontrolled: [], bControlled: [] };

const rows = async <T>(query: SQL) => rowsOf<T>(await t.database.db.execute(query));
const count = async (query: SQL) => Number((await rows<{ n: number | string }>(query))[0]!.n);

async function effectiveDocument(docNumber: string): Promise<DocumentDetail> {
  const ref = await referenceIds(as.author);
  const meta = { docNumber, title: `Register ${docNumber}`, categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, description: 'Printed', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  const { body, contentType } = multipart(meta, { name: 'p.pdf', content: await readFile(`${CORPUS}/pdf/alphatrans.pdf`) });
  const uploaded = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const doc = uploaded.json<DocumentDetail>();
  await makeEffective(as, doc.id);
  return doc;
}

async function print(docId: string, body: Record<string, unknown>): Promise<string[]> {
  const response = await as.coordinator.request('POST', `/api/documents/${docId}/print`, { purpose: 'Shop floor', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PrintResponse>().copies.map((c) => c.id);
}

const list = async (query: string, client: TestClient = as.coordinator) => {
  const response = await client.request('GET', `/api/copies?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CopyListResponse>();
};
const reconcile = (copyId: string, body: Record<string, unknown>, client: TestClient = as.coordinator) => client.request('POST', `/api/copies/${copyId}/reconcile`, body);
const statusCounts = async (where: SQL) => {
  const found = await rows<{ status: string; n: number | string }>(sql`SELECT c.status, count(*) AS n FROM document_copies c JOIN document_prints p ON p.id = c.print_id WHERE ${where} GROUP BY c.status`);
  return { issued: 0, 'to-recall': 0, returned: 0, destroyed: 0, ...Object.fromEntries(found.map((r) => [r.status, Number(r.n)])) };
};

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  for (const [key, client] of Object.entries(as)) id[key] = (await client.request('GET', '/api/auth/session')).json<{ user: { id: string } }>().user.id;
  docA = await effectiveDocument('REG-A');
  docB = await effectiveDocument('REG-B');
  copies.aControlled = await print(docA.id, { copies: 3, controlled: true, holderUserId: id.user, holder: 'ignored when a user is named', location: 'QC lab' });
  copies.aUncontrolled = await print(docA.id, { copies: 1, controlled: false });
  copies.bControlled = await print(docB.id, { copies: 2, controlled: true, holder: '=HYPERLINK("http://evil.example")', location: 'Line 2' });
}, 180_000);
afterAll(async () => {
  await t.close();
  await Promise.all([closeExtractionPool(), closeCopyStampPool()]);
});

describe('a holder who is a user', () => {
  it('stores the user and their name as the holder, and audits it', async () => {
    const [stored] = await rows<{ holder: string; holder_user_id: string }>(sql`SELECT holder, holder_user_id FROM document_prints WHERE document_id = ${docA.id} AND controlled`);
    const [user] = await rows<{ name: string }>(sql`SELECT name FROM users WHERE id = ${id.user}`);
    expect(stored).toEqual({ holder: user!.name, holder_user_id: id.user });
    const [event] = await rows<{ new_values: { holder: string; holderUserId: string } }>(
      sql`SELECT new_values FROM audit_events WHERE entity_id = ${docA.id} AND action = 'Controlled Copy Printed'`,
    );
    expect(event!.new_values).toMatchObject({ holder: user!.name, holderUserId: id.user });
  });

  it('refuses an inactive or unknown user as holder with 400 COPY_HOLDER_NOT_ACTIVE, logging nothing', async () => {
    const [inactive] = await rows<{ id: string }>(sql`INSERT INTO users (name, email, role, status) VALUES ('Gone Holder', 'gone.holder@attest.local', 'user', 'inactive') RETURNING id`);
    const before = await count(sql`SELECT count(*) AS n FROM document_prints`);
    for (const holderUserId of [inactive!.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await as.coordinator.request('POST', `/api/documents/${docA.id}/print`, { copies: 1, purpose: 'x', controlled: true, holderUserId });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'COPY_HOLDER_NOT_ACTIVE', message: 'The holder must be an active user.' });
    }
    expect(await count(sql`SELECT count(*) AS n FROM document_prints`)).toBe(before);
  });
});

describe('the copies register', () => {
  it('pages newest print first, by number within a print, with the total and per-status counts', async () => {
    const first = await list(`document=${docA.id}&pageSize=2`);
    const second = await list(`document=${docA.id}&pageSize=2&page=2`);
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(2);
    // The uncontrolled print came last, so it leads; then the controlled print's copies 1, 2, 3.
    expect([...first.items, ...second.items].map((c) => c.id)).toEqual([...copies.aUncontrolled, ...copies.aControlled]);
    expect([...first.items, ...second.items].map((c) => `${c.controlled ? 'C' : 'U'}${c.number}`)).toEqual(['U1', 'C1', 'C2', 'C3']);
    expect(first.items[1]).toMatchObject({ document: { id: docA.id, docNumber: 'REG-A' }, versionLabel: '1', purpose: 'Shop floor', location: 'QC lab', status: 'issued', statusReason: null });
    expect(first.counts).toEqual(await statusCounts(sql`p.document_id = ${docA.id}`));
  });

  it('filters by kind, status and text, and counts per status with the status filter left out', async () => {
    const controlled = await list(`document=${docA.id}&controlled=true`);
    expect(controlled.items.map((c) => c.id)).toEqual(copies.aControlled);
    expect(controlled.counts).toEqual(await statusCounts(sql`p.document_id = ${docA.id} AND c.controlled`));
    expect((await list(`q=line 2`)).items.map((c) => c.id)).toEqual(copies.bControlled);
    expect((await list(`q=REG-B`)).items.map((c) => c.id)).toEqual(copies.bControlled);
    // A LIKE wildcard is taken literally.
    expect((await list(`q=%25`)).total).toBe(0);
    const recalled = await list(`document=${docB.id}&status=to-recall`);
    expect(recalled.total).toBe(0);
    expect(recalled.counts.issued).toBe(2);
  });

  it('does not list copies of documents the viewer may not see', async () => {
    const hidden = await effectiveDocument('REG-HIDDEN');
    const [copy] = await print(hidden.id, { copies: 1, controlled: true, holder: 'Ann', location: 'Lab 2' });
    await t.database.db.execute(sql`UPDATE documents SET status = 'archived' WHERE id = ${hidden.id}`);
    const query = CopyListQuery.parse({ document: hidden.id });
    expect((await listCopies(t.database.db, query, { kind: 'all' })).items.map((c) => c.id)).toEqual([copy]);
    const released = await listCopies(t.database.db, query, { kind: 'released' });
    expect(released.items).toEqual([]);
    expect(released.counts.issued).toBe(0);
  });

  it('is for those who print controlled copies only', async () => {
    for (const client of [as.author, as.user, as.reviewer, as.approver]) {
      expect((await client.request('GET', '/api/copies')).statusCode).toBe(403);
      expect((await client.request('GET', '/api/copies/export.csv')).statusCode).toBe(403);
      expect((await reconcile(copies.bControlled[0]!, { outcome: 'returned', reason: 'x' }, client)).statusCode).toBe(403);
    }
    expect((await as.admin.request('GET', '/api/copies')).statusCode).toBe(200);
  });
});

describe('the CSV export', () => {
  it('has the register’s columns and rows, guards formulas, and is audited', async () => {
    const response = await as.coordinator.request('GET', `/api/copies/export.csv?document=${docB.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/controlled-copies-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(COPY_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(lines).toHaveLength(3);
    const [coordinator] = await rows<{ name: string }>(sql`SELECT name FROM users WHERE id = ${id.coordinator}`);
    const cells = lines[1]!.slice(1, -1).split('","');
    expect(cells).toHaveLength(COPY_CSV_COLUMNS.length);
    expect(cells.slice(0, 11)).toEqual([copies.bControlled[0], 'REG-B', 'Register REG-B', '1', 'Controlled', '1', 'issued', `'=HYPERLINK(""http://evil.example"")`, 'Line 2', 'Shop floor', coordinator!.name]);
    expect(cells[11]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [event] = await rows<{ new_values: { rowCount: number; filters: Record<string, string> }; entity_id: string }>(
      sql`SELECT new_values, entity_id FROM audit_events WHERE action = 'Controlled Copies Exported' ORDER BY seq DESC LIMIT 1`,
    );
    expect(event).toMatchObject({ entity_id: docB.id, new_values: { rowCount: 2, filters: { document: docB.id } } });
  });
});

describe('returning and destroying controlled copies', () => {
  it('asks for a reason', async () => {
    const response = await reconcile(copies.bControlled[0]!, { outcome: 'returned', reason: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields?: Record<string, string> } }>().error.fields?.reason).toBe('Please give a reason.');
  });

  it('records who, when and why, audits it, and refuses a second time or an uncontrolled copy with 409 [REQ:FR-CPY-2]', async () => {
    const copyId = copies.bControlled[0]!;
    const response = await reconcile(copyId, { outcome: 'returned', reason: 'Brought back by line lead' });
    expect(response.statusCode, response.body).toBe(200);
    const [coordinator] = await rows<{ name: string }>(sql`SELECT name FROM users WHERE id = ${id.coordinator}`);
    expect(response.json<CopyListItem>()).toMatchObject({ id: copyId, status: 'returned', statusReason: 'Brought back by line lead', statusChangedBy: coordinator!.name });
    expect(response.json<CopyListItem>().statusChangedAt).not.toBeNull();
    const [stored] = await rows<{ status: string; status_changed_by: string }>(sql`SELECT status, status_changed_by FROM document_copies WHERE id = ${copyId}`);
    expect(stored).toEqual({ status: 'returned', status_changed_by: id.coordinator });
    const [event] = await rows<{ entity_id: string; old_values: unknown; new_values: unknown }>(
      sql`SELECT entity_id, old_values, new_values FROM audit_events WHERE action = 'Controlled Copy Returned' ORDER BY seq DESC LIMIT 1`,
    );
    expect(event).toEqual({ entity_id: docB.id, old_values: { status: 'issued' }, new_values: { copyId, number: 1, version: '1', reason: 'Brought back by line lead' } });

    const again = await reconcile(copyId, { outcome: 'destroyed', reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('COPY_ALREADY_RECONCILED');
    const uncontrolled = await reconcile(copies.aUncontrolled[0]!, { outcome: 'destroyed', reason: 'Shredded' });
    expect(uncontrolled.statusCode).toBe(409);
    expect(errorCode(uncontrolled)).toBe('COPY_NOT_CONTROLLED');
    expect(await count(sql`SELECT count(*) AS n FROM audit_events WHERE action IN ('Controlled Copy Returned', 'Controlled Copy Destroyed')`)).toBe(1);
    expect((await reconcile('00000000-0000-4000-8000-000000000000', { outcome: 'returned', reason: 'x' })).statusCode).toBe(404);
  });

  it('the database still refuses a status going back, and a reason or person changed without a status change', async () => {
    const copyId = copies.bControlled[0]!;
    const refusal = (statement: SQL) =>
      t.database.db.execute(statement).then(
        () => 'changed',
        (e: Error) => (e.cause instanceof Error ? e.cause.message : e.message),
      );
    expect(await refusal(sql`UPDATE document_copies SET status = 'issued' WHERE id = ${copyId}`)).toMatch(/cannot go from returned to issued/);
    expect(await refusal(sql`UPDATE document_copies SET status_reason = 'Rewritten' WHERE id = ${copyId}`)).toMatch(/change only with the status/);
    expect(await refusal(sql`UPDATE document_copies SET status_changed_by = ${id.admin} WHERE id = ${copyId}`)).toMatch(/change only with the status/);
    expect(await refusal(sql`UPDATE document_copies SET number = 42 WHERE id = ${copyId}`)).toMatch(/only a copy's status/);
  });
});

describe('recalling: notices and the dashboard card', () => {
  it('tells the holder about their copies and everyone who prints controlled copies about the list, in the app and by e-mail', async () => {
    expect((await act(as.author, docA.id, { action: 'new_version', comment: 'Annual update' })).statusCode).toBe(200);
    await makeEffective(as, docA.id);
    const [{ next } = { next: '' }] = await rows<{ next: string }>(sql`SELECT v.version_label AS next FROM documents d JOIN document_versions v ON v.id = d.effective_version_id WHERE d.id = ${docA.id}`);
    // SOP releases are numbered by release: Effective v1 is replaced by Effective v2.
    expect(next).toBe('2');
    const link = `/copies?status=to-recall&document=${docA.id}`;
    // Holders open the document (the Controlled Copies screen is not theirs); stewards open the register.
    const holderLink = `/documents/${docA.id}`;
    const notices = await rows<{ user_id: string; message: string; id: string; action_url: string }>(
      sql`SELECT user_id, message, id, action_url FROM notifications WHERE title = 'Controlled copies to recall' AND action_url IN (${link}, ${holderLink})`,
    );
    const toHolder = notices.filter((n) => n.action_url === holderLink);
    expect(toHolder.map((n) => n.user_id)).toEqual([id.user]);
    expect(toHolder.map((n) => n.message)).toEqual([`REG-A v1 was superseded by v${next}: please return your controlled copies 1, 2, 3 to document control.`]);
    const stewards = (await rows<{ id: string }>(sql`SELECT id FROM users WHERE status = 'active' AND role IN ('admin', 'document_coordinator')`)).map((r) => r.id).sort();
    expect(stewards).toEqual(expect.arrayContaining([id.admin, id.coordinator]));
    const toStewards = notices.filter((n) => n.action_url === link);
    expect(toStewards.map((n) => n.user_id).sort()).toEqual(stewards);
    const [holderName] = await rows<{ name: string }>(sql`SELECT name FROM users WHERE id = ${id.user}`);
    for (const n of toStewards) {
      expect(n.message).toBe(
        `REG-A v1 was superseded by v${next}: recall controlled copies 1, 2, 3. Holders: 1: ${holderName!.name}, QC lab; 2: ${holderName!.name}, QC lab; 3: ${holderName!.name}, QC lab.`,
      );
    }
    // E-mail is queued with each notice (the demo users keep e-mail notifications on).
    const mailed = await rows<{ recipient: string; subject: string }>(
      sql`SELECT m.recipient, m.subject FROM mail_outbox m JOIN notifications n ON n.id = m.notification_id WHERE n.title = 'Controlled copies to recall' AND n.action_url IN (${link}, ${holderLink})`,
    );
    expect(mailed.map((m) => m.recipient)).toEqual(expect.arrayContaining(['user@attest.local', 'coordinator@attest.local', 'admin@attest.local']));
    expect(mailed.every((m) => m.subject === 'Attest: Controlled copies to recall')).toBe(true);
    const [recalled] = await rows<{ status_reason: string; status_changed_by: string }>(sql`SELECT status_reason, status_changed_by FROM document_copies WHERE id = ${copies.aControlled[0]!}`);
    expect(recalled).toEqual({ status_reason: `Superseded by version ${next}`, status_changed_by: id.admin });
  });

  it('counts copies to recall on the coordinator’s and the administrator’s dashboard, linking to the register', async () => {
    const toRecall = await count(sql`SELECT count(*) AS n FROM document_copies WHERE status = 'to-recall'`);
    expect(toRecall).toBeGreaterThanOrEqual(3);
    for (const client of [as.coordinator, as.admin]) {
      const card = (await client.request('GET', '/api/dashboard')).json<DashboardResponse>().cards.find((c) => c.key === 'copies-to-recall');
      expect(card).toMatchObject({ title: 'Copies to Recall', value: toRecall, unit: 'count', link: { to: 'copies', search: { status: 'to-recall' } } });
      expect((await list(new URLSearchParams(card!.link!.search).toString(), client)).total).toBe(toRecall);
    }
    const authorCards = (await as.author.request('GET', '/api/dashboard')).json<DashboardResponse>().cards;
    expect(authorCards.some((c) => c.key === 'copies-to-recall')).toBe(false);

    // A copy to recall, destroyed where it was, leaves the count.
    const destroyed = await reconcile(copies.aControlled[2]!, { outcome: 'destroyed', reason: 'Shredded on the line' });
    expect(destroyed.json<CopyListItem>()).toMatchObject({ status: 'destroyed', number: 3 });
    const card = (await as.coordinator.request('GET', '/api/dashboard')).json<DashboardResponse>().cards.find((c) => c.key === 'copies-to-recall');
    expect(card?.value).toBe(toRecall - 1);
  });
});
