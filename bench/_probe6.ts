import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startBenchServer } from './bench-server.ts';
const server = await startBenchServer({ documents: 10 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [path, ready] of [['/', 'h1'], ['/login', 'input[type=email]']] as const) {
  const page = await browser.newPage();
  const files: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') files.push(new URL(r.url()).pathname); });
  await page.goto(server.base + path, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor();
  let total = 0;
  for (const f of files) { const n = gzipSync(readFileSync('apps/web/dist' + f), { level: 9 }).length; total += n; console.log((n / 1024).toFixed(1).padStart(7), f); }
  console.log(path, 'total', (total / 1024).toFixed(1), 'KiB over', files.length, 'files');
  await page.close();
}
await browser.close(); await server.close();
