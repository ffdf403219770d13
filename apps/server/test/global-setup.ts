import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/client.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { createPostgresTemplate, dropPostgresTemplate } from './postgres-template.ts';
import { useTestAuditKeys } from './audit-key.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a tarball of a migrated, demo-seeded database; PostgreSQL: the template database's URL. */
    template: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string };
  }
}

/** Builds one migrated, seeded database per run; every test file starts from a copy of it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  useTestAuditKeys();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const url = await createPostgresTemplate(serverUrl);
    project.provide('template', { kind: 'postgres', url });
    return () => dropPostgresTemplate(serverUrl, url);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'attest-test-'));
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database);
  await seedIfEmpty(database.db, 'demo');
  const file = path.join(dir, 'template.tar.gz');
  const dump = await database.dump?.();
  if (!dump) throw new Error('PGlite dump unavailable');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('template', { kind: 'pglite', file });
  return () => rm(dir, { recursive: true, force: true });
}
