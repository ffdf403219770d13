// Largest Contentful Paint of the landing page and of the dashboard, in Debian's Chromium driven by
// Playwright against the real app on loopback: each page loaded 5 times in a fresh browser context with the cache
// disabled, the median printed beside the 1 s budget.
// Usage: npm run bench:lcp -- [runs=5]   (DATABASE_URL=postgres://… for PostgreSQL; CHROMIUM_PATH for another browser)
import { chromium, type BrowserContext } from 'playwright-core';
import { startBenchServer } from './bench-server.ts';

const runs = Number(process.argv[2] ?? 5);
const BUDGET_MS = 1_000;

const server = await startBenchServer({ documents: 200 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

/** The page's LCP in ms: the last largest-contentful-paint entry once the page has settled. */
async function lcpOf(context: BrowserContext, url: string, ready: string): Promise<number> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await page.close();
  return lcp;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cookie = (await server.adminCookie()).split('=');
const cases: [string, string, string, boolean][] = [
  ['landing page /', '/', 'h1', false],
  ['dashboard /dashboard/admin (signed in)', '/dashboard/admin', 'main h1, main h2', true],
];
console.log(`LCP, median of ${runs} loads each, cache disabled, on ${server.database.kind}:`);
for (const [name, path, ready, signedIn] of cases) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (signedIn) await context.addCookies([{ name: cookie[0]!, value: cookie.slice(1).join('='), url: server.base }]);
    samples.push(await lcpOf(context, `${server.base}${path}`, ready));
    await context.close();
  }
  const m = median(samples);
  console.log(`  ${m.toFixed(0).padStart(6)} ms  ${name} (budget ${BUDGET_MS} ms: ${m <= BUDGET_MS ? 'met' : 'MISSED'}; runs ${samples.map((s) => s.toFixed(0)).join(', ')})`);
}
await browser.close();
await server.close();
