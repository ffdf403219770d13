import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CopyStatusResponse, DocumentDetail, PrintResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { twoFactorPolicySetting } from '../two-factor/two-factor-policy.ts';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipart, quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, makeEffective, signature } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { restoreSetting } from '../../../test/four-eyes-helpers.ts';
import { pdfPages } from '../../../test/pdf-pages.ts';
import { qrCodesOnPage } from '../../../test/pdf-qr.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { closeCopyStampPool } from './copy-stamp-pool.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let doc: DocumentDetail;
let sourcePages: number;
/** A copy is the record's pages, then its signature page and its revision history page (P11-50). */
let copyPages: number;

/** The QR code on one page, as a phone would read it. */
const qrOnPage = async (data: Buffer | Uint8Array, pageNumber: number): Promise<string | undefined> => (await qrCodesOnPage(data, pageNumber))[0];

async function upload(docNumber: string, file: { name: string; content: Buffer }): Promise<DocumentDetail> {
  const meta = { docNumber, title: `Copies ${docNumber}`, categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, description: 'Printed', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  const { body, contentType } = multipart(meta, file);
  const uploaded = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return uploaded.json<DocumentDetail>();
}

/** Every controlled copy has a holder with a location. */
const [HOLDER, LOCATION] = ['Line 3 lead', 'Line 3'];
const fieldsOf = (response: { json: <T>() => T }) => response.json<{ error: { fields?: Record<string, string> } }>().error.fields ?? {};
const printCount = async () => Number(rowsOf<{ n: string | number }>(await t.database.db.execute(sql`SELECT count(*) AS n FROM document_prints`))[0]!.n);

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://attest.example' });
  // Over https administrators must sign in with a second factor unless the policy says otherwise: these tests are
  // about copies, so no role needs one here (two-factor.routes.test.ts tests the policy).
  await restoreSetting(t.app, twoFactorPolicySetting(t.config), { requiredRoles: [] });
  as = await signedInClients(t.app);
  ref = await referenceIds(as.author);
  // Three pages, so every page of every copy, and its page x of y, is checked.
  const pdf = await readFile(`${CORPUS}/pdf/basicapi.pdf`);
  sourcePages = (await pdfPages(pdf)).length;
  expect(sourcePages).toBe(3);
  copyPages = sourcePages + 2;
  doc = await upload('CC-1', { name: 'procedure.pdf', content: pdf });
  await makeEffective(as, doc.id);
});
afterAll(async () => {
  await t.close();
  await Promise.all([closeExtractionPool(), closeCopyStampPool()]);
});

const print = (client: keyof typeof as, id: string, body: Record<string, unknown>) => as[client].request('POST', `/api/documents/${id}/print`, body);

