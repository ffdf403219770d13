import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDetail, PrintResponse, SignatureRecord, SignatureValidation } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { twoFactorPolicySetting } from '../two-factor/two-factor-policy.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, documentOf, makeEffective } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { restoreSetting } from '../../../test/four-eyes-helpers.ts';
import { pdfPages } from '../../../test/pdf-pages.ts';
import { qrCodesOnPage } from '../../../test/pdf-qr.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { closeCopyStampPool } from '../copies/copy-stamp-pool.ts';
import { closeManifestPool } from './manifest-pool.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let doc: DocumentDetail;
let source: Buffer;
let sourcePages: number;

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const cacheRows = async () => Number(rowsOf<{ n: string | number }>(await t.database.db.execute(sql`SELECT count(*) AS n FROM manifested_renditions`))[0]!.n);
const rendition = async (client: typeof as.admin, versionId: string, disposition = 'inline') => {
  const response = await client.request('GET', `/api/documents/${doc.id}/versions/${versionId}/rendition?disposition=${disposition}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
};

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://attest.example' });
  await restoreSetting(t.app, twoFactorPolicySetting(t.config), { requiredRoles: [] });
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  source = await readFile(`${CORPUS}/pdf/basicapi.pdf`);
  sourcePages = (await pdfPages(source)).length;
  const meta = { docNumber: 'MAN-1', title: 'Line clearance', categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, description: 'Signed', changeReason: 'First issue of the procedure', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  const { body, contentType } = multipart(meta, { name: 'procedure.pdf', content: source });
  const uploaded = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  doc = uploaded.json<DocumentDetail>();
}, 120_000);

afterAll(async () => {
  await t?.close();
  await Promise.all([closeExtractionPool(), closeCopyStampPool(), closeManifestPool()]);
});

describe('signature manifestation on the rendition', () => {
  it("writes DRAFT — NOT FOR USE across every page of a draft's rendition, the header band on every page", async () => {
    const pages = await pdfPages(await rendition(as.author, doc.currentVersion!.id));
    expect(pages.length).toBe(sourcePages + 2);
    for (const page of pages) {
      expect(page).toContain('DRAFT — NOT FOR USE');
      expect(page).toMatch(/MAN-1\s+Line clearance\s+Version 1\.0/);
    }
  }, 60_000);

  it('ends a released version with its signatures and its revision history, each signature with a QR to its verification; cached; the source untouched', async () => {
    await makeEffective(as, doc.id);
    doc = await documentOf(as.admin, doc.id);
    const version = doc.currentVersion!;
    const signatures = (await as.admin.request('GET', `/api/documents/${doc.id}/signatures`)).json<SignatureRecord[]>();
    expect(signatures.map((s) => s.meaning)).toEqual(['approved', 'released']);
    const before = await cacheRows();
    const pdf = await rendition(as.user, version.id, 'attachment');
    const pages = await pdfPages(pdf);
    expect(pages.length).toBe(sourcePages + 2);
    for (const page of pages) {
      expect(page).toMatch(new RegExp(`MAN-1\\s+Line clearance\\s+Version ${version.label}`));
      expect(page).not.toContain('NOT FOR USE');
    }
    const [signaturePage, historyPage] = pages.slice(-2) as [string, string];
    const timeZone = t.config.preferences.defaults.siteTimezone;
    expect(signaturePage).toContain('Electronic Signatures');
    expect(signaturePage).toContain(`Times in ${timeZone}`);
    for (const signature of signatures) {
      expect(signaturePage).toContain(signature.signerName);
      expect(signaturePage).toContain(`Signature ID: ${signature.id.slice(0, 8)}`);
      const at = new Date(signature.signedAt);
      const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
      expect(signaturePage).toContain(`(${timeZone})`);
      expect(signaturePage).toContain(time);
    }
    expect(signaturePage).toContain('Meaning: Approved');
    expect(signaturePage).toContain('Meaning: Released');
    expect((await qrCodesOnPage(pdf, pages.length - 1)).sort()).toEqual(signatures.map((s) => `https://attest.example/signatures/${s.id}`).sort());
    // The QR's page asks the verification API, which names what was signed, by whom and why.
    const verified = (await as.user.request('GET', `/api/signatures/${signatures[0]!.id}/verify`)).json<SignatureValidation>();
    expect(verified).toMatchObject({ isValid: true, signature: { signerName: signatures[0]!.signerName, meaning: 'approved', docNumber: 'MAN-1', documentTitle: 'Line clearance' } });
    expect(historyPage).toContain('Revision History');
    expect(historyPage).toContain('First issue of the procedure');
    expect(historyPage).toMatch(new RegExp(`${version.label}\\s+\\d{4}-\\d{2}-\\d{2}`));

    // Made once: a second fetch serves the stored PDF.
    expect(await cacheRows()).toBe(before + 1);
    expect(sha(await rendition(as.user, version.id))).toBe(sha(pdf));
    expect(await cacheRows()).toBe(before + 1);
    // The signed source file is the uploaded one, byte for byte.
    const file = await as.admin.request('GET', `/api/documents/${doc.id}/versions/${version.id}/file`);
    expect(sha(file.rawPayload)).toBe(sha(source));
    const [audit] = rowsOf<{ new_values: { manifestedSha256: string } }>(await t.database.db.execute(sql`SELECT new_values FROM audit_events WHERE action = 'Document Rendition Downloaded' ORDER BY seq DESC LIMIT 1`));
    expect(audit!.new_values.manifestedSha256).toBe(sha(pdf));
  }, 120_000);

  it("prints the approvals on a copy's last pages, under the copy stamp", async () => {
    const printed = await as.admin.request('POST', `/api/documents/${doc.id}/print`, { controlled: true, copies: 1, purpose: 'Line', holder: 'Line 3 lead', location: 'Line 3' });
    expect(printed.statusCode, printed.body).toBe(201);
    const pdf = await as.admin.request('GET', printed.json<PrintResponse>().pdfUrl);
    const pages = await pdfPages(pdf.rawPayload);
    expect(pages.length).toBe(sourcePages + 2);
    const [signaturePage, historyPage] = pages.slice(-2) as [string, string];
    expect(signaturePage).toContain('Electronic Signatures');
    expect(signaturePage).toContain('Meaning: Approved');
    expect(signaturePage).toContain('CONTROLLED COPY No. 1');
    expect(historyPage).toContain('Revision History');
    expect(historyPage).toContain('CONTROLLED COPY No. 1');
  }, 120_000);

  it('marks the replaced version SUPERSEDED once a new one is in force', async () => {
    const first = doc.currentVersion!;
    expect((await act(as.author, doc.id, { action: 'new_version', comment: 'Annual update' })).statusCode).toBe(200);
    await makeEffective(as, doc.id);
    const pages = await pdfPages(await rendition(as.coordinator, first.id));
    for (const page of pages) expect(page).toContain('SUPERSEDED');
    const current = (await documentOf(as.admin, doc.id)).currentVersion!;
    const history = (await pdfPages(await rendition(as.coordinator, current.id))).at(-1)!;
    expect(history).toContain('First issue of the procedure');
    expect(history).toContain('Annual update');
  }, 180_000);
});
