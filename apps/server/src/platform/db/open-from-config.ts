import path from 'node:path';
import type { Config } from '../../config.ts';
import { openDatabase, type Database } from './client.ts';
import { migrate } from './migrate.ts';
import { grantRuntimeRole, useEmbeddedRuntimeRole } from './runtime-role.ts';

/**
 * Opens the configured database migrated and as its runtime role. PostgreSQL: with MIGRATION_DATABASE_URL the owner
 * migrates and grants DATABASE_URL's login its runtime rights; without it the one login does both (and owns the
 * evidence: README). PGlite: migrates, then switches to the runtime role.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl && config.migrationDatabaseUrl) {
    const runtime = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    try {
      const role = await runtime.withConnection(async (conn) => (await conn.query<{ role: string }>('SELECT current_user AS role'))[0]!.role);
      await migrateAsOwner(config.migrationDatabaseUrl, role);
    } catch (error) {
      await runtime.close();
      throw error;
    }
    return runtime;
  }
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrate(database);
    if (database.kind === 'pglite') await useEmbeddedRuntimeRole(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function migrateAsOwner(ownerUrl: string, runtimeRole: string): Promise<void> {
  const owner = await openDatabase({ kind: 'postgres', url: ownerUrl, poolSize: 1 });
  try {
    await migrate(owner);
    await owner.withConnection((conn) => grantRuntimeRole(conn, runtimeRole));
  } finally {
    await owner.close();
  }
}
