import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new empty database on the PostgreSQL server of `ownerUrl` (a login that may create databases), and its removal. */
export async function createScratchDatabase(ownerUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const server = new URL(ownerUrl);
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: Object.assign(new URL(server), { pathname: '/postgres' }).toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  return { url: Object.assign(new URL(server), { pathname: `/${name}` }).toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
