import { describe, expect, it } from 'vitest';

// The table-ownership rule of `npm run lint` (scripts/lint-table-writes.mjs): a table is written only by the module
// that owns it. Applied here to small sources laid out like apps/server/src.
interface TableWrites {
  tableNamesOf: (schemaSources: string[]) => Map<string, string>;
  foreignWrites: (files: { path: string; source: string }[], tableNames: Map<string, string>, owners: Record<string, string>) => string[];
}
const script = (name: string) => new URL(`../../../../scripts/${name}`, import.meta.url).href;
const { tableNamesOf, foreignWrites } = (await import(script('table-writes.mjs'))) as TableWrites;
const { TABLE_OWNERS } = (await import(script('table-owners.mjs'))) as { TABLE_OWNERS: Record<string, string> };

const schema = [
  `export const users = pgTable('users', { id: uuid('id') });`,
  `export const documentVersions = pgTable(\n  'document_versions', { id: uuid('id') });`,
  `export const auditLog = pgTable('audit_log', { seq: bigint('seq') });`,
];
const owners = { users: 'modules/users', document_versions: 'modules/documents', audit_log: 'modules/audit' };
const names = tableNamesOf(schema);

describe('the table-ownership rule', () => {
  it('reads drizzle names and SQL names from the schema', () => {
    expect([...names]).toEqual([
      ['users', 'users'],
      ['documentVersions', 'document_versions'],
      ['auditLog', 'audit_log'],
    ]);
  });

  it('refuses drizzle and SQL writes from a module that does not own the table, with file and line', () => {
    const files = [
      { path: 'modules/users/users.repo.ts', source: `await tx.update(users).set({ name });\nawait tx.insert(users).values(row);` },
      { path: 'modules/signatures/lockout.ts', source: `const x = 1;\nawait tx.update(users).set({ signingFailures: 1 });` },
      { path: 'modules/workflow/labels.ts', source: 'await tx.execute(sql`UPDATE document_versions SET status = ${s}`);\nawait tx.delete( documentVersions );' },
      { path: 'modules/retention/purge.ts', source: 'await tx.execute(sql`\n  DELETE FROM audit_log WHERE seq < 1`);' },
      { path: 'modules/search/index.ts', source: 'await tx.execute(sql`INSERT INTO search_terms (t) VALUES (1)`);' },
    ];
    expect(foreignWrites(files, names, owners)).toEqual([
      'modules/signatures/lockout.ts:2 updates users, owned by modules/users',
      'modules/workflow/labels.ts:1 updates document_versions, owned by modules/documents',
      'modules/workflow/labels.ts:2 deletes document_versions, owned by modules/documents',
      'modules/retention/purge.ts:2 deletes audit_log, owned by modules/audit',
    ]);
  });

  it('lets reads through, and lets migrations in TypeScript, the seed, the command-line tools and tests write any table', () => {
    const files = [
      { path: 'modules/dashboard/cards.ts', source: 'await db.select().from(users).innerJoin(documentVersions, on);\nsql`SELECT * FROM users FOR UPDATE`; sql`ON CONFLICT (id) DO UPDATE SET x = 1`' },
      { path: 'modules/documents/version-relabel.step.ts', source: 'await tx.update(users).set({});' },
      { path: 'seed/seed.ts', source: 'await tx.insert(users).values(rows);' },
      { path: 'cli/create-admin.ts', source: 'await tx.insert(users).values(rows);' },
      { path: 'modules/workflow/labels.test.ts', source: 'await db.execute(sql`UPDATE users SET status = 1`);' },
      { path: 'platform/db/migrate.ts', source: 'await db.execute(sql`INSERT INTO audit_log (seq) VALUES (1)`);' },
    ];
    expect(foreignWrites(files, names, owners)).toEqual([]);
  });

  it('refuses a write to a table with no declared owner', () => {
    const files = [{ path: 'modules/users/users.repo.ts', source: 'await tx.insert(auditLog).values(row);' }];
    expect(foreignWrites(files, names, { users: 'modules/users' })).toEqual(['modules/users/users.repo.ts:1 inserts audit_log, which has no owner in scripts/table-owners.mjs']);
  });

  it('declares an owner for every table of the schema', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const dir = new URL('../../src/platform/db/schema/', import.meta.url);
    const sources = await Promise.all((await readdir(dir)).filter((name) => name.endsWith('.ts')).map((name) => readFile(new URL(name, dir), 'utf8')));
    const tables = [...tableNamesOf(sources).values()];
    expect(tables.length).toBeGreaterThan(50);
    expect(tables.filter((table) => !TABLE_OWNERS[table])).toEqual([]);
  });
});
