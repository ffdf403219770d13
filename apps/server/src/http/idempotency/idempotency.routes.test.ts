import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DocumentDetail } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { TestClock } from '../../platform/clock.ts';
import { closeExtractionPool } from '../../modules/files/extraction-pool.ts';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';

const clock = new TestClock(new Date());
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

const countWhere = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.database.db.execute(query))[0]!.n;
const documentsTitled = (title: string) => countWhere(sql`SELECT count(*)::int AS n FROM documents WHERE title = ${title}`);
const key = (name: string) => ({ 'idempotency-key': `${name}-${Math.random().toString(36).slice(2)}` });

describe('Idempotency-Key on creating POSTs', () => {
  it('Quick Create sent twice at once with one key makes one document; a repeat gets the first response', async () => {
    const headers = key('quick');
    const body = { title: 'Double-clicked SOP', ...ids };
    const responses = await Promise.all([as.author.request('POST', '/api/documents', body, headers), as.author.request('POST', '/api/documents', body, headers)]);
    expect(await documentsTitled('Double-clicked SOP')).toBe(1);
    const created = responses.filter((r) => r.statusCode === 201).map((r) => r.json<DocumentDetail>().id);
    expect(new Set(created).size).toBe(1);
    for (const r of responses) if (r.statusCode !== 201) expect(errorCode(r)).toBe('IDEMPOTENT_REQUEST_IN_PROGRESS');

    const again = await as.author.request('POST', '/api/documents', body, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json<DocumentDetail>().id).toBe(created[0]);
    expect(await documentsTitled('Double-clicked SOP')).toBe(1);
  });

  it('refuses the same key with another body (422) and keeps keys per user', async () => {
    const headers = key('reuse');
    expect((await as.author.request('POST', '/api/documents', { title: 'First body', ...ids }, headers)).statusCode).toBe(201);
    const other = await as.author.request('POST', '/api/documents', { title: 'Second body', ...ids }, headers);
    expect(other.statusCode).toBe(422);
    expect(errorCode(other)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await documentsTitled('Second body')).toBe(0);
    // Another person's key space is their own.
    expect((await as.admin.request('POST', '/api/documents', { title: 'First body', ...ids }, headers)).statusCode).toBe(201);
    expect(await documentsTitled('First body')).toBe(2);
  });

  it('a failed request leaves its key free, and a malformed key is refused', async () => {
    const headers = key('failed');
    expect((await as.author.request('POST', '/api/documents', { title: '', ...ids }, headers)).statusCode).toBe(400);
    expect((await as.author.request('POST', '/api/documents', { title: 'Fixed title', ...ids }, headers)).statusCode).toBe(201);
    const bad = await as.author.request('POST', '/api/documents', { title: 'Bad key', ...ids }, { 'idempotency-key': 'has spaces in it' });
    expect(errorCode(bad)).toBe('IDEMPOTENCY_KEY_INVALID');
  });

  it('Upload New SOP sent twice at once with one key makes one document', async () => {
    const content = await readFile(`${CORPUS}/docx/tables.docx`);
    const meta = { docNumber: 'SOP-IDEM-0001', title: 'Uploaded twice', ...ids, description: 'd', changeReason: 'New', effectiveDate: '2026-12-01', reviewDate: '2027-12-01', gxpImpact: false, trainingRequired: false };
    const headers = key('upload');
    const send = () => {
      const { body, contentType } = multipart(meta, { name: 'tables.docx', content });
      return as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType, ...headers });
    };
    const responses = await Promise.all([send(), send()]);
    expect(responses.map((r) => r.statusCode)).toContain(201);
    for (const r of responses) expect([201, 409]).toContain(r.statusCode);
    expect(await documentsTitled('Uploaded twice')).toBe(1);
    expect((await send()).statusCode).toBe(201);
    expect(await documentsTitled('Uploaded twice')).toBe(1);
  });

  it('Create New User sent twice at once with one key makes one user', async () => {
    const headers = key('user');
    const body = { name: 'Idem Potent', email: 'idem.potent@attest.local', role: 'user' };
    const responses = await Promise.all([as.admin.request('POST', '/api/users', body, headers), as.admin.request('POST', '/api/users', body, headers)]);
    for (const r of responses) expect([200, 409]).toContain(r.statusCode);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => errorCode(r) === 'IDEMPOTENT_REQUEST_IN_PROGRESS')).toBe(true);
    expect(await countWhere(sql`SELECT count(*)::int AS n FROM users WHERE email = 'idem.potent@attest.local'`)).toBe(1);
  });

  it('keys expire after 24 hours and the sweep job removes them', async () => {
    const headers = key('expiry');
    const body = { title: 'Expiring key', ...ids };
    expect((await as.author.request('POST', '/api/documents', body, headers)).statusCode).toBe(201);
    clock.advance(25 * 3_600_000);
    await t.app.jobs.runDue();
    expect(await countWhere(sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = ${headers['idempotency-key']}`)).toBe(0);
    expect((await as.author.request('POST', '/api/documents', body, headers)).statusCode).toBe(201);
    expect(await documentsTitled('Expiring key')).toBe(2);
  });
});