describe('POST /api/documents/:id/print', () => {
  it('refuses 0 or 11 copies and an empty purpose with the spec messages, logging nothing [REQ:A11-6]', async () => {
    for (const copies of [0, 11]) {
      const response = await print('coordinator', doc.id, { copies, purpose: 'Line 3', controlled: true, holder: HOLDER, location: LOCATION });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response).copies).toBe('Please choose between 1 and 10 copies.');
    }
    const empty = await print('coordinator', doc.id, { copies: 1, purpose: '  ', controlled: true, holder: HOLDER, location: LOCATION });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty).purpose).toBe('Please provide a purpose for printing.');
    expect(await printCount()).toBe(0);
  });

  it('lets an author print uncontrolled copies but not controlled ones; the coordinator may', async () => {
    expect(errorCode(await print('author', doc.id, { copies: 1, purpose: 'Training', controlled: true, holder: HOLDER, location: LOCATION }))).toBe('FORBIDDEN');
    const uncontrolled = await print('author', doc.id, { copies: 1, purpose: 'Training', controlled: false });
    expect(uncontrolled.statusCode, uncontrolled.body).toBe(201);
    const pdf = await as.author.request('GET', uncontrolled.json<PrintResponse>().pdfUrl);
    expect(pdf.statusCode).toBe(200);
    const pages = await pdfPages(pdf.rawPayload);
    expect(pages).toHaveLength(copyPages);
    expect(pages[0]).toContain(`UNCONTROLLED COPY No. ${uncontrolled.json<PrintResponse>().copies[0]!.number} – valid only on`);
  });

  it('stamps every page of every copy, numbers controlled copies across prints, logs and audits them [REQ:P11-10k] [REQ:A11-8] [REQ:FR-CPY-1]', async () => {
    const first = await print('coordinator', doc.id, { copies: 3, purpose: 'Production line 3', controlled: true, holder: 'Shift lead', location: 'Line 3' });
    expect(first.statusCode, first.body).toBe(201);
    const made = first.json<PrintResponse>();
    expect(made.copies.map((c) => c.number)).toEqual([1, 2, 3]);
    expect(made.pdfUrl).toBe(`/api/prints/${made.printId}/pdf`);

    const second = (await print('coordinator', doc.id, { copies: 2, purpose: 'QA office', controlled: true, holder: HOLDER, location: LOCATION })).json<PrintResponse>();
    expect(second.copies.map((c) => c.number)).toEqual([4, 5]);

    const download = await as.coordinator.request('GET', made.pdfUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(download.rawPayload);
    expect(pages).toHaveLength(3 * copyPages);
    const secondCopy = made.copies[1]!.id;
    for (let i = 0; i < copyPages; i++) {
      const text = pages[copyPages + i]!;
      expect(text).toContain('CONTROLLED COPY No. 2');
      expect(text).toContain(secondCopy);
      expect(text).toContain(`Page ${i + 1} of ${copyPages}`);
      expect(text).toContain('CC-1');
      expect(text).toContain(`https://attest.example/copies/${secondCopy}`);
    }

    expect(await qrOnPage(download.rawPayload, copyPages + 1)).toBe(`https://attest.example/copies/${secondCopy}`);

    const [logged] = rowsOf<{ purpose: string; holder: string; location: string; copies: number; controlled: boolean; pdf_sha256: string }>(
      await t.database.db.execute(sql`SELECT purpose, holder, location, copies, controlled, pdf_sha256 FROM document_prints WHERE id = ${made.printId}`),
    );
    expect(logged).toMatchObject({ purpose: 'Production line 3', holder: 'Shift lead', location: 'Line 3', copies: 3, controlled: true });
    expect(logged!.pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await t.store.exists(logged!.pdf_sha256)).toBe(true);

    const events = rowsOf<{ action: string; new_values: { copies: number; purpose: string } | string }>(
      await t.database.db.execute(sql`SELECT action, new_values FROM audit_events WHERE entity_id = ${doc.id} AND action = 'Controlled Copy Printed' ORDER BY seq`),
    );
    const values = events.map((e) => (typeof e.new_values === 'string' ? JSON.parse(e.new_values) : e.new_values) as { copies: number; purpose: string });
    expect(values.map((v) => [v.copies, v.purpose])).toEqual([
      [3, 'Production line 3'],
      [2, 'QA office'],
    ]);
  });

  it('prints on every page the number the register gives the copy; two prints at once never share a number [REQ:FR-CPY-1]', async () => {
    const printed = await upload('CC-NUM', { name: 'n.pdf', content: await readFile(`${CORPUS}/pdf/basicapi.pdf`) });
    await makeEffective(as, printed.id);
    const made = await Promise.all([
      print('coordinator', printed.id, { copies: 2, purpose: 'Line 1', controlled: true, holder: 'Line 1 lead', location: 'Line 1' }),
      print('coordinator', printed.id, { copies: 1, purpose: 'Line 2', controlled: true, holder: 'Line 2 lead', location: 'Line 2' }),
    ]);
    const register = (await as.coordinator.request('GET', `/api/copies?document=${printed.id}&controlled=true`)).json<{ items: { id: string; number: number }[] }>();
    const registered = new Map(register.items.map((copy) => [copy.id, copy.number]));
    expect([...registered.values()].sort()).toEqual([1, 2, 3]);
    for (const response of made) {
      expect(response.statusCode, response.body).toBe(201);
      const result = response.json<PrintResponse>();
      const pages = await pdfPages((await as.coordinator.request('GET', result.pdfUrl)).rawPayload);
      expect(pages).toHaveLength(result.copies.length * copyPages);
      for (const [index, copy] of result.copies.entries()) {
        expect(copy.number).toBe(registered.get(copy.id));
        for (const text of pages.slice(index * copyPages, (index + 1) * copyPages)) {
          expect(text).toContain(copy.id);
          expect(text.match(/CONTROLLED COPY No\. (\d+)/)?.[1]).toBe(String(copy.number));
        }
      }
    }
  });

  it('prints an approved version before its effective date, marked NOT YET EFFECTIVE on every page [REQ:A11-8]', async () => {
    const approved = await upload('CC-APP', { name: 'a.pdf', content: await readFile(`${CORPUS}/pdf/alphatrans.pdf`) });
    const idOf = async (role: string) => (await as.author.request('GET', `/api/users/assignable?role=${role}`)).json<{ id: string }[]>()[0]!.id;
    const steps: [keyof typeof as, Record<string, unknown>][] = [
      ['author', { action: 'submit_for_review', reviewers: [await idOf('reviewer')], approvers: [await idOf('approver')], comment: 'Please review' }],
      ['reviewer', { action: 'complete_review', decision: 'approved', comment: 'Fine' }],
      ['reviewer', { action: 'submit_for_approval', comment: 'Ready' }],
      ['approver', { action: 'approve_document', comment: 'Approved', signature: await signature(as.approver, 'approver@attest.local') }],
    ];
    for (const [who, body] of steps) expect((await act(as[who], approved.id, body)).statusCode).toBe(200);
    const made = await print('coordinator', approved.id, { copies: 1, purpose: 'Preparing the line', controlled: true, holder: HOLDER, location: LOCATION });
    expect(made.statusCode, made.body).toBe(201);
    const pages = await pdfPages((await as.coordinator.request('GET', made.json<PrintResponse>().pdfUrl)).rawPayload);
    for (const text of pages) expect(text).toContain('CONTROLLED COPY No. 1 – NOT YET EFFECTIVE');
  });

  it('refuses a controlled copy issued to nobody, or to a named person without a location, logging nothing', async () => {
    const before = await printCount();
    const nobody = await print('coordinator', doc.id, { copies: 1, purpose: 'x', controlled: true });
    expect(nobody.statusCode).toBe(400);
    expect(errorCode(nobody)).toBe('VALIDATION_FAILED');
    expect(fieldsOf(nobody)).toEqual({ holder: 'A controlled copy needs a holder: pick a user, or give a name and a location.' });
    const blank = await print('coordinator', doc.id, { copies: 1, purpose: 'x', controlled: true, holder: '  ', location: 'Line 3' });
    expect(fieldsOf(blank)).toEqual({ holder: 'A controlled copy needs a holder: pick a user, or give a name and a location.' });
    const nowhere = await print('coordinator', doc.id, { copies: 1, purpose: 'x', controlled: true, holder: 'Ann' });
    expect(nowhere.statusCode).toBe(400);
    expect(fieldsOf(nowhere)).toEqual({ location: 'Please give the location where the holder keeps the copy.' });
    expect(await printCount()).toBe(before);
    // A user is enough (they are told when the copy is to come back); an uncontrolled copy needs no holder.
    const userId = (await as.coordinator.request('GET', '/api/users/assignable?role=reviewer')).json<{ id: string }[]>()[0]!.id;
    expect((await print('coordinator', doc.id, { copies: 1, purpose: 'x', controlled: true, holderUserId: userId })).statusCode).toBe(201);
    expect((await print('coordinator', doc.id, { copies: 1, purpose: 'x', controlled: false })).statusCode).toBe(201);
  });

  it('refuses a draft or archived document with 409 PRINT_NOT_RELEASED', async () => {
    const draft = await quickCreate(as.author, { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id });
    expect(errorCode(await print('coordinator', draft.id, { copies: 1, purpose: 'x', controlled: true, holder: HOLDER, location: LOCATION }))).toBe('PRINT_NOT_RELEASED');
    const archived = await upload('CC-ARC', { name: 'a.pdf', content: await readFile(`${CORPUS}/pdf/alphatrans.pdf`) });
    await makeEffective(as, archived.id);
    expect((await as.admin.request('POST', `/api/documents/${archived.id}/archive`, { reason: 'Withdrawn' })).statusCode).toBe(200);
    const response = await print('admin', archived.id, { copies: 1, purpose: 'x', controlled: true, holder: HOLDER, location: LOCATION });
    expect(response.statusCode).toBe(409);
    expect(errorCode(response)).toBe('PRINT_NOT_RELEASED');
  });

  it('refuses while the rendition is not ready, logging nothing', async () => {
    const word = await upload('CC-DOCX', { name: 'p.docx', content: await readFile(`${CORPUS}/docx/simple-list.docx`) });
    await makeEffective(as, word.id);
    const before = await printCount();
    const response = await print('coordinator', word.id, { copies: 1, purpose: 'x', controlled: true, holder: HOLDER, location: LOCATION });
    expect(response.statusCode).toBe(409);
    expect(errorCode(response)).toBe('RENDITION_PENDING');
    expect(await printCount()).toBe(before);
  });
});

