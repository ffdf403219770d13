import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { DocumentDetail, DocumentNote, DocumentNotesResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { makeEffective } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { csvRowsOf } from '../../../test/csv.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { closeNotesReportPool } from './notes-report-pool.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let doc: DocumentDetail;
let notesUrl: string;

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  const meta = { docNumber: 'NOTE-1', title: 'Line clearance', categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, description: 'x', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  const { body, contentType } = multipart(meta, { name: 'simple-list.docx', content: await readFile(`${CORPUS}/docx/simple-list.docx`) });
  const uploaded = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  doc = uploaded.json<DocumentDetail>();
  notesUrl = `/api/documents/${doc.id}/versions/${doc.versions[0]!.id}/notes`;
});
afterAll(async () => {
  await t.close();
  await Promise.all([closeExtractionPool(), closeNotesReportPool()]);
});

const events = async (action: string) =>
  rowsOf<{ actor_name: string; old_values: Record<string, unknown> | null; new_values: Record<string, unknown> | null }>(
    await t.database.db.execute(sql`SELECT actor_name, old_values, new_values FROM audit_events WHERE action = ${action} AND entity_id = ${doc.id} ORDER BY seq`),
  );
const notesAs = async (client: (typeof as)['author']) => (await client.request('GET', notesUrl)).json<DocumentNotesResponse>().items;

describe('notes on a draft', () => {
  it('are added as sticky notes at a page position or as general comments, and seen by whoever sees the version [REQ:FR-NOTE-1]', async () => {
    const sticky = await as.author.request('POST', notesUrl, { kind: 'sticky', content: 'Step 4 needs the room number', page: 1, x: 0.25, y: 0.5 });
    expect(sticky.statusCode, sticky.body).toBe(201);
    expect(sticky.json<DocumentNote>()).toMatchObject({ kind: 'sticky', page: 1, x: 0.25, y: 0.5, status: 'open', editable: true, author: { name: 'Daniel Okafor', role: 'author' } });
    // Document control may note any version; an unassigned reviewer is a reader of this draft (DESIGN §4.9).
    const general = await as.coordinator.request('POST', notesUrl, { kind: 'general', content: 'Scope should name line 2 as well' });
    expect(general.statusCode).toBe(201);

    expect((await notesAs(as.coordinator)).map((n) => [n.content, n.editable])).toEqual([
      ['Step 4 needs the room number', false],
      ['Scope should name line 2 as well', true],
    ]);
    // The role user cannot see a draft, so neither its notes nor a way to add one.
    expect(errorCode(await as.user.request('GET', notesUrl))).toBe('DOCUMENT_NOT_FOUND');
    expect(errorCode(await as.user.request('POST', notesUrl, { kind: 'general', content: 'hello' }))).toBe('DOCUMENT_NOT_FOUND');
    expect((await events('Note Added')).map((e) => [e.actor_name, e.new_values?.kind, e.new_values?.page])).toEqual([
      ['Daniel Okafor', 'sticky', 1],
      ['Tom Lindqvist', 'general', null],
    ]);
  });

  it('refuses a sticky note without a position, a position off the page, and an empty note', async () => {
    for (const body of [
      { kind: 'sticky', content: 'where?' },
      { kind: 'sticky', content: 'off the page', page: 1, x: 1.5, y: 0.2 },
      { kind: 'general', content: '   ' },
      { kind: 'margin', content: 'unknown kind' },
    ]) {
      expect(errorCode(await as.author.request('POST', notesUrl, body)), JSON.stringify(body)).toBe('VALIDATION_FAILED');
    }
  });

  it('are changed and deleted by their writer only, audited old to new', async () => {
    const [mine, theirs] = await notesAs(as.author);
    expect(errorCode(await as.author.request('PATCH', `/api/notes/${theirs!.id}`, { content: 'rewritten' }))).toBe('NOTE_NOT_YOURS');
    expect(errorCode(await as.author.request('DELETE', `/api/notes/${theirs!.id}`))).toBe('NOTE_NOT_YOURS');
    const edited = await as.author.request('PATCH', `/api/notes/${mine!.id}`, { content: 'Step 4 needs room 2.14' });
    expect(edited.json<DocumentNote>().content).toBe('Step 4 needs room 2.14');
    expect((await events('Note Edited'))[0]).toMatchObject({ old_values: { content: 'Step 4 needs the room number' }, new_values: { content: 'Step 4 needs room 2.14' } });

    const extra = (await as.author.request('POST', notesUrl, { kind: 'general', content: 'typo' })).json<DocumentNote>();
    expect((await as.author.request('DELETE', `/api/notes/${extra.id}`)).statusCode).toBe(204);
    expect((await notesAs(as.author)).map((n) => n.id)).not.toContain(extra.id);
    expect((await events('Note Deleted'))[0]?.old_values).toMatchObject({ noteId: extra.id, content: 'typo' });
    expect(errorCode(await as.author.request('PATCH', `/api/notes/${extra.id}`, { content: 'gone' }))).toBe('NOTE_NOT_FOUND');
  });
});

