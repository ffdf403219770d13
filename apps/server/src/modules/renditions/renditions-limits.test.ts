import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDetail, SystemOverviewResponse } from '@attest/domain';
import { TestClock } from '../../platform/clock.ts';
import { errorOf, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { multipart, referenceIds } from '../../../test/documents-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { NOT_INSTALLED_REASON, RENDITION_BACKOFF_MS, RENDITION_MAX_ATTEMPTS, UNEXPECTED_REASON } from './rendition.job.ts';

let dir: string;
let t: TestApp | undefined;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'attest-rendition-limits-'));
});
afterEach(async () => {
  await t?.close();
  t = undefined;
});
afterAll(async () => {
  await closeExtractionPool();
  await rm(dir, { recursive: true, force: true });
});

/** An app with its own LibreOffice settings, an author signed in, and one .docx and one .pdf uploaded. */
async function appWith(env: Record<string, string>, clock?: TestClock) {
  t = await startTestApp(env, clock ? { clock } : {});
  const author = new TestClient(t.app);
  await author.signIn('author@attest.local');
  const ref = await referenceIds(author);
  const upload = async (docNumber: string, name: string, file: string) => {
    const meta = { docNumber, title: name, categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, description: 'Limits', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
    const { body, contentType } = multipart(meta, { name, content: await readFile(`${CORPUS}/${file}`) });
    const response = await author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<DocumentDetail>();
  };
  const word = await upload('LIM-1', 'tables.docx', 'docx/tables.docx');
  const pdf = await upload('LIM-2', 'basicapi.pdf', 'pdf/basicapi.pdf');
  const renditionOf = async (doc: DocumentDetail) => (await author.request('GET', `/api/documents/${doc.id}`)).json<DocumentDetail>().versions[0]!.rendition;
  const fetchRendition = (doc: DocumentDetail) => author.request('GET', `/api/documents/${doc.id}/versions/${doc.versions[0]!.id}/rendition`);
  return { app: t, word, pdf, renditionOf, fetchRendition };
}

describe('renditions without LibreOffice, and a conversion that hangs', () => {
  it('says why a Word version has no rendition when LibreOffice is not installed; PDFs are unaffected', async () => {
    const { app, word, pdf, renditionOf, fetchRendition } = await appWith({ SOFFICE_PATH: path.join(dir, 'not-installed', 'soffice') });
    expect(await app.app.renditions.soffice.locate()).toBeNull();
    await app.app.jobs.runDue();

    expect(await renditionOf(word)).toEqual({ status: 'unavailable', reason: NOT_INSTALLED_REASON });
    const refused = await fetchRendition(word);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({ code: 'RENDITION_FAILED', message: NOT_INSTALLED_REASON });
    expect(await renditionOf(pdf)).toEqual({ status: 'ready', reason: null });
    expect((await fetchRendition(pdf)).statusCode).toBe(200);

    // System Administration tells the administrator.
    const admin = new TestClient(app.app);
    await admin.signIn('admin@attest.local');
    const overview = (await admin.request('GET', '/api/system/overview')).json<SystemOverviewResponse>();
    expect(overview.configuration).toMatchObject({ libreOffice: 'not-installed', renditionConcurrency: 1, renditionTimeoutSeconds: 120 });
  });

  it('kills a conversion at its timeout, retries with back-off, then records the failure', async () => {
    // A stand-in for a LibreOffice that hangs on a file.
    const hanging = path.join(dir, 'soffice');
    await writeFile(hanging, '#!/bin/sh\nsleep 300\n');
    await chmod(hanging, 0o755);
    const clock = new TestClock(new Date('2026-03-02T10:30:00Z'));
    const { app, word, renditionOf, fetchRendition } = await appWith({ SOFFICE_PATH: hanging, RENDITION_TIMEOUT_SECONDS: '1' }, clock);

    const started = performance.now();
    expect(await app.app.jobs.runDue()).toEqual({ succeeded: 0, failed: 1 });
    expect(performance.now() - started).toBeLessThan(10_000);
    // Attempts are left: still pending, and the next attempt waits for its back-off.
    expect(await renditionOf(word)).toEqual({ status: 'pending', reason: null });
    expect(await app.app.jobs.runDue()).toEqual({ succeeded: 0, failed: 0 });
    for (let attempt = 2; attempt <= RENDITION_MAX_ATTEMPTS; attempt += 1) {
      clock.advance(RENDITION_BACKOFF_MS * 2 ** (attempt - 2));
      expect(await app.app.jobs.runDue()).toEqual({ succeeded: 0, failed: 1 });
    }

    const reason = 'soffice did not finish within 1 s and was stopped';
    expect(await renditionOf(word)).toEqual({ status: 'failed', reason });
    expect(errorOf(await fetchRendition(word))).toEqual({ code: 'RENDITION_FAILED', message: reason });
    const [job] = (await app.app.jobs.list({ name: 'document-rendition', status: 'failed', page: 1, pageSize: 10 })).items;
    expect(job).toMatchObject({ attempts: RENDITION_MAX_ATTEMPTS, lastError: reason });
  }, 60_000);

  it('tells users of a server error without its details, which the failed job keeps for administrators', async () => {
    const clock = new TestClock(new Date('2026-03-02T10:30:00Z'));
    const { app, word, renditionOf } = await appWith({}, clock);
    // The stored file is gone: every attempt fails before LibreOffice starts.
    await app.store.delete(word.versions[0]!.sha256!);
    for (let attempt = 1; attempt <= RENDITION_MAX_ATTEMPTS; attempt += 1) {
      expect(await app.app.jobs.runDue()).toEqual({ succeeded: 0, failed: 1 });
      clock.advance(RENDITION_BACKOFF_MS * 2 ** (attempt - 1));
    }
    expect(await renditionOf(word)).toEqual({ status: 'failed', reason: UNEXPECTED_REASON });
    const [job] = (await app.app.jobs.list({ name: 'document-rendition', status: 'failed', page: 1, pageSize: 10 })).items;
    expect(job?.lastError).toMatch(/^ENOENT/);
  });
});
