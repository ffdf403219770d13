import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDetail, RepositoryConnection } from '@attest/domain';
import { startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { GitHttpServer } from '../../../test/git-http-server.ts';
import { pdfImageCount } from '../../../test/pdf-images.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { docxLinkingTo } from './linked-docx.ts';

/** Real LibreOffice converts here: minutes on a busy machine. */
const SLOW = 240_000;

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let dir: string;
let web: Server;
let git: GitHttpServer;
let repo: RepositoryConnection;
/** Every request LibreOffice made to the test's own web server. */
const requested: string[] = [];
const payloads: Record<string, Buffer> = {};
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'attest-external-refs-'));
  // The "secret" is a PNG on the server's disk, and the web server serves the same picture.
  const secret = path.join(dir, 'secret.png');
  await writeFile(secret, PNG);
  web = createServer((request, response) => {
    requested.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  const port = (web.address() as AddressInfo).port;
  payloads['Linked over HTTP.docx'] = docxLinkingTo(`http://127.0.0.1:${port}/x.png`);
  payloads['Linked to a local file.docx'] = docxLinkingTo(pathToFileURL(secret).href);

  git = new GitHttpServer('glpat-ExternalRefs');
  await git.start();
  await git.commit(Object.fromEntries(Object.entries(payloads).map(([name, bytes]) => [`Hostile/${name}`, bytes])), '2024-02-01T10:00:00Z', 'Linked pictures');
  t = await startTestApp({ REPOSITORY_ALLOW_HTTP: 'true', REPOSITORY_ALLOWED_ADDRESSES: '127.0.0.1', REPOSITORY_FETCH_SCHEDULE: 'off' });
  as = await signedInClients(t.app);
  const created = await as.admin.request('POST', '/api/repositories', { name: 'Hostile documents', url: git.url, branch: 'main', token: 'glpat-ExternalRefs' });
  expect(created.statusCode, created.body).toBe(201);
  repo = created.json<RepositoryConnection>();
}, SLOW);
afterAll(async () => {
  await t.close();
  await git.stop();
  await new Promise((resolve) => web.close(resolve));
  await closeExtractionPool();
  await rm(dir, { recursive: true, force: true });
});

let serial = 0;
async function upload(client: TestClient, name: string, content: Buffer): Promise<DocumentDetail> {
  const ref = await referenceIds(client);
  serial += 1;
  const meta = { docNumber: `EXT-${serial}`, title: name, categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, description: 'Linked pictures', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  const { body, contentType } = multipart(meta, { name, content });
  const response = await client.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DocumentDetail>();
}

describe('LibreOffice never reaches outside the file it converts', () => {
  it(
    'makes renditions of Word files linking pictures over HTTP and from the server’s disk without fetching or embedding them',
    async () => {
      const docs = [];
      for (const [name, bytes] of Object.entries(payloads)) docs.push(await upload(as.author, name, bytes));
      expect(await t.app.jobs.runDue()).toEqual({ succeeded: 2, failed: 0 });
      for (const doc of docs) {
        const pdf = await as.author.request('GET', `/api/documents/${doc.id}/versions/${doc.versions[0]!.id}/rendition`);
        expect(pdf.statusCode, pdf.body).toBe(200);
        expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(await pdfImageCount(pdf.rawPayload), doc.title).toBe(0);
      }
      expect(requested).toEqual([]);
    },
    SLOW,
  );

  it(
    'shows the same files in the repository View without fetching or embedding the linked pictures',
    async () => {
      for (const name of Object.keys(payloads)) {
        const response = await as.author.request('GET', `/api/repositories/${repo.id}/preview?path=${encodeURIComponent(`Hostile/${name}`)}`);
        expect(response.statusCode, response.body).toBe(200);
        expect(await pdfImageCount(response.rawPayload), name).toBe(0);
      }
      expect(requested).toEqual([]);
    },
    SLOW,
  );
});
