import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RepositoryConnection } from '@attest/domain';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { docxEntries, buildZip } from '../files/test-zip.ts';
import { errorOf, startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { GitHttpServer } from '../../../test/git-http-server.ts';
import { PREVIEW_QUEUE_MAX } from './repository-preview.ts';

let dir: string;
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let server: GitHttpServer;
let repo: RepositoryConnection;
const GO = () => path.join(dir, 'go');
const FILES = Array.from({ length: PREVIEW_QUEUE_MAX + 3 }, (_, i) => `Effective/SOP-${300 + i}.docx`);
const MIXED = 'Drafts/SOP-399.docx';
const preview = (file: string) => as.author.request('GET', `/api/repositories/${repo.id}/preview?path=${encodeURIComponent(file)}`);
const soffice = () => t.app.renditions.soffice;

beforeAll(async () => {
  // A stand-in for LibreOffice that converts only once the test lets it (the file "go" exists), so the test sees the
  // queue as it is rather than guessing at timings. It runs in the same sandbox as LibreOffice would.
  dir = await mkdtemp(path.join(os.tmpdir(), 'attest-preview-limits-'));
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  await writeFile(path.join(dir, 'converted.pdf'), await pdf.save());
  const fake = path.join(dir, 'soffice');
  await writeFile(
    fake,
    [
      '#!/bin/sh',
      'here=$(dirname "$0")',
      'while [ ! -e "$here/go" ]; do sleep 0.05; done',
      'while [ $# -gt 0 ]; do if [ "$1" = --outdir ]; then out="$2"; fi; shift; done',
      'cp "$here/converted.pdf" "$out/source.pdf"',
      '',
    ].join('\n'),
  );
  await chmod(fake, 0o755);

  server = new GitHttpServer('glpat-PreviewLimits');
  await server.start();
  const docx = (i: number) => buildZip(docxEntries(`<w:p><w:r><w:t>Procedure ${i}</w:t></w:r></w:p>`));
  await server.commit({ ...Object.fromEntries(FILES.map((file, i) => [file, docx(i)])), [MIXED]: docx(99) }, '2024-02-01T10:00:00Z', 'Procedures');
  t = await startTestApp({ SOFFICE_PATH: fake, REPOSITORY_ALLOW_HTTP: 'true', REPOSITORY_ALLOWED_ADDRESSES: '127.0.0.1', REPOSITORY_FETCH_SCHEDULE: 'off' });
  as = await signedInClients(t.app);
  expect(await t.app.preferences.get('renditionConcurrency')).toBe(1);
  const created = await as.admin.request('POST', '/api/repositories', { name: 'Procedures', url: server.url, branch: 'main', token: 'glpat-PreviewLimits' });
  expect(created.statusCode, created.body).toBe(201);
  repo = created.json<RepositoryConnection>();
}, 120_000);
afterAll(async () => {
  await writeFile(GO(), '');
  await t.close();
  await server.stop();
  await closeExtractionPool();
  await rm(dir, { recursive: true, force: true });
});

describe('repository View and the conversion limit', () => {
  it(
    'converts one file once for 8 parallel Views, one LibreOffice at a time, and serves the others the same PDF',
    async () => {
      await rm(GO(), { force: true });
      const before = { ...soffice().counts };
      const responses = Array.from({ length: 8 }, () => preview(FILES[0]!));
      await vi.waitFor(() => expect(soffice().counts.started).toBe(before.started + 1), { timeout: 60_000, interval: 50 });
      await writeFile(GO(), '');
      const done = await Promise.all(responses);
      for (const response of done) expect(response.statusCode, response.body).toBe(200);
      expect(new Set(done.map((response) => response.rawPayload.toString('base64'))).size).toBe(1);
      // Later Views come from the cache.
      expect((await preview(FILES[0]!)).statusCode).toBe(200);
      expect(soffice().counts.started).toBe(before.started + 1);
      expect(soffice().counts.peakRunning).toBe(1);
    },
    120_000,
  );

  it(
    `answers 503 with Retry-After once ${PREVIEW_QUEUE_MAX} conversions wait, and converts the queued ones one at a time`,
    async () => {
      await rm(GO(), { force: true });
      const others = FILES.slice(1);
      const responses = others.map((file) => preview(file));
      // One converts (held until "go"), PREVIEW_QUEUE_MAX wait; the rest are turned away at once.
      await vi.waitFor(() => expect(soffice().queued).toBe(PREVIEW_QUEUE_MAX), { timeout: 60_000, interval: 50 });
      await writeFile(GO(), '');
      const done = await Promise.all(responses);
      const refused = done.filter((response) => response.statusCode === 503);
      expect(done.filter((response) => response.statusCode === 200)).toHaveLength(PREVIEW_QUEUE_MAX + 1);
      expect(refused).toHaveLength(others.length - PREVIEW_QUEUE_MAX - 1);
      for (const response of refused) {
        expect(errorOf(response).code).toBe('CONVERSION_BUSY');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(soffice().counts.peakRunning).toBe(1);
    },
    120_000,
  );

  it(
    'makes a rendition job and a View take turns: they share the one limit',
    async () => {
      await rm(GO(), { force: true });
      const ref = await referenceIds(as.author);
      const meta = { docNumber: 'LIM-399', title: 'Shared limit', categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, description: 'Limit', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
      const { body, contentType } = multipart(meta, { name: 'shared.docx', content: buildZip(docxEntries('<w:p><w:r><w:t>Shared</w:t></w:r></w:p>')) });
      expect((await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType })).statusCode).toBe(201);
      const before = soffice().counts.started;
      const job = t.app.jobs.runDue();
      const view = preview(MIXED);
      await vi.waitFor(() => expect({ started: soffice().counts.started, queued: soffice().queued }).toEqual({ started: before + 1, queued: 1 }), { timeout: 60_000, interval: 50 });
      await writeFile(GO(), '');
      expect(await job).toEqual({ succeeded: 1, failed: 0 });
      expect((await view).statusCode).toBe(200);
      expect(soffice().counts).toEqual({ started: before + 2, peakRunning: 1 });
    },
    120_000,
  );
});
