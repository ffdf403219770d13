// HTTP throughput of one server process, side by side in one run: autocannon, in a child process so the
// load does not share the server's event loop, against the real app on loopback — a route with no database work
// (the web shell), /api/health, the session, the documents list (20), a document, the dashboard — beside a bare
// Node http server (no framework) and, for the list, a control server running the same SQL without the framework.
// Then the SQL statements one list request runs at page sizes 20 and 100, as drizzle sends them (they must not grow
// with the page).
// Targets: list >= 0.6x its control; statements per list request the same at both page sizes.
// Usage: npm run bench:http -- [seconds per case=5] [connections=20]   (DATABASE_URL=postgres://… for PostgreSQL)
import { execFile } from 'node:child_process';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { DocumentListQuery, type DocumentListResponse } from '@attest/domain';
import { rowsOf } from '../apps/server/src/platform/db/client.ts';
import { buildListSql } from '../apps/server/src/modules/documents/documents-list.repo.ts';
import { startBenchServer } from './bench-server.ts';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 20);
const run = promisify(execFile);
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

// Counts what drizzle sends: every statement of a request, on either database.
let statementsRun = 0;
const server = await startBenchServer({ documents: 2_000, queryLogger: { logQuery: () => void statementsRun++ } });
const { base, database } = server;
const cookie = await server.adminCookie();
const get = async <T>(url: string) => (await (await fetch(`${base}${url}`, { headers: { cookie } })).json()) as T;
const firstDocument = (await get<DocumentListResponse>('/api/documents?pageSize=1')).items[0]!.id;

/** The control servers: the same work without Fastify, its hooks, validation or serialisation. */
async function listen(handler: (res: ServerResponse) => Promise<void> | void): Promise<{ url: string; server: Server }> {
  const control = createServer((_req, res) => void Promise.resolve(handler(res)).catch(() => res.writeHead(500).end()));
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(control.address() as { port: number }).port}/`, server: control };
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
console.log(`HTTP throughput on ${database.kind}, ${connections} connections, ${seconds} s each, signed in as the demo administrator`);
const rates = new Map<string, number>();
for (const [name, url, withCookie] of cases) {
  const rate = await load(url, withCookie);
  rates.set(name, rate);
  console.log(`  ${rate.toFixed(0).padStart(7)} req/s  ${name}`);
}
const ratio = (a: string, b: string) => rates.get(a)! / rates.get(b)!;
const listRatio = ratio('/api/documents?pageSize=20', 'control: the same list SQL, no framework');
console.log(`  list / its control: ${listRatio.toFixed(2)}x (target >= 0.60x) ${listRatio >= 0.6 ? 'met' : 'MISSED'}`);
console.log(`  web shell / bare node http: ${ratio('web shell / (no database work)', 'bare node http (no framework, no database)').toFixed(2)}x (for reference; no target)`);

// Requests the load left in flight finish first, so only this request's statements are counted.
await new Promise((resolve) => setTimeout(resolve, 1000));
const statements = async (pageSize: number) => {
  statementsRun = 0;
  await get(`/api/documents?pageSize=${pageSize}`);
  return statementsRun;
};
const [at20, at100] = [await statements(20), await statements(100)];
console.log(`  SQL statements per list request: ${at20} at 20 rows, ${at100} at 100 rows (target: the same) ${at20 === at100 ? 'met' : 'MISSED'}`);

bare.server.close();
listControl.server.close();
await server.close();
