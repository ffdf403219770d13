import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DocumentDetail, ImportRepositoryFileResponse, RepositoryConnection, RepositoryTreeResponse, RepositoryUpdateCheckResponse, TestRepositoryResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { buildZip, docxEntries, docxWith } from '../files/test-zip.ts';
import { errorCode, errorOf, startTestApp, type TestApp } from '../../../test/harness.ts';
import { referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { GitHttpServer } from '../../../test/git-http-server.ts';

const TOKEN = 'glpat-Secr3tT0kenNeverShown';
const logLines: string[] = [];
const responses: string[] = [];
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let server: GitHttpServer;
let ids: { categoryId: string; departmentId: string };
let repo: RepositoryConnection;
let firstCommit: string;

beforeAll(async () => {
  server = new GitHttpServer(TOKEN);
  await server.start();
  firstCommit = await server.commit(
    {
      'Effective/SOP-100 Cleaning GMP v2.docx': docxWith(),
      'Effective/notes.md': '# Notes\n',
      'Drafts/Form 7.txt': 'draft form',
      'README.md': 'Quality documents\n',
    },
    '2024-01-10T10:00:00Z',
    'Initial documents',
  );
  await server.commit({ 'Effective/notes.md': '# Notes\n\nLonger notes, changed later.\n' }, '2024-03-05T09:30:00Z', 'Notes');
  // The test Git server is on loopback: allowed by name, as an operator allows an internal Git server.
  t = await startTestApp({ LOG_LEVEL: 'debug', REPOSITORY_ALLOW_HTTP: 'true', REPOSITORY_ALLOWED_ADDRESSES: '127.0.0.1', REPOSITORY_FETCH_SCHEDULE: 'off' }, { logStream: { write: (line) => void logLines.push(line) } });
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
});
afterAll(async () => {
  await t.close();
  await server.stop();
  await closeExtractionPool();
});

type Client = (typeof as)['admin'];
async function call(client: Client, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  const response = await client.request(method, url, body);
  responses.push(response.body);
  return response;
}

describe('repository connections', () => {
  it('are added by an admin only; the token is encrypted at rest, audited as present, never returned [REQ:FR-REPO-1]', async () => {
    const payload = { name: 'QA SOPs', url: server.url, branch: 'main', token: TOKEN };
    expect((await call(as.author, 'POST', '/api/repositories', payload)).statusCode).toBe(403);
    const created = await call(as.admin, 'POST', '/api/repositories', payload);
    expect(created.statusCode).toBe(201);
    repo = created.json<RepositoryConnection>();
    expect(repo).toMatchObject({ name: 'QA SOPs', branch: 'main', hasToken: true, authScheme: 'basic' });
    const [stored] = rowsOf<{ token_ciphertext: string }>(await t.database.db.execute(sql`SELECT token_ciphertext FROM repository_connections WHERE id = ${repo.id}`));
    expect(stored!.token_ciphertext).not.toContain(TOKEN);
    const [event] = rowsOf<{ new_values: Record<string, unknown> }>(await t.database.db.execute(sql`SELECT new_values FROM audit_events WHERE action = 'Repository Connection Created' AND entity_id = ${repo.id}`));
    expect(event!.new_values).toMatchObject({ url: server.url, hasToken: true });
    expect((await call(as.author, 'GET', '/api/repositories')).json<RepositoryConnection[]>().map((r) => r.id)).toContain(repo.id);
  });

  it('refuses a URL with credentials in it, or plain http unless allowed', async () => {
    const withUser = server.url.replace('http://', 'http://me:pw@');
    const response = await call(as.admin, 'POST', '/api/repositories', { name: 'Bad', url: withUser, branch: 'main' });
    expect(errorCode(response)).toBe('REPOSITORY_URL_INVALID');
  });

  it('test connection runs the four checks in order and stops at the first failure', async () => {
    const ok = (await call(as.admin, 'POST', `/api/repositories/${repo.id}/test`, { path: 'README.md' })).json<TestRepositoryResponse>();
    expect(ok.ok).toBe(true);
    expect(ok.checks.map((c) => [c.name, c.status])).toEqual([['configuration', 'pass'], ['authentication', 'pass'], ['branch', 'pass'], ['file', 'pass']]);

    const bad = (await call(as.admin, 'POST', '/api/repositories', { name: 'Wrong token', url: server.url, branch: 'main', token: 'wrong-token' })).json<RepositoryConnection>();
    const failed = (await call(as.admin, 'POST', `/api/repositories/${bad.id}/test`, {})).json<TestRepositoryResponse>();
    expect(failed.ok).toBe(false);
    expect(failed.checks.map((c) => c.status)).toEqual(['pass', 'fail', 'skipped', 'skipped']);
    expect(failed.checks[1]!.message).toMatch(/Authentication failed \(401\)/);

    const branchless = (await call(as.admin, 'POST', '/api/repositories', { name: 'No branch', url: server.url, branch: 'release', token: TOKEN })).json<RepositoryConnection>();
    const noBranch = (await call(as.admin, 'POST', `/api/repositories/${branchless.id}/test`, {})).json<TestRepositoryResponse>();
    expect(noBranch.checks.map((c) => c.status)).toEqual(['pass', 'pass', 'fail', 'skipped']);
  });

  it('a bad token gives a Repository Access Error when browsing', async () => {
    const bad = (await call(as.admin, 'POST', '/api/repositories', { name: 'Bearer wrong', url: server.url, branch: 'main', authScheme: 'bearer', token: 'nope' })).json<RepositoryConnection>();
    const response = await call(as.author, 'GET', `/api/repositories/${bad.id}/tree`);
    expect(response.statusCode).toBe(502);
    expect(errorOf(response)).toMatchObject({ code: 'REPOSITORY_ACCESS_ERROR', message: expect.stringMatching(/Authentication failed/) as unknown });
  });

  it('discards the stored token when the address moves to another scheme, host or port, unless a new one comes with it; audited', async () => {
    // The attack: an administrator's session changes only the URL (token field absent = keep) to a host it controls.
    const seenAuth: string[] = [];
    const evil = createServer((request, response) => {
      seenAuth.push(request.headers.authorization ?? '');
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' }).end();
    });
    evil.listen(0, '127.0.0.1');
    await once(evil, 'listening');
    const evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}/repo.git`;
    try {
      const target = (await call(as.admin, 'POST', '/api/repositories', { name: 'Moved', url: server.url, branch: 'main', token: TOKEN })).json<RepositoryConnection>();
      const moved = await call(as.admin, 'PUT', `/api/repositories/${target.id}`, { name: 'Moved', url: evilUrl, branch: 'main', authScheme: 'basic', username: 'git', rowVersion: target.rowVersion });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<RepositoryConnection>().hasToken).toBe(false);
      await call(as.admin, 'POST', `/api/repositories/${target.id}/test`, {});
      const basic = Buffer.from(`git:${TOKEN}`).toString('base64');
      expect(seenAuth.length).toBeGreaterThan(0);
      for (const header of seenAuth) expect(header).not.toContain(basic);
      const [event] = rowsOf<{ new_values: Record<string, unknown> }>(
        await t.database.db.execute(sql`SELECT new_values FROM audit_events WHERE action = 'Repository Connection Updated' AND entity_id = ${target.id} ORDER BY seq DESC LIMIT 1`),
      );
      expect(event!.new_values).toMatchObject({ url: evilUrl, hasToken: false, tokenDiscarded: true });

      // A new token entered with the move is kept; a move within the same host (another path) keeps the stored one.
      const back = await call(as.admin, 'PUT', `/api/repositories/${target.id}`, { name: 'Moved', url: server.url, branch: 'main', authScheme: 'basic', username: 'git', token: TOKEN, rowVersion: moved.json<RepositoryConnection>().rowVersion });
      expect(back.json<RepositoryConnection>().hasToken).toBe(true);
      const otherPath = await call(as.admin, 'PUT', `/api/repositories/${target.id}`, { name: 'Moved', url: `${new URL(server.url).origin}/elsewhere.git`, branch: 'main', authScheme: 'basic', username: 'git', rowVersion: back.json<RepositoryConnection>().rowVersion });
      expect(otherPath.statusCode, otherPath.body).toBe(200);
      expect(otherPath.json<RepositoryConnection>().hasToken).toBe(true);
    } finally {
      evil.close();
    }
  });

  it('an unreachable host fails fast, saying only that it is unreachable (no raw connection error to map ports with)', async () => {
    const dead = (await call(as.admin, 'POST', '/api/repositories', { name: 'Dead', url: 'http://127.0.0.1:9/repo.git', branch: 'main', token: TOKEN })).json<RepositoryConnection>();
    const started = Date.now();
    const response = await call(as.author, 'GET', `/api/repositories/${dead.id}/tree`);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(errorOf(response)).toEqual({ code: 'REPOSITORY_ACCESS_ERROR', message: 'Unreachable: the repository host could not be reached.' });
  });

  it('never connects to loopback, link-local, private or metadata addresses that are not allowed', async () => {
    const internal = ['http://169.254.169.254/latest/meta-data.git', 'http://10.1.2.3/repo.git', 'http://192.168.0.10:8080/repo.git', 'http://[::1]:9/repo.git', 'http://127.0.0.2:9/repo.git'];
    for (const url of internal) {
      const created = await call(as.admin, 'POST', '/api/repositories', { name: `Internal ${url}`, url, branch: 'main', token: TOKEN });
      const connection = created.json<RepositoryConnection>();
      const started = Date.now();
      const test = (await call(as.admin, 'POST', `/api/repositories/${connection.id}/test`, {})).json<TestRepositoryResponse>();
      expect(test.checks[1], url).toMatchObject({ name: 'authentication', status: 'fail', message: expect.stringMatching(/^Unreachable: the address is on a loopback, private or link-local network/) as unknown });
      const browse = await call(as.author, 'GET', `/api/repositories/${connection.id}/tree`);
      expect(errorOf(browse).message, url).toMatch(/^Unreachable/);
      // Refused before any connection: no timeout waited out on a silent private address.
      expect(Date.now() - started, url).toBeLessThan(5_000);
    }
  });
});

describe('browsing', () => {
  it('lists a folder with real sizes, last-modified commits and the derived fields', async () => {
    const root = (await call(as.author, 'GET', `/api/repositories/${repo.id}/tree`)).json<RepositoryTreeResponse>();
    expect(root.path).toBe('');
    expect(root.items.map((i) => [i.name, i.type])).toEqual([['Drafts', 'tree'], ['Effective', 'tree'], ['README.md', 'blob']]);
    const effective = (await call(as.author, 'GET', `/api/repositories/${repo.id}/tree?path=Effective`)).json<RepositoryTreeResponse>();
    const sop = effective.items.find((i) => i.name === 'SOP-100 Cleaning GMP v2.docx')!;
    expect(sop).toMatchObject({
      path: 'Effective/SOP-100 Cleaning GMP v2.docx',
      type: 'blob',
      size: docxWith().length,
      lastModified: '2024-01-10T10:00:00.000Z',
      lastCommitSha: firstCommit,
      fileExtension: 'docx',
      isSupported: true,
      documentType: 'SOP',
      versionNumber: 'V02',
      status: 'effective',
      complianceLevel: 'gxp',
    });
    expect(effective.items.find((i) => i.name === 'notes.md')).toMatchObject({ lastModified: '2024-03-05T09:30:00.000Z', size: Buffer.byteLength('# Notes\n\nLonger notes, changed later.\n') });
    expect(root.items.find((i) => i.name === 'Effective')!.lastModified).toBe('2024-03-05T09:30:00.000Z');
  });

  it('sorts by name, date, size or type in either direction, folders first', async () => {
    const names = async (query: string) => (await call(as.author, 'GET', `/api/repositories/${repo.id}/tree?path=Effective&${query}`)).json<RepositoryTreeResponse>().items.map((i) => i.name);
    expect(await names('sort=name&direction=desc')).toEqual(['SOP-100 Cleaning GMP v2.docx', 'notes.md']);
    expect(await names('sort=date&direction=desc')).toEqual(['notes.md', 'SOP-100 Cleaning GMP v2.docx']);
    expect(await names('sort=size&direction=asc')).toEqual(['notes.md', 'SOP-100 Cleaning GMP v2.docx']);
    expect(await names('sort=type&direction=asc')).toEqual(['SOP-100 Cleaning GMP v2.docx', 'notes.md']);
  });

  it('refuses a path with "..", and a missing folder is not found', async () => {
    const up = await call(as.author, 'GET', `/api/repositories/${repo.id}/tree?path=${encodeURIComponent('Effective/../../etc')}`);
    expect(errorCode(up)).toBe('REPOSITORY_PATH_INVALID');
    expect(errorCode(await call(as.author, 'POST', `/api/repositories/${repo.id}/import`, { target: 'version', path: '../x.docx', docNumber: 'X', changeSummary: 'x' }))).toBe('REPOSITORY_PATH_INVALID');
    expect(errorOf(await call(as.author, 'GET', `/api/repositories/${repo.id}/tree?path=Nowhere`))).toMatchObject({ code: 'REPOSITORY_ITEM_NOT_FOUND', message: 'Folder not found' });
    expect((await call(as.user, 'GET', `/api/repositories/${repo.id}/tree`)).statusCode).toBe(403);
  });

  it('downloads a file and a zip of the selected files', async () => {
    const file = await as.author.request('GET', `/api/repositories/${repo.id}/file?path=README.md`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('Quality documents\n');
    expect(file.headers['content-disposition']).toContain('attachment');
    const zip = await as.author.request('POST', `/api/repositories/${repo.id}/zip`, { paths: ['README.md', 'Drafts/Form 7.txt'] });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});

describe('import with provenance', () => {
  let imported: ImportRepositoryFileResponse;
  const docPath = 'Effective/SOP-100 Cleaning GMP v2.docx';

  it('makes a new draft through the upload pipeline and records where it came from [REQ:A11-5] [REQ:FR-REPO-2]', async () => {
    const metadata = { docNumber: 'SOP-REPO-0001', title: 'Cleaning', ...ids, description: 'Imported', changeReason: 'Imported from Git', effectiveDate: '2026-12-01', reviewDate: '2027-12-01' };
    const response = await call(as.author, 'POST', `/api/repositories/${repo.id}/import`, { target: 'new', path: docPath, metadata });
    expect(response.statusCode).toBe(201);
    imported = response.json<ImportRepositoryFileResponse>();
    expect(imported.source).toMatchObject({ connectionId: repo.id, connectionName: 'QA SOPs', repositoryUrl: server.url, branch: 'main', path: docPath });
    expect(imported.source.commitSha).toMatch(/^[0-9a-f]{40}$/);
    expect(imported.source.blobSha).toMatch(/^[0-9a-f]{40}$/);
    const detail = (await call(as.author, 'GET', `/api/documents/${imported.documentId}`)).json<DocumentDetail>();
    expect(detail).toMatchObject({ status: 'draft', currentVersion: { fileName: 'SOP-100 Cleaning GMP v2.docx', size: docxWith().length } });
    expect(detail.repositorySource).toMatchObject({ commitSha: imported.source.commitSha, path: docPath, blobSha: imported.source.blobSha });
    const [event] = rowsOf<{ new_values: Record<string, unknown> }>(await t.database.db.execute(sql`SELECT new_values FROM audit_events WHERE action = 'Document Imported from Repository' AND entity_id = ${imported.documentId}`));
    expect(event!.new_values).toMatchObject({ path: docPath, commitSha: imported.source.commitSha });
  });

  it('refuses a type the upload pipeline does not take, and a file over the upload limit', async () => {
    const md = await call(as.author, 'POST', `/api/repositories/${repo.id}/import`, { target: 'version', path: 'README.md', docNumber: 'SOP-REPO-0001', changeSummary: 'x' });
    expect(errorCode(md)).toBe('INVALID_FILE_TYPE');
    await server.commit({ 'Big/huge.pdf': Buffer.alloc(11 * 1024 * 1024, 1) }, '2024-04-01T00:00:00Z', 'Big file');
    const big = await call(as.author, 'POST', `/api/repositories/${repo.id}/import`, { target: 'version', path: 'Big/huge.pdf', docNumber: 'SOP-REPO-0001', changeSummary: 'x' });
    expect(errorOf(big)).toMatchObject({ code: 'FILE_TOO_LARGE', message: expect.stringContaining('10') as unknown });
  });

  it('"Check for updates" sees a new commit to the file and the import offers a new version', async () => {
    const same = (await call(as.author, 'POST', `/api/documents/${imported.documentId}/repository-check`)).json<RepositoryUpdateCheckResponse>();
    expect(same.status).toBe('up-to-date');
    await server.commit({ [docPath]: buildZip(docxEntries('<w:p><w:r><w:t>Revised</w:t></w:r></w:p>')) }, '2024-05-01T08:00:00Z', 'Revise SOP');
    const changed = (await call(as.author, 'POST', `/api/documents/${imported.documentId}/repository-check`)).json<RepositoryUpdateCheckResponse>();
    expect(changed.status).toBe('changed');
    expect(changed.currentBlobSha).not.toBe(imported.source.blobSha);
    const again = await call(as.author, 'POST', `/api/repositories/${repo.id}/import`, { target: 'version', path: docPath, docNumber: 'SOP-REPO-0001', changeSummary: 'Revised in Git' });
    expect(again.statusCode, again.body).toBe(201);
    const next = again.json<ImportRepositoryFileResponse>();
    expect(next.documentId).toBe(imported.documentId);
    expect(next.source.blobSha).toBe(changed.currentBlobSha);
    const detail = (await call(as.author, 'GET', `/api/documents/${imported.documentId}`)).json<DocumentDetail>();
    expect(detail.versions).toHaveLength(2);
    expect(detail.repositorySource!.commitSha).toBe(changed.headCommitSha);
    expect((await call(as.author, 'POST', `/api/documents/${imported.documentId}/repository-check`)).json<RepositoryUpdateCheckResponse>().status).toBe('up-to-date');
  });
});

describe('the token', () => {
  it('was sent to the Git server, yet never appears in a response body or a log line', () => {
    expect(server.seen.some((r) => r.authorized)).toBe(true);
    expect(responses.length).toBeGreaterThan(10);
    for (const body of responses) expect(body).not.toContain(TOKEN);
    expect(logLines.length).toBeGreaterThan(0);
    const basic = Buffer.from(`git:${TOKEN}`).toString('base64');
    for (const line of logLines) {
      expect(line).not.toContain(TOKEN);
      expect(line).not.toContain(basic);
    }
  });
});
