import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { rowsOf } from './client.ts';
import * as schema from './schema/index.ts';

// One migration regime (DESIGN §5): the numbered SQL files make the database; the drizzle schema only describes it
// for the queries' types. This test keeps the two from drifting apart: the test template is migrated from the SQL
// files, and every table and column there must be in the schema with the same type, nullability and default.

interface CatalogColumn {
  table: string;
  column: string;
  type: string;
  notNull: boolean;
  hasDefault: boolean;
}

/** The tables migrations keep for themselves, which no query reads through drizzle. */
const MIGRATION_BOOKKEEPING = new Set(['schema_migrations']);

// drizzle's names for a few types differ from PostgreSQL's canonical ones (format_type).
const CANONICAL: Record<string, string> = {
  serial: 'integer',
  bigserial: 'bigint',
  smallserial: 'smallint',
  varchar: 'character varying',
  timestamp: 'timestamp without time zone',
  time: 'time without time zone',
};
const canonical = (type: string) => CANONICAL[type] ?? type.replace(/^varchar\(/, 'character varying(').replace(/^numeric\((\d+), (\d+)\)$/, 'numeric($1,$2)');

function schemaColumns(): CatalogColumn[] {
  const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => value instanceof PgTable);
  return tables.flatMap((table) => {
    const config = getTableConfig(table);
    return config.columns.map((column) => ({
      table: config.name,
      column: column.name,
      type: canonical(column.getSQLType()),
      notNull: column.notNull,
      // A serial's default is its sequence.
      hasDefault: column.hasDefault || /serial$/.test(column.getSQLType()),
    }));
  });
}

let testApp: TestApp;
let database: CatalogColumn[];

beforeAll(async () => {
  testApp = await startTestApp();
  database = await testApp.asOwner(async (db) =>
    rowsOf<{ table: string; column: string; type: string; not_null: boolean; has_default: boolean }>(
      await db.execute(sql`
        SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
               a.attnotnull AS not_null, a.atthasdef AS has_default
          FROM pg_attribute a
          JOIN pg_class c ON c.oid = a.attrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
         ORDER BY c.relname, a.attnum`),
    )
      .filter((row) => !MIGRATION_BOOKKEEPING.has(row.table))
      .map((row) => ({ table: row.table, column: row.column, type: row.type, notNull: row.not_null, hasDefault: row.has_default })),
  );
});

afterAll(() => testApp.close());

const key = (column: CatalogColumn) => `${column.table}.${column.column}`;

describe('the drizzle schema describes the migrated database', () => {
  it('has every table the migrations make, and no other', () => {
    const tablesIn = (columns: CatalogColumn[]) => [...new Set(columns.map((column) => column.table))].sort();
    expect(tablesIn(schemaColumns())).toEqual(tablesIn(database));
  });

  it('has every column with its type, nullability and whether it has a default', () => {
    const declared = new Map(schemaColumns().map((column) => [key(column), column]));
    const differences = database.flatMap((actual) => {
      const expected = declared.get(key(actual));
      if (!expected) return [`${key(actual)}: in the database, not in the schema`];
      const found: string[] = [];
      if (expected.type !== actual.type) found.push(`${key(actual)}: type ${actual.type} in the database, ${expected.type} in the schema`);
      if (expected.notNull !== actual.notNull) found.push(`${key(actual)}: NOT NULL is ${actual.notNull} in the database, ${expected.notNull} in the schema`);
      if (expected.hasDefault !== actual.hasDefault) found.push(`${key(actual)}: a default is ${actual.hasDefault ? '' : 'not '}in the database, ${expected.hasDefault ? '' : 'not '}in the schema`);
      return found;
    });
    const inDatabase = new Set(database.map(key));
    const extra = [...declared.keys()].filter((name) => !inDatabase.has(name)).map((name) => `${name}: in the schema, not in the database`);
    expect([...differences, ...extra]).toEqual([]);
  });
});
