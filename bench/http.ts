// HTTP throughput of one server process, side by side in one run (issue 22): autocannon, in a child process so the
// load does not share the server's event loop, against the real app on loopback — a route with no database work
// (the web shell), /api/health, the session, the documents list (20), a document, the dashboard — beside a bare
// Node http server (no framework) and, for the list, a control server running the same SQL without the framework.
// Then the SQL statements one list request runs at page sizes 20 and 100, as drizzle sends them (they must not grow
// with the page).
// Targets: list >= 0.6x its control; statements per list request the same at both page sizes.
// Usage: npm run bench:http -- [seconds per case=5] [connections=20]   (DATABASE_URL=postgres://… for PostgreSQL)
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DocumentListQuery, type DocumentListResponse, type SessionResponse } from '@attest/domain';
import { loadConfig } from '../apps/server/src/config.ts';
import { buildApp } from '../apps/server/src/http/app.ts';
import { WEB_DIST } from '../apps/server/src/http/web-static.ts';
import { openDatabase, rowsOf, type Database } from '../apps/server/src/platform/db/client.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { FilesystemBlobStore } from '../apps/server/src/platform/storage/blob-store.ts';
import { buildListSql } from '../apps/server/src/modules/documents/documents-list.repo.ts';
import { seedIfEmpty } from '../apps/server/src/seed/seed.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-users.ts';
import { configureAuditKeys } from '../apps/server/src/modules/audit/audit-secret.ts';
import { generateDocuments } from './generate-documents.ts';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 20);
const run = promisify(execFile);
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const ROOT = path.resolve(import.meta.dirname, '..');

await run(process.execPath, [path.join(ROOT, 'scripts/web-build.mjs')]);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'attest-bench-http-'));
const config = loadConfig({
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  SEED: 'none',
  BACKUP_SCHEDULE: 'off',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, AUDIT_KEY: '00'.repeat(32) } : {}),
});
await configureAuditKeys(config);
// Counts what drizzle sends: every statement of a request, on either database.
let statementsRun = 0;
const queryLogger = { logQuery: () => void statementsRun++ };
const database: Database = await openDatabase(process.env.DATABASE_URL ? { kind: 'postgres', url: process.env.DATABASE_URL, queryLogger } : { kind: 'pglite', queryLogger });
await migrate(database);
await seedIfEmpty(database.db, 'demo');
await generateDocuments(database.db, 2_000);

const app = await buildApp({ config, database, store: new FilesystemBlobStore(path.join(dataDir, 'blobs')), webDist: WEB_DIST });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@attest.local', password: DEMO_PASSWORD }) });
const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
const session = (await login.json()) as SessionResponse;
const get = async <T>(url: string) => (await (await fetch(`${base}${url}`, { headers: { cookie } })).json()) as T;
const firstDocument = (await get<DocumentListResponse>('/api/documents?pageSize=1')).items[0]!.id;

/** The control servers: the same work without Fastify, its hooks, validation or serialisation. */
async function listen(handler: (res: import('node:http').ServerResponse) => Promise<void> | void): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => void Promise.resolve(handler(res)).catch(() => res.writeHead(500).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`, server };
}
const bare = await listen((res) => void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
const listQuery = DocumentListQuery.parse({ pageSize: '20' });
const listSql = buildListSql(listQuery, { kind: 'all' });
const listControl = await listen(async (res) => {
  const [rows, counted] = await Promise.all([database.db.execute(listSql.page), database.db.execute(listSql.count)]);
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ rows: rowsOf(rows), counted: rowsOf(counted) }));
});

async function load(url: string, withCookie: boolean): Promise<number> {
  const args = ['-j', '-c', String(connections), '-d', String(seconds), ...(withCookie ? ['-H', `cookie=${cookie}`] : []), url];
  const { stdout } = await run(process.execPath, [AUTOCANNON, ...args], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { requests: { average: number }; non2xx: number; errors: number };
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

const cases: [string, string, boolean][] = [
  ['bare node http (no framework, no database)', bare.url, false],
  ['web shell / (no database work)', `${base}/`, false],
  ['/api/health (SELECT 1)', `${base}/api/health`, false],
  ['/api/auth/session', `${base}/api/auth/session`, true],
  ['/api/documents?pageSize=20', `${base}/api/documents?pageSize=20`, true],
  ['control: the same list SQL, no framework', listControl.url, false],
  ['/api/documents/{id}', `${base}/api/documents/${firstDocument}`, true],
  ['/api/dashboard', `${base}/api/dashboard`, true],
];
console.log(`HTTP throughput on ${database.kind}, ${connections} connections, ${seconds} s each, signed in as ${session.user.email}`);
const rates = new Map<string, number>();
for (const [name, url, withCookie] of cases) {
  const rate = await load(url, withCookie);
  rates.set(name, rate);
  console.log(`  ${rate.toFixed(0).padStart(7)} req/s  ${name}`);
}
const ratio = (a: string, b: string) => rates.get(a)! / rates.get(b)!;
const listRatio = ratio('/api/documents?pageSize=20', 'control: the same list SQL, no framework');
console.log(`  list / its control: ${listRatio.toFixed(2)}x (target >= 0.60x) ${listRatio >= 0.6 ? 'met' : 'MISSED'}`);
console.log(`  web shell / bare node http: ${ratio('web shell / (no database work)', 'bare node http (no framework, no database)').toFixed(2)}x`);

const statements = async (pageSize: number) => {
  statementsRun = 0;
  await get(`/api/documents?pageSize=${pageSize}`);
  return statementsRun;
};
const [at20, at100] = [await statements(20), await statements(100)];
console.log(`  SQL statements per list request: ${at20} at 20 rows, ${at100} at 100 rows (target: the same) ${at20 === at100 ? 'met' : 'MISSED'}`);

await app.close();
bare.server.close();
listControl.server.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
