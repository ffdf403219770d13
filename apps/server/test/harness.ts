import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { SessionResponse } from '@attest/domain';
import { loadConfig, type Config } from '../src/config.ts';
import { buildApp, type AppDeps } from '../src/http/app.ts';
import { InjectClient, type InjectMethod } from '../src/http/inject-client.ts';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database, type Db } from '../src/platform/db/client.ts';
import { sha256Hex } from '../src/platform/crypto.ts';
import { systemClock, type Clock } from '../src/platform/clock.ts';
import { openBlobStore } from '../src/platform/storage/open-blob-store.ts';
import type { BlobStore } from '../src/platform/storage/blob-store.ts';
import type { ApiResponse } from './api-client.ts';
import { DEMO_PASSWORD } from '../src/modules/users/demo-password.ts';
import { cloneFromTemplate, TEST_RUNTIME_ROLE } from './postgres-template.ts';
import { TEST_AUDIT_SECRET, useTestAuditKeys } from './audit-key.ts';
import { grantRuntimeRole, useEmbeddedRuntimeRole } from '../src/platform/db/runtime-role.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  store: BlobStore;
  /** The filesystem store's folder (DATA_DIR/blobs), for tests that reach under the store. */
  blobRoot: string;
  /** Runs fn as the owner of the tables (what migrations run as): for tests that play a rogue database owner. */
  asOwner<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * A copy of the template opened the way the server opens its database: as the runtime role, which may not change
 * the evidence tables. PostgreSQL: the login attest_runtime (created by global setup); PGlite: SET ROLE.
 */