describe('GET /api/prints/:id/pdf', () => {
  // Print ids appear in audit details, so the id alone must not open a copy; 404 hides that it exists.
  it('lets only the one who printed and holders of print-controlled-copies download a print; anyone else gets 404', async () => {
    const controlled = (await print('coordinator', doc.id, { copies: 1, purpose: 'Line 4', controlled: true, holder: HOLDER, location: LOCATION })).json<PrintResponse>();
    const uncontrolled = (await print('author', doc.id, { copies: 1, purpose: 'Reading', controlled: false })).json<PrintResponse>();
    const statuses = async (pdfUrl: string): Promise<Record<string, number>> =>
      Object.fromEntries(await Promise.all((['coordinator', 'admin', 'author', 'reviewer', 'user'] as const).map(async (c) => [c, (await as[c].request('GET', pdfUrl)).statusCode] as const)));
    expect(await statuses(controlled.pdfUrl)).toEqual({ coordinator: 200, admin: 200, author: 404, reviewer: 404, user: 404 });
    expect(await statuses(uncontrolled.pdfUrl)).toEqual({ coordinator: 200, admin: 200, author: 200, reviewer: 404, user: 404 });
    expect(errorCode(await as.user.request('GET', controlled.pdfUrl))).toBe(errorCode(await as.user.request('GET', `/api/prints/${crypto.randomUUID()}/pdf`)));
  });
});

