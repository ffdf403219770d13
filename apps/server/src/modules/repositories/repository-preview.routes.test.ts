import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RepositoryConnection } from '@attest/domain';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { docxWith } from '../files/test-zip.ts';
import { errorCode, errorOf, startTestApp, type TestApp } from '../../../test/harness.ts';
import { signedInClients } from '../../../test/documents-helpers.ts';
import { GitHttpServer } from '../../../test/git-http-server.ts';
import { pdfPages } from '../../../test/pdf-pages.ts';

const HOSTILE_HTML = [
  '<html><head><title>Line clearance</title><script>document.title = "owned"</script><meta http-equiv="refresh" content="0;url=https://evil.example"></head>',
  '<body onload="steal()"><h1 style="color:navy" onclick="steal()">Line clearance</h1><p>Remove all materials of the previous batch.</p>',
  '<iframe src="https://evil.example"></iframe><a href="javascript:steal()">link</a><img src="x" onerror="steal()"></body></html>',
].join('');

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let server: GitHttpServer;
let repo: RepositoryConnection;
const preview = (client: (typeof as)['author'], path: string) => client.request('GET', `/api/repositories/${repo.id}/preview?path=${encodeURIComponent(path)}`);

beforeAll(async () => {
  server = new GitHttpServer('glpat-PreviewT0ken');
  await server.start();
  await server.commit(
    {
      'Effective/SOP-200 Line Clearance v1.docx': docxWith(),
      'Effective/Not really Word.docx': 'plain text pretending to be a Word file',
      'Web/line-clearance.html': HOSTILE_HTML,
      'notes.md': '# Notes\n\n<script>not run</script>\n',
      'Sheets/Batch record.xlsx': 'PK\u0003\u0004 spreadsheet',
    },
    '2024-02-01T10:00:00Z',
    'Documents to view',
  );
  t = await startTestApp({ REPOSITORY_ALLOW_HTTP: 'true', REPOSITORY_ALLOWED_ADDRESSES: '127.0.0.1', REPOSITORY_FETCH_SCHEDULE: 'off' });
  as = await signedInClients(t.app);
  const created = await as.admin.request('POST', '/api/repositories', { name: 'Line documents', url: server.url, branch: 'main', token: 'glpat-PreviewT0ken' });
  expect(created.statusCode, created.body).toBe(201);
  repo = created.json<RepositoryConnection>();
});
afterAll(async () => {
  await t.close();
  await server.stop();
  await closeExtractionPool();
});

describe('viewing a repository file (the browser’s View)', () => {
  it('converts a Word file to a PDF the browser shows inline [REQ:FR-REPO-3]', async () => {
    const response = await preview(as.author, 'Effective/SOP-200 Line Clearance v1.docx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('inline');
    expect(response.headers['content-disposition']).toContain('filename="SOP-200 Line Clearance v1.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await pdfPages(response.rawPayload)).length).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('refuses a ".docx" that is not a Word file: it must start with the zip signature, as an upload must', async () => {
    const response = await preview(as.author, 'Effective/Not really Word.docx');
    expect(errorCode(response)).toBe('FILE_UNREADABLE');
  });

  it('shows HTML without its scripts, frames, event attributes or javascript: links, and sandboxed [REQ:FR-REPO-3]', async () => {
    const response = await preview(as.author, 'Web/line-clearance.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    const html = response.body;
    expect(html).toContain('<h1 style="color:navy">Line clearance</h1>');
    expect(html).toContain('<p>Remove all materials of the previous batch.</p>');
    for (const hostile of ['<script', 'document.title', '<iframe', '<meta', 'onload', 'onclick', 'onerror', 'javascript:', 'steal()']) expect(html).not.toContain(hostile);
  });

  it('shows Markdown as plain text, never as HTML', async () => {
    const response = await preview(as.author, 'notes.md');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe('# Notes\n\n<script>not run</script>\n');
  });

  it('names the type it cannot show, and a file that is not there [REQ:FR-REPO-3]', async () => {
    expect(errorOf(await preview(as.author, 'Sheets/Batch record.xlsx'))).toEqual({ code: 'REPOSITORY_PREVIEW_UNSUPPORTED', message: 'XLSX files are not supported' });
    expect(errorOf(await preview(as.author, 'Effective/Missing.pdf'))).toMatchObject({ code: 'REPOSITORY_ITEM_NOT_FOUND' });
    expect(errorCode(await preview(as.author, '../etc/passwd.txt'))).toBe('REPOSITORY_PATH_INVALID');
  });

  it('is for those who browse repositories: a reader gets 403 [REQ:P11-10d]', async () => {
    expect((await preview(as.user, 'notes.md')).statusCode).toBe(403);
  });
});
