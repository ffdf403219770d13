import mammoth from 'mammoth';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditVerifyResponse, CopyListResponse, DocumentDetail, DocumentStatus, SignatureRecord, SignatureValidation } from '@attest/domain';
import { closeExtractionPool } from '../modules/files/extraction-pool.ts';
import { todayIn } from '../platform/site-date.ts';
import { startTestApp, TestClient, type TestApp } from '../../test/harness.ts';
import { list } from '../../test/documents-helpers.ts';
import { DEMO_LIBRARY, seedDemoLibrary, seedDemoLibraryAtStartup } from './demo-library.ts';
import { systemClock } from '../platform/clock.ts';

let t: TestApp;
let admin: TestClient;
let docs: DocumentDetail[];

beforeAll(async () => {
  t = await startTestApp();
  docs = await seedDemoLibrary(t.app, t.database.db);
  admin = new TestClient(t.app);
  await admin.signIn('admin@attest.local');
  // The library waits for one PDF rendition (LibreOffice) to print a controlled copy: slow on a loaded machine.
}, 300_000);
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

const byNumber = (docNumber: string) => docs.find((d) => d.docNumber === docNumber)!;
const effective = () => docs.filter((d) => d.status === 'effective');

async function fileOf(url: string): Promise<Buffer> {
  const response = await admin.request('GET', url);
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('demo library', () => {
  it('holds about a dozen documents in every status the register shows', async () => {
    expect(docs.length).toBeGreaterThanOrEqual(10);
    expect(docs.length).toBeLessThanOrEqual(15);
    const statuses = new Set(docs.map((d) => d.status));
    for (const status of ['draft', 'in-review', 'pending-approval', 'approved', 'effective', 'obsolete', 'archived'] satisfies DocumentStatus[]) {
      expect(statuses, status).toContain(status);
    }
    // The register shows them: archived ones only when asked for.
    const listed = await list(admin, 'pageSize=100');
    expect(listed.total).toBe(docs.filter((d) => d.status !== 'archived').length);
    expect((await list(admin, 'status=archived')).items.map((d) => d.docNumber)).toEqual(docs.filter((d) => d.status === 'archived').map((d) => d.docNumber));
  });

  it('keeps a superseded version in the history of an effective document, with the revised file in force', async () => {
    const revised = byNumber('SOP-PRD-001');
    expect(revised.status).toBe('effective');
    const first = revised.versions.find((v) => v.label === '1')!;
    expect(first.status).toBe('superseded');
    expect(revised.currentVersion?.status).toBe('effective');
    expect(revised.currentVersion?.label).not.toBe('1');
    const [oldText, newText] = await Promise.all(
      [first.id, revised.currentVersion!.id].map(async (id) => (await mammoth.extractRawText({ buffer: await fileOf(`/api/documents/${revised.id}/versions/${id}/file`) })).value),
    );
    expect(oldText).toContain('for 15 minutes');
    expect(newText).toContain('for 20 minutes');
    expect(newText).toContain(`Version ${revised.currentVersion!.label}`);
  });

  it('makes documents effective today with their periodic review ahead', () => {
    const today = todayIn(t.config.preferences.defaults.siteTimezone, systemClock.now());
    expect(effective().length).toBeGreaterThanOrEqual(4);
    for (const doc of effective()) {
      expect(doc.effectiveDate).toBe(today);
      expect(doc.reviewDate! > today).toBe(true);
    }
  });

  it('gives every effective document electronic signatures that verify', async () => {
    for (const doc of effective()) {
      const signatures = (await admin.request('GET', `/api/documents/${doc.id}/signatures`)).json<SignatureRecord[]>();
      expect(signatures.length, doc.docNumber).toBeGreaterThan(0);
      // The approver signs the approval; the release (Make Effective) is signed by the admin who released it.
      expect(new Set(signatures.map((s) => s.meaning)), doc.docNumber).toEqual(new Set(['approved', 'released']));
      for (const signature of signatures) {
        expect(signature.signerEmail).toBe(signature.meaning === 'released' ? 'admin@attest.local' : 'approver@attest.local');
        const validation = (await admin.request('GET', `/api/signatures/${signature.id}/verify`)).json<SignatureValidation>();
        expect(validation.isValid, `${doc.docNumber}: ${validation.errors.join('; ')}`).toBe(true);
      }
    }
  });

  it('leaves an intact audit trail written by the demo users', async () => {
    const verify = (await admin.request('GET', '/api/audit/verify')).json<AuditVerifyResponse>();
    expect(verify).toMatchObject({ intact: true, problem: null });
    const trail = (await admin.request('GET', `/api/audit?pageSize=100&dir=asc&document=${byNumber('SOP-QC-001').id}`)).json<{ items: { action: string; actor: { name: string } }[] }>();
    expect(trail.items[0]).toMatchObject({ action: 'Document Created', actor: { name: 'Daniel Okafor' } });
    expect(new Set(trail.items.map((e) => e.actor.name))).toEqual(new Set(['Daniel Okafor', 'Priya Raman', 'Marcus Webb']));
  });

  it('leaves workflows open where a reviewer and an approver have work waiting', async () => {
    expect(byNumber('SOP-HR-001').status).toBe('in-review');
    expect(byNumber('SOP-PRD-002').status).toBe('pending-approval');
    const response = await admin.request('GET', '/api/workflows?pageSize=100');
    const workflows = response.json<{ items: { status: string; document: { docNumber: string } }[] }>().items;
    expect(workflows.filter((w) => w.status === 'active').map((w) => w.document.docNumber).sort()).toEqual(['SOP-HR-001', 'SOP-PRD-002']);
    // Approval completes the workflow of the approved one; its release is still to come.
    expect(workflows.find((w) => w.document.docNumber === 'SOP-QC-001')?.status).toBe('completed');
  });

  it('gives the demo people work on first sign-in: training due and overdue, a periodic review brought forward', async () => {
    const today = todayIn(t.config.preferences.defaults.siteTimezone, systemClock.now());
    const operator = new TestClient(t.app);
    await operator.signIn('user@attest.local');
    const training = (await operator.request('GET', '/api/me/training')).json<{ docNumber: string; dueDate: string; status: string }[]>();
    expect(training.map((a) => [a.docNumber, a.status]).sort()).toEqual([['SOP-PRD-001', 'assigned'], ['SOP-QA-001', 'overdue']]);
    expect(training.find((a) => a.docNumber === 'SOP-QA-001')!.dueDate < today).toBe(true);
    // The overdue date is the demo's doing, and says so in the audit trail.
    const trail = (await admin.request('GET', `/api/audit?pageSize=100&document=${byNumber('SOP-QA-001').id}`)).json<{ items: { action: string; reason: string | null }[] }>();
    expect(trail.items.find((e) => e.action === 'Demo Training Made Overdue')?.reason).toContain('Demo data');

    const author = new TestClient(t.app);
    await author.signIn('author@attest.local');
    const reviews = (await author.request('GET', '/api/periodic-reviews')).json<{ items: { docNumber: string; dueDate: string; status: string }[] }>();
    const due = reviews.items.filter((r) => r.status === 'open');
    expect(due.map((r) => r.docNumber)).toEqual(['SOP-QA-004']);
    expect(due[0]!.dueDate > today).toBe(true);
  });

  it('leaves document control a controlled copy to recall: issued on the version the revision superseded', async () => {
    const coordinator = new TestClient(t.app);
    await coordinator.signIn('coordinator@attest.local');
    const register = (await coordinator.request('GET', '/api/copies?pageSize=100')).json<CopyListResponse>();
    expect(register.items.map((c) => [c.document.docNumber, c.versionLabel, c.status, c.holder])).toEqual([['SOP-PRD-001', '1', 'to-recall', 'Elena Novak']]);
  });

  it('stores real Word SOPs: the standard headings as h1, numbered steps and tables', async () => {
    for (const doc of [byNumber('SOP-QA-001'), byNumber('SOP-QA-005')]) {
      const { value: html } = await mammoth.convertToHtml({ buffer: await fileOf(`/api/documents/${doc.id}/file`) });
      const h1 = [...html.matchAll(/<h1>([^<]*)<\/h1>/g)].map((m) => m[1]);
      expect(h1.slice(0, 5)).toEqual(['Purpose', 'Scope', 'Definitions', 'Responsibilities', 'Procedure']);
      expect(h1).toContain('Revision History');
      expect(html).toMatch(/<h2>[^<]+<\/h2>/);
      expect(html).toMatch(/<ol><li>/);
      expect(html).toContain('<table>');
      expect(html).toContain(doc.title);
    }
    expect(DEMO_LIBRARY.map((s) => s.docNumber).sort()).toEqual(docs.map((d) => d.docNumber).sort());
  });

  it("renders an effective Word SOP as a PDF whose bookmarks are its headings (the viewer's bookmarks panel)", async () => {
    const sop = byNumber('SOP-QA-001');
    await t.app.jobs.runDue();
    const pdf = await getDocument({ data: new Uint8Array(await fileOf(`/api/documents/${sop.id}/versions/${sop.currentVersion!.id}/rendition`)), verbosity: VerbosityLevel.ERRORS }).promise;
    const outline = ((await pdf.getOutline()) ?? []).map((item) => item.title);
    expect(outline.slice(0, 5)).toEqual(['Purpose', 'Scope', 'Definitions', 'Responsibilities', 'Procedure']);
    expect(pdf.numPages).toBeGreaterThanOrEqual(1);
    await pdf.destroy();
  }, 120_000);

  it('at start-up, logs a failed step and stops there instead of failing the start', async () => {
    // A second run meets its own first document number: the upload is refused, and nothing else happens.
    const logged = vi.spyOn(t.app.log, 'error');
    await seedDemoLibraryAtStartup(t.app, t.database.db);
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.[1])).toContain('demo library: seeding stopped');
    expect((await list(admin, 'pageSize=100')).total).toBe(docs.filter((d) => d.status !== 'archived').length);
  });
});
