import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../apps/server/src/config.ts';
import { buildApp } from '../apps/server/src/http/app.ts';
import { WEB_DIST } from '../apps/server/src/http/web-static.ts';
import { openDatabase, type Database, type QueryLogger } from '../apps/server/src/platform/db/client.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { FilesystemBlobStore } from '../apps/server/src/platform/storage/blob-store.ts';
import { configureAuditKeys } from '../apps/server/src/modules/audit/audit-secret.ts';
import { seedIfEmpty } from '../apps/server/src/seed/seed.ts';
import { DEMO_PASSWORD } from '../apps/server/src/modules/users/demo-password.ts';
import { generateDocuments } from './generate-documents.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface BenchServer {
  base: string;
  database: Database;
  /** The session cookie of a signed-in administrator (`name=value`). */
  adminCookie(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real app on a loopback port, as `npm start` serves it (the web build, built first when stale), on PGlite or on
 * the PostgreSQL of DATABASE_URL, with the demo organisation and `documents` generated documents.
 */
export async function startBenchServer(options: { documents: number; queryLogger?: QueryLogger }): Promise<BenchServer> {
  await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts/web-build.mjs')]);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'attest-bench-'));
  const url = process.env.DATABASE_URL;
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SEED: 'none',
    BACKUP_SCHEDULE: 'off',
    ...(url ? { DATABASE_URL: url, AUDIT_KEY: '00'.repeat(32) } : {}),
  });
  await configureAuditKeys(config);
  const database = await openDatabase(url ? { kind: 'postgres', url, queryLogger: options.queryLogger } : { kind: 'pglite', queryLogger: options.queryLogger });
  await migrate(database);
  await seedIfEmpty(database.db, 'demo');
  await generateDocuments(database.db, options.documents);
  const app = await buildApp({ config, database, store: new FilesystemBlobStore(path.join(dataDir, 'blobs')), webDist: WEB_DIST });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base,
    database,
    adminCookie: async () => {
      const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@attest.local', password: DEMO_PASSWORD }) });
      if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
      return login.headers.getSetCookie()[0]!.split(';')[0]!;
    },
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
