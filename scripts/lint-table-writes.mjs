// npm run lint:tables: a table is written (insert, update, delete) only by the module that owns it
// (scripts/table-owners.mjs); every other module calls the owner's functions. No exceptions list.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './web-build.mjs';
import { TABLE_OWNERS } from './table-owners.mjs';
import { foreignWrites, tableNamesOf } from './table-writes.mjs';

const SOURCE = path.join(ROOT, 'apps/server/src');
const SCHEMA = path.join(SOURCE, 'platform/db/schema');

const schemaFiles = (await readdir(SCHEMA)).filter((name) => name.endsWith('.ts'));
const tableNames = tableNamesOf(await Promise.all(schemaFiles.map((name) => readFile(path.join(SCHEMA, name), 'utf8'))));
const unowned = [...tableNames.values()].filter((table) => !TABLE_OWNERS[table]);

const entries = await readdir(SOURCE, { recursive: true, withFileTypes: true });
const files = await Promise.all(
  entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { path: path.relative(SOURCE, full).split(path.sep).join('/'), source: await readFile(full, 'utf8') };
    }),
);
const found = foreignWrites(files, tableNames, TABLE_OWNERS);

for (const table of unowned) console.error(`table ${table} has no owner: declare it in scripts/table-owners.mjs`);
for (const line of found) console.error(line);
if (unowned.length > 0 || found.length > 0) {
  console.error(`\n${found.length} write(s) to a table another module owns; call the owner's functions instead.`);
  process.exit(1);
}
console.log(`table writes: ${tableNames.size} tables, each written only by its owner`);
