// Document register at scale: 100,000 documents, then p50/p95 of the list endpoint (filtered, sorted, page of 50)
// and of search for a rare and a common word, each beside the raw SQL time of the same query, in one run.
// Targets: endpoint p95 <= 2 x raw SQL p95 + 5 ms; common-word p95 <= 10 x rare-word p95.
// Usage: node --import tsx bench/documents.ts [documents=100000] [runs=40]   (DATABASE_URL=postgres://… for PostgreSQL)
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DocumentListQuery, type SessionResponse } from '@attest/domain';
import { loadConfig } from '../apps/server/src/config.ts';
import { buildApp } from '../apps/server/src/http/app.ts';
import { openDatabase, rowsOf } from '../apps/server/src/platform/db/client.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { FilesystemBlobStore } from '../apps/server/src/platform/storage/blob-store.ts';
import { buildListSql } from '../apps/server/src/modules/documents/documents-list.repo.ts';
import { seedIfEmpty } from '../apps/server/src/seed/seed.ts';
import { DEMO_PASSWORD } from '../apps/server/src/modules/users/demo-password.ts';
import { generateDocuments } from './generate-documents.ts';

const total = Number(process.argv[2] ?? 100_000);
const runs = Number(process.argv[3] ?? 40);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'attest-bench-'));
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite' });
await migrate(database);
await seedIfEmpty(database.db, 'demo');
const started = performance.now();
await generateDocuments(database.db, total);
console.log(`generated ${total} documents on ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
const app = await buildApp({ config, database, store: new FilesystemBlobStore(path.join(dataDir, 'blobs')), serveWeb: false });
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@attest.local', password: DEMO_PASSWORD } });
const cookie = `attest_session=${login.cookies.find((c) => c.name === 'attest_session')?.value}`;
const viewer = login.json<SessionResponse>().user;

const [dept] = rowsOf<{ id: string }>(await database.db.execute(sql`SELECT id FROM departments WHERE name = 'Quality Assurance'`));
const cases: [string, Record<string, string>][] = [
  ['list: dept + draft, by updated desc', { department: dept!.id, status: 'draft', sort: 'updatedAt', dir: 'desc', pageSize: '50' }],
  ['list: all, by title asc, page 20', { sort: 'title', dir: 'asc', page: '20', pageSize: '50' }],
  ['search: rare word', { q: 'zirconium', pageSize: '50' }],
  ['search: common word', { q: 'procedure', pageSize: '50' }],
];

const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;
const time = async (fn: () => Promise<unknown>) => {
  const start = performance.now();
  await fn();
  return performance.now() - start;
};

const results: { name: string; endpoint: number[]; raw: number[] }[] = [];
for (const [name, params] of cases) {
  const query = DocumentListQuery.parse(params);
  const { page, count } = buildListSql(query, { kind: 'all' });
  const url = `/api/documents?${new URLSearchParams(params).toString()}`;
  const endpoint: number[] = [];
  const raw: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    // Alternate endpoint and raw SQL so both meet the same machine state; the first 3 rounds warm up.
    const e = await time(() => app.inject({ method: 'GET', url, headers: { cookie } }));
    const r = await time(() => Promise.all([database.db.execute(page), database.db.execute(count)]));
    if (i >= 3) {
      endpoint.push(e);
      raw.push(r);
    }
  }
  results.push({ name, endpoint, raw });
}

const f = (n: number) => n.toFixed(2).padStart(8);
console.log(`\nviewer ${viewer.email}, ${runs} runs each (ms)`);
console.log(`${'case'.padEnd(38)} ${'raw p50'.padStart(8)} ${'raw p95'.padStart(8)} ${'api p50'.padStart(8)} ${'api p95'.padStart(8)}  api p95 / (2 x raw p95 + 5)`);
for (const r of results) {
  const budget = 2 * p(r.raw, 0.95) + 5;
  console.log(`${r.name.padEnd(38)} ${f(p(r.raw, 0.5))} ${f(p(r.raw, 0.95))} ${f(p(r.endpoint, 0.5))} ${f(p(r.endpoint, 0.95))}  ${(p(r.endpoint, 0.95) / budget).toFixed(2)} ${p(r.endpoint, 0.95) <= budget ? 'ok' : 'OVER'}`);
}
const rare = results.find((r) => r.name.includes('rare'))!;
const common = results.find((r) => r.name.includes('common'))!;
const ratio = p(common.endpoint, 0.95) / p(rare.endpoint, 0.95);
console.log(`common-word p95 / rare-word p95 = ${ratio.toFixed(2)} (target <= 10) ${ratio <= 10 ? 'ok' : 'OVER'}`);

await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