describe('notes once the version is effective', () => {
  beforeAll(async () => {
    await makeEffective(as, doc.id);
  });

  it('are part of the record: never changed or deleted, only resolved [REQ:FR-NOTE-1]', async () => {
    const [mine] = await notesAs(as.author);
    expect(mine!.editable).toBe(false);
    expect(errorCode(await as.author.request('PATCH', `/api/notes/${mine!.id}`, { content: 'later' }))).toBe('NOTE_PART_OF_RECORD');
    expect(errorCode(await as.author.request('DELETE', `/api/notes/${mine!.id}`))).toBe('NOTE_PART_OF_RECORD');

    // The role user now reads them, may add their own, but may not resolve another's.
    expect(await notesAs(as.user)).toHaveLength(2);
    const feedback = await as.user.request('POST', notesUrl, { kind: 'sticky', content: 'The photo on this page is outdated', page: 1, x: 0.8, y: 0.1 });
    expect(feedback.statusCode).toBe(201);
    expect(feedback.json<DocumentNote>()).toMatchObject({ editable: false, resolvable: true });
    expect(errorCode(await as.user.request('POST', `/api/notes/${mine!.id}/resolve`))).toBe('FORBIDDEN');

    // The document's author resolves any note on it; once.
    const resolved = await as.author.request('POST', `/api/notes/${feedback.json<DocumentNote>().id}/resolve`);
    expect(resolved.json<DocumentNote>().status).toBe('resolved');
    expect(resolved.json<DocumentNote>().resolvedBy).toBe(mine!.author.id);
    expect(errorCode(await as.author.request('POST', `/api/notes/${feedback.json<DocumentNote>().id}/resolve`))).toBe('INVALID_DOCUMENT_STATE');
    expect(await events('Note Resolved')).toHaveLength(1);
  });

  it('are held by the database too, whatever writes to it', async () => {
    const [note] = await notesAs(as.author);
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.database.db.execute(statement).then(
        () => 'changed',
        (e: Error) => (e.cause instanceof Error ? e.cause.message : e.message),
      );
    expect(await refusal(sql`UPDATE document_notes SET content = 'rewritten' WHERE id = ${note!.id}`)).toMatch(/can only be resolved/);
    expect(await refusal(sql`DELETE FROM document_notes WHERE id = ${note!.id}`)).toMatch(/cannot be deleted/);
  });
});

describe('downloading notes', () => {
  it('gives CSV with formula-looking cells neutralised, and an audited, paged PDF', async () => {
    await as.coordinator.request('POST', notesUrl, { kind: 'general', content: '=HYPERLINK("http://evil.example","x")' });
    const csv = await as.coordinator.request('GET', `${notesUrl}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('notes-NOTE-1-v1.csv');
    const [header, ...rows] = csvRowsOf(csv.rawPayload);
    expect(header?.at(-1)).toBe('Content');
    expect(rows.map((r) => r.at(-1))).toEqual(['Step 4 needs room 2.14', 'Scope should name line 2 as well', 'The photo on this page is outdated', `'=HYPERLINK("http://evil.example","x")`]);

    const pdf = await as.coordinator.request('GET', `${notesUrl}/export?format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(1);
    expect((await events('Notes Downloaded')).map((e) => [e.actor_name, e.new_values?.format, e.new_values?.notes])).toEqual([
      ['Tom Lindqvist', 'csv', 4],
      ['Tom Lindqvist', 'pdf', 4],
    ]);
  });

  it('stops at 500 notes per version; the PDF of that many long notes is laid out off the event loop', async () => {
    const versionId = doc.versions[0]!.id;
    const authorId = (await notesAs(as.author))[0]!.author.id;
    await t.database.db.execute(sql`
      INSERT INTO document_notes (document_id, version_id, kind, content, author_id)
      SELECT ${doc.id}, ${versionId}, 'general', repeat('Long observation about the procedure. ', 50), ${authorId}
      FROM generate_series(1, 496)`);
    expect(errorCode(await as.coordinator.request('POST', notesUrl, { kind: 'general', content: 'one more' }))).toBe('NOTE_LIMIT_REACHED');
    const pdf = await as.coordinator.request('GET', `${notesUrl}/export?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBeGreaterThan(50);
  });
});
