import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '@attest/domain';
import { closeExtractionPool } from '../modules/files/extraction-pool.ts';
import { errorOf, startTestApp, type TestApp } from '../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../test/documents-helpers.ts';
import { CORPUS } from '../../test/corpus.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

/** The 400 a text PostgreSQL cannot store gets: VALIDATION_FAILED naming the field. */
function expectRefusedField(response: { statusCode: number; json: <T>() => T }, field: string) {
  expect(response.statusCode).toBe(400);
  const { error } = response.json<{ error: { code: string; fields?: Record<string, string> } }>();
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.fields).toEqual({ [field]: FIELD_MESSAGES.textNotStorable });
}

describe('text PostgreSQL refuses (NUL, lone surrogates)', () => {
  it('refuses a NUL in the search text with 400 naming q', async () => {
    expectRefusedField(await as.user.request('GET', '/api/search?q=pump%00press'), 'q');
  });

  it('refuses a NUL in a document title', async () => {
    const response = await as.author.request('POST', '/api/documents', { title: 'Cleaning\u0000press', ...ids });
    expectRefusedField(response, 'title');
  });

  it('refuses a lone UTF-16 surrogate in a document title', async () => {
    const response = await as.author.request('POST', '/api/documents', { title: 'Cleaning \ud800 press', ...ids });
    expectRefusedField(response, 'title');
  });

  it("refuses a NUL in a user's name, nested fields named by their path", async () => {
    expectRefusedField(await as.author.request('PUT', '/api/profile', { name: 'Ann\u0000' }), 'name');
    const created = await as.admin.request('POST', '/api/users', { name: 'Bob\u0000', email: 'bob.nul@attest.local', role: 'user' });
    expectRefusedField(created, 'name');
    const rows = [{ employee_name: 'Cy', email_id: 'cy@attest.local' }, { employee_name: 'Di\u0000', email_id: 'di@attest.local' }];
    expectRefusedField(await as.admin.request('POST', '/api/users/bulk-upload', { rows }), 'rows.1.employee_name');
  });

  it("refuses a NUL in an upload's metadata", async () => {
    const content = await readFile(`${CORPUS}/docx/tables.docx`);
    const meta = { docNumber: 'SOP-NUL-0001', title: 'Bad\u0000title', ...ids, description: 'x', changeReason: 'x', effectiveDate: '2026-12-01', reviewDate: '2027-12-01' };
    const { body, contentType } = multipart(meta, { name: 'tables.docx', content });
    const response = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
    expectRefusedField(response, 'title');
  });

  it('still accepts ordinary text with accents and emoji', async () => {
    const response = await as.user.request('GET', `/api/search?q=${encodeURIComponent('Prüfung 🧪')}`);
    expect(response.statusCode, errorOf(response).message).toBe(200);
  });
});
