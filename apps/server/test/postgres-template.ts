import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/platform/db/client.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The login the test apps run as: not the owner of the tables, as in production (README). */
export const TEST_RUNTIME_ROLE = 'attest_runtime';

/** Creates, migrates and seeds a template database on the test server; returns its URL. */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `attest_tpl_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, async (c) => {
    await c.query(`CREATE DATABASE ${name}`);
    await c.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${TEST_RUNTIME_ROLE}') THEN CREATE ROLE ${TEST_RUNTIME_ROLE} LOGIN; END IF;
    END $$;`);
  });
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  await migrate(database);
  await seedIfEmpty(database.db, 'demo');
  await database.close();
  return url;
}

export async function dropPostgresTemplate(serverUrl: string, templateUrl: string): Promise<void> {
  const name = new URL(templateUrl).pathname.slice(1);
  await admin(serverUrl, async (c) => {
    const rows = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${name}%`]);
    for (const row of rows.rows) await c.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
  });
}

/** A fresh database copied from the template, for one test file. */
export async function cloneFromTemplate(templateUrl: string): Promise<string> {
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const serverUrl = withDatabase(templateUrl, 'postgres');
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return withDatabase(templateUrl, name);
}