async function openTestDatabase(): Promise<{ database: Database; asOwner: TestApp['asOwner']; closeOwner: () => Promise<void>; env: Record<string, string> }> {
  const template = inject('template');
  if (template.kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([await readFile(template.file)]) });
    await useEmbeddedRuntimeRole(database);
    const asOwner: TestApp['asOwner'] = (fn) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL ROLE postgres`);
        return fn(tx);
      });
    return { database, asOwner, closeOwner: async () => undefined, env: {} };
  }
  const ownerUrl = await cloneFromTemplate(template.url);
  const owner = await openDatabase({ kind: 'postgres', url: ownerUrl, poolSize: 2 });
  await owner.withConnection((conn) => grantRuntimeRole(conn, TEST_RUNTIME_ROLE));
  const runtimeUrl = new URL(ownerUrl);
  runtimeUrl.username = TEST_RUNTIME_ROLE;
  const database = await openDatabase({ kind: 'postgres', url: runtimeUrl.toString(), poolSize: 10 });
  // The configuration a production server on this database has (pg_dump and pg_restore connect with it).
  const env = { DATABASE_URL: runtimeUrl.toString(), MIGRATION_DATABASE_URL: ownerUrl, AUDIT_KEY: TEST_AUDIT_SECRET.toString('hex') };
  return { database, asOwner: (fn) => fn(owner.db), closeOwner: () => owner.close(), env };
}

/** Opens a copy of the seeded template database (PGlite or PostgreSQL) behind the real HTTP app. */
export async function startTestApp(env: Record<string, string> = {}, options: Pick<AppDeps, 'realtime' | 'clock' | 'backupTarget' | 'serveWeb' | 'webDist' | 'logStream' | 'onRoute'> = {}): Promise<TestApp> {
  useTestAuditKeys();
  const { database, asOwner, closeOwner, env: databaseEnv } = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'attest-app-'));
  // Backups are off unless a test turns them on: other tests move the clock by days and would take them.
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED: 'none', AUTH_RATE_LIMIT_PER_MINUTE: '1000', DATA_DIR: dataDir, BACKUP_SCHEDULE: 'off', ...databaseEnv, ...env });
  const store = openBlobStore(config.blobStore);
  const app = await buildApp({ config, database, store, serveWeb: false, ...options });
  await app.ready();
  sessionTables.set(app, { db: database.db, clock: options.clock ?? systemClock });
  return {
    app,
    database,
    config,
    store,
    blobRoot: path.join(dataDir, 'blobs'),
    asOwner,
    close: async () => {
      await app.close();
      await database.close();
      await closeOwner();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Each test app's database and clock, by which a client tells whether its session timed out. */
const sessionTables = new WeakMap<FastifyInstance, { db: Db; clock: Clock }>();

/** Whether the session behind a cookie ended by timing out (idle, or its 24 hours) by the app's clock, not revoked. */
async function timedOut(app: FastifyInstance, cookie: string | undefined): Promise<boolean> {
  const token = cookie?.slice(cookie.indexOf('=') + 1);
  const tables = sessionTables.get(app);
  if (!tables || !token) return false;
  const [row] = rowsOf<{ revoked_at: Date | null; last_seen_at: Date; expires_at: Date }>(
    await tables.db.execute(sql`SELECT revoked_at, last_seen_at, expires_at FROM sessions WHERE id = ${sha256Hex(token)}`),
  );
  if (!row || row.revoked_at !== null) return false;
  const now = tables.clock.now().getTime();
  const idleMs = (await app.preferences.get('sessionIdleMinutes')) * 60_000;
  return new Date(row.expires_at).getTime() <= now || new Date(row.last_seen_at).getTime() + idleMs <= now;
}

/**
 * The API tests' client: the app's inject client, signing in with the demo password unless told otherwise. Sessions
 * run on the app's clock, so a test that moves its TestClock by days outlives every session: when a session has
 * timed out (never when it was revoked), the client signs in again, as the person coming back would, and repeats the
 * request. Tests of the timeouts themselves turn that off with `renewsTimedOutSessions = false`.
 */
export class TestClient extends InjectClient {
  renewsTimedOutSessions = true;
  private credentials: { email: string; password: string } | undefined;

  constructor(private readonly testApp: FastifyInstance) {
    super(testApp, 'vitest');
  }

  override async signIn(email: string, password = DEMO_PASSWORD): Promise<SessionResponse> {
    const session = await super.signIn(email, password);
    this.credentials = { email, password };
    return session;
  }

  override async request(method: InjectMethod, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const cookie = this.cookie;
    const response = await super.request(method, url, body, headers);
    if (!this.renewsTimedOutSessions || !this.credentials || response.statusCode !== 401 || errorCode(response) !== 'SESSION_EXPIRED') return response;
    if (!(await timedOut(this.testApp, cookie))) return response;
    await this.signIn(this.credentials.email, this.credentials.password);
    return super.request(method, url, body, headers);
  }
}

export const errorOf = (response: ApiResponse): { code?: string; message?: string } =>
  response.json<{ error?: { code: string; message: string } }>().error ?? {};

export const errorCode = (response: ApiResponse): string | undefined => errorOf(response).code;

/**
 * PostgreSQL only: a second instance of the server on the first one's database, with a DATA_DIR (and so a BACKUP_DIR and
 * an instance id) of its own and the first one's file store, as a second machine of a scaled-out installation has.
 */
export async function startSecondInstance(first: TestApp, env: Record<string, string> = {}, options: Pick<AppDeps, 'clock'> = {}): Promise<TestApp> {
  if (first.database.kind !== 'postgres' || !first.config.databaseUrl) throw new Error('A second instance needs PostgreSQL.');
  const database = await openDatabase({ kind: 'postgres', url: first.config.databaseUrl, poolSize: 5 });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'attest-app-b-'));
  const databaseEnv = { DATABASE_URL: first.config.databaseUrl, MIGRATION_DATABASE_URL: first.config.migrationDatabaseUrl ?? first.config.databaseUrl, AUDIT_KEY: TEST_AUDIT_SECRET.toString('hex') };
  const own = loadConfig({ LOG_LEVEL: 'silent', SEED: 'none', AUTH_RATE_LIMIT_PER_MINUTE: '1000', DATA_DIR: dataDir, BACKUP_SCHEDULE: 'off', ...databaseEnv, ...env });
  const config: Config = { ...own, blobStore: first.config.blobStore };
  // The stored files are shared (one bucket, or a shared filesystem), as every instance of one installation needs.
  const app = await buildApp({ config, database, store: first.store, serveWeb: false, ...options });
  await app.ready();
  sessionTables.set(app, { db: database.db, clock: options.clock ?? systemClock });
  return {
    app,
    database,
    config,
    store: first.store,
    blobRoot: first.blobRoot,
    asOwner: (fn) => first.asOwner(fn),
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
