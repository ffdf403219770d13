import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DocumentDetail } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, type TestClient, type TestApp } from '../../../test/harness.ts';
import { documentOf, makeEffective } from '../../../test/workflow-helpers.ts';
import { quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { csvRowsOf } from '../../../test/csv.ts';
import { pdfPages } from '../../../test/pdf-pages.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
let original: DocumentDetail;
let german: DocumentDetail;
let french: DocumentDetail;
let unrelated: DocumentDetail;

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  original = await quickCreate(as.author, ids, { title: 'Gowning procedure' });
  german = await quickCreate(as.author, ids, { title: 'Umkleideverfahren' });
  french = await quickCreate(as.author, ids, { title: "Procédure d'habillage" });
  unrelated = await quickCreate(as.author, ids, { title: 'Cleaning of tablet press' });
});
afterAll(() => t.close());

/** Edit SOP with the fields the document has now, plus `changes`. */
async function edit(client: TestClient, id: string, changes: Record<string, unknown>) {
  const d = await documentOf(client, id);
  return client.request('PUT', `/api/documents/${id}`, { title: d.title, ...ids, rowVersion: d.rowVersion, ...changes });
}

describe('document language and translations', () => {
  it('a new document is in English and no translation', () => {
    expect(original).toMatchObject({ language: 'en', isTranslation: false, translationOf: null });
  });

  it('sets the language (canonical BCP 47) and the original, shown in the detail and audited [REQ:FR-TRANS-1]', async () => {
    const response = await edit(as.author, german.id, { language: 'de-ch', translationOf: original.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DocumentDetail>()).toMatchObject({
      language: 'de-CH',
      isTranslation: true,
      translationOf: { id: original.id, docNumber: original.docNumber, title: 'Gowning procedure' },
    });
    const [event] = rowsOf<{ old_values: Record<string, unknown>; new_values: Record<string, unknown> }>(
      await t.database.db.execute(sql`SELECT old_values, new_values FROM audit_events WHERE action = 'Document Updated' AND entity_id = ${german.id}`),
    );
    expect(event).toMatchObject({ old_values: { language: 'en', translationOf: null }, new_values: { language: 'de-CH', translationOf: original.id } });
    // Leaving the fields out keeps them.
    expect((await edit(as.author, german.id, { description: 'Übersetzt' })).json<DocumentDetail>()).toMatchObject({ language: 'de-CH', isTranslation: true });
  });

  it('refuses a bad language code, a translation of itself, of a translation, or making an original a translation', async () => {
    const bad = await edit(as.author, french.id, { language: 'not a language!' });
    expect(bad.statusCode).toBe(400);
    expect(errorCode(bad)).toBe('VALIDATION_FAILED');
    expect(bad.body).toContain('Enter a language code such as en, de or pt-BR');

    const cases: [string, Record<string, unknown>, string][] = [
      [french.id, { translationOf: french.id }, 'TRANSLATION_OF_ITSELF'],
      [french.id, { translationOf: german.id }, 'TRANSLATION_OF_TRANSLATION'],
      [original.id, { translationOf: unrelated.id }, 'TRANSLATION_HAS_TRANSLATIONS'],
      [french.id, { translationOf: '00000000-0000-4000-8000-000000000000' }, 'TRANSLATION_ORIGINAL_NOT_FOUND'],
    ];
    for (const [id, changes, code] of cases) {
      const response = await edit(as.author, id, changes);
      expect(response.statusCode, code).toBe(400);
      expect(errorCode(response)).toBe(code);
    }
    expect(await documentOf(as.author, french.id)).toMatchObject({ language: 'en', isTranslation: false });
  });

  it('reports the family from any member, as CSV and PDF, audited [REQ:FR-TRANS-1]', async () => {
    expect((await edit(as.author, french.id, { language: 'fr', translationOf: original.id })).statusCode).toBe(200);
    const csv = await as.author.request('GET', `/api/documents/${french.id}/translations-report.csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`translations-${french.docNumber}.csv`);
    const rows = csvRowsOf(csv.rawPayload);
    expect(rows[0]).toEqual(['Document Number', 'Language', 'Original / Translation', 'Title', 'Version in Force', 'Current Version', 'Status']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[6]])).toEqual([
      [original.docNumber, 'en', 'Original', 'draft'],
      [german.docNumber, 'de-CH', 'Translation', 'draft'],
      [french.docNumber, 'fr', 'Translation', 'draft'],
    ]);

    const pdf = await as.admin.request('GET', `/api/documents/${original.id}/translations-report.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    for (const expected of [`Translations Report - ${original.docNumber}`, german.docNumber, french.docNumber, 'Umkleideverfahren', 'de-CH']) expect(text).toContain(expected);
    expect(text).not.toContain(unrelated.docNumber);

    const events = rowsOf<{ entity_id: string; new_values: { format: string; documents: string[] } }>(
      await t.database.db.execute(sql`SELECT entity_id, new_values FROM audit_events WHERE action = 'Translations Report Downloaded' ORDER BY seq`),
    );
    expect(events.map((e) => [e.entity_id, e.new_values.format, e.new_values.documents.length])).toEqual([
      [french.id, 'csv', 3],
      [original.id, 'pdf', 3],
    ]);
  });

  it('lists only the members the reader may see, with the version in force', async () => {
    await makeEffective(as, original.id);
    const csv = await as.user.request('GET', `/api/documents/${original.id}/translations-report.csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = csvRowsOf(csv.rawPayload).slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(0, 3)).toEqual([original.docNumber, 'en', 'Original']);
    expect(rows[0]![6]).toBe('effective');
    expect(rows[0]![4]).toBe(rows[0]![5]);
    // A draft translation is not the reader's to see, nor its family through it.
    expect((await as.user.request('GET', `/api/documents/${german.id}/translations-report.pdf`)).statusCode).toBe(404);
    expect((await documentOf(as.user, original.id)).isTranslation).toBe(false);
  });
});