describe('GET /api/copies/:id', () => {
  it('tells a signed-in user the copy, its holder and that its version is current; a visitor gets 401 [REQ:FR-CPY-3]', async () => {
    const made = (await print('coordinator', doc.id, { copies: 1, purpose: 'Status', controlled: true, holder: 'Ann', location: 'Lab 2' })).json<PrintResponse>();
    const copyId = made.copies[0]!.id;
    const seen = await as.user.request('GET', `/api/copies/${copyId}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<CopyStatusResponse>()).toMatchObject({ docNumber: 'CC-1', status: 'current', details: { copyId, holder: 'Ann', location: 'Lab 2', versionLabel: '1', replacedBy: null } });
    const visitor = await t.app.inject({ method: 'GET', url: `/api/copies/${copyId}` });
    expect(visitor.statusCode).toBe(401);
    expect((await as.user.request('GET', '/api/copies/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('with COPY_STATUS_PUBLIC=true shows a visitor only the document number and status [REQ:FR-CPY-3]', async () => {
    const open = await startTestApp({ COPY_STATUS_PUBLIC: 'true' });
    try {
      const clients = await signedInClients(open.app);
      const ids = await referenceIds(clients.author);
      const meta = { docNumber: 'CC-PUB', title: 'Public status', categoryId: ids.categories[0]!.id, departmentId: ids.departments[0]!.id, description: 'x', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
      const { body, contentType } = multipart(meta, { name: 'p.pdf', content: await readFile(`${CORPUS}/pdf/alphatrans.pdf`) });
      const created = (await clients.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType })).json<DocumentDetail>();
      await makeEffective(clients, created.id);
      const made = (await clients.coordinator.request('POST', `/api/documents/${created.id}/print`, { copies: 1, purpose: 'Public', controlled: true, holder: 'Ann', location: 'Lab 2' })).json<PrintResponse>();
      const visitor = await open.app.inject({ method: 'GET', url: `/api/copies/${made.copies[0]!.id}` });
      expect(visitor.statusCode, visitor.body).toBe(200);
      expect(visitor.json()).toEqual({ docNumber: 'CC-PUB', status: 'current' });
    } finally {
      await open.close();
    }
  });
});
