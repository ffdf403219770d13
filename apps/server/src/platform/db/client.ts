import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { wallClock } from '../clock.ts';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { listenPostgres, type Listener } from './pg-listen.ts';

export type Schema = typeof schema;
/** A drizzle handle: the database or a transaction; repos and services accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

/** The rows of a raw `db.execute` result; both drivers return `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A plain connection for scripts: several statements at once, parameterised queries. */
export interface RawConnection {
  exec(script: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

/** Connections the database dropped (a restart, a network cut): counted for diagnostics, reported to the log. */
export interface ConnectionErrors {
  count: number;
  last: { at: Date; message: string } | null;
  /** Where to report each one (the app's logger, once it exists); before that they are only counted. */
  report: ((error: Error) => void) | null;
}

export interface Database {
  kind: DatabaseKind;
  db: Db;
  connectionErrors: ConnectionErrors;
  /** Runs fn on one connection for its whole duration (session advisory locks need that). */
  withConnection<T>(fn: (conn: RawConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** LISTENs on a channel (PostgreSQL: on a dedicated connection that reconnects); see pg-listen.ts. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tarball, loadable with `loadDataDir` (test templates). */
  dump?: () => Promise<Blob>;
}

/** Told of every statement drizzle runs (bench/http.ts counts the statements of one request with it). */
export interface QueryLogger {
  logQuery(query: string, params: unknown[]): void;
}

export type DatabaseOptions = ({ kind: 'pglite'; dataDir?: string; loadDataDir?: Blob } | { kind: 'postgres'; url: string; poolSize?: number }) & {
  queryLogger?: QueryLogger;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize, options.queryLogger) : openPglite(options);
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob; queryLogger?: QueryLogger }): Promise<Database> {
  // PGlite needs the parent of its data directory to exist.
  if (options.dataDir) await mkdir(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const conn: RawConnection = {
    exec: async (script) => {
      await client.exec(script);
    },
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
  };
  return {
    kind: 'pglite',
    connectionErrors: { count: 0, last: null, report: null },
    db: drizzlePglite(client, { schema, logger: options.queryLogger }) as unknown as Db,
    withConnection: (fn) => fn(conn),
    close: () => client.close(),
    listen: async (channel, listener) => {
      const stop = await client.listen(channel, (payload) => listener.onPayload(payload));
      listener.onListening?.();
      // A closed database has no listeners left to drop (and PGlite would reject the UNLISTEN).
      return async () => {
        if (!client.closed) await stop();
      };
    },
    dump: () => client.dumpDataDir('gzip'),
  };
}

async function openPostgres(url: string, poolSize = 10, queryLogger?: QueryLogger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const connectionErrors: ConnectionErrors = { count: 0, last: null, report: null };
  // Without these listeners a dropped connection is an unhandled 'error' event that ends the process: a restart of
  // PostgreSQL would take every instance down with it. The broken client is discarded by the pool (idle) or fails
  // the query it runs (checked out); the next request gets a new connection once the database is back.
  const dropped = (error: Error) => {
    connectionErrors.count += 1;
    // The database is opened before any app (and by the command-line tools), so before any injected clock exists.
    connectionErrors.last = { at: wallClock.now(), message: error.message };
    connectionErrors.report?.(error);
  };
  pool.on('error', dropped);
  pool.on('connect', (client) => client.on('error', dropped));
  // Fail at start-up, not on the first request, when the database cannot be reached.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    connectionErrors,
    db: drizzlePg(pool, { schema, logger: queryLogger }) as unknown as Db,
    withConnection: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn({
          exec: async (script) => {
            await client.query(script);
          },
          query: async <T>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as T[],
        });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    listen: (channel, listener) => listenPostgres(url, channel, listener),
  };
}
