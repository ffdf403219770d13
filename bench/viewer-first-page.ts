/// <reference lib="dom" />
// Time to the first page of a 100-page PDF in Attest's full-screen viewer (navigation start to page 1 drawn: app
// boot, the lazily loaded viewer, the rendition fetched and parsed by pdf.js, page 1 rendered) beside a bare pdf.js
// render of page 1 of the same file on an already loaded page of the same origin: measured alternately, one run.
// Usage: node --import tsx bench/viewer-first-page.ts [rounds] [pages]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { CSRF_HEADER } from '@attest/domain';
import { multipart } from '../apps/server/src/http/multipart-body.ts';

const rounds = Number(process.argv[2] ?? 5);
const pages = Number(process.argv[3] ?? 100);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A text PDF of `count` pages, made here so nothing binary is committed. */
async function manyPagePdf(count: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= count; i++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`Cleaning procedure, page ${i}`, { x: 60, y: 780, size: 18, font });
    for (let line = 0; line < 40; line++) page.drawText(`Step ${line + 1}: wipe the hopper and the chute, record the batch number.`, { x: 60, y: 740 - line * 17, size: 11, font });
  }
  return Buffer.from(await pdf.save());
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

spawnSync(process.execPath, ['-e', "import('./scripts/web-build.mjs').then((m) => m.ensureWebBuild())"], { cwd: root, stdio: 'inherit' });
const dataDir = await mkdtemp(path.join(tmpdir(), 'attest-bench-viewer-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED: 'demo-users', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
try {
  for (let i = 0; !(await fetch(`${base}/api/health`).then((r) => r.ok, () => false)); i++) {
    if (i > 600) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  const session = await (await context.request.post('/api/auth/login', { data: { email: 'author@attest.local', password: 'Attest-Demo-2026' } })).json() as { csrfToken: string };
  const refs = async (url: string) => (await (await context.request.get(url)).json()) as { id: string }[];
  const [category] = await refs('/api/categories');
  const [department] = await refs('/api/departments');
  const meta = { docNumber: 'BENCH-100', title: 'Hundred-page procedure', categoryId: category!.id, departmentId: department!.id, description: 'x', changeReason: 'x', effectiveDate: '2030-01-01', reviewDate: '2031-01-01' };
  const { body, contentType } = multipart(meta, { name: 'hundred-pages.pdf', content: await manyPagePdf(pages) });
  const uploaded = await context.request.post('/api/documents/upload', { data: body, headers: { 'content-type': contentType, [CSRF_HEADER]: session.csrfToken } });
  if (!uploaded.ok()) throw new Error(`upload failed: ${await uploaded.text()}`);
  const doc = (await uploaded.json()) as { id: string; currentVersion: { id: string } };
  const renditionUrl = `/api/documents/${doc.id}/versions/${doc.currentVersion.id}/rendition`;
  const assets = await readdir(path.join(root, 'apps/web/dist/assets'));
  const asset = (prefix: string) => `/assets/${assets.find((name) => name.startsWith(prefix) && name.endsWith('.mjs'))}`;
  const [library, worker] = [asset('pdf.min-'), asset('pdf.worker.min-')];

  const viewer: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let page = await context.newPage();
    await page.goto(`/dashboard/author/documents/${doc.id}/view`);
    await page.locator('.page[data-page-number="1"][data-loaded="true"]').waitFor({ timeout: 60_000 });
    viewer.push(await page.evaluate(() => performance.now()));
    await page.close();

    page = await context.newPage();
    await page.goto('/api/health');
    bare.push(
      await page.evaluate(
        async ({ library, worker, url }) => {
          const start = performance.now();
          const pdfjs = (await import(library)) as typeof import('pdfjs-dist');
          pdfjs.GlobalWorkerOptions.workerSrc = worker;
          const pdf = await pdfjs.getDocument(url).promise;
          const first = await pdf.getPage(1);
          const viewport = first.getViewport({ scale: 96 / 72 });
          const canvas = document.createElement('canvas');
          [canvas.width, canvas.height] = [viewport.width, viewport.height];
          document.body.append(canvas);
          await first.render({ canvas, viewport }).promise;
          return performance.now() - start;
        },
        { library, worker, url: renditionUrl },
      ),
    );
    await page.close();
  }
  const fmt = (ms: number) => `${ms.toFixed(0).padStart(6)} ms`;
  console.log(`first page of a ${pages}-page PDF, median of ${rounds} (alternating)`);
  console.log(`  Attest viewer (navigation → page 1 drawn) ${fmt(median(viewer))}`);
  console.log(`  bare pdf.js (import → page 1 drawn)       ${fmt(median(bare))}`);
  console.log(`  ratio ${(median(viewer) / median(bare)).toFixed(2)}x`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
