// Finds the writes (insert, update, delete) a server source file makes to tables, and the writes a module makes to
// a table another module owns. Used by scripts/lint-table-writes.mjs and its test.

/** drizzle's name for each table (`export const documentVersions = pgTable('document_versions', …)`) → SQL name. */
export function tableNamesOf(schemaSources) {
  const names = new Map();
  for (const source of schemaSources) {
    for (const match of source.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) names.set(match[1], match[2]);
  }
  return names;
}

/** The module a file under the source root belongs to: modules/x, core/x, platform/x, http/x, or platform/file.ts. */
export function moduleOf(relativePath) {
  const parts = relativePath.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : relativePath;
}

/**
 * Files that may write any table: migrations in TypeScript (data steps, the migration runner), the seed and the
 * command-line tools, which run as the installation's operator, and tests.
 */
export function mayWriteAnyTable(relativePath) {
  return /\.test\.ts$/.test(relativePath) || /\.step\.ts$/.test(relativePath) || /^(seed|cli)\//.test(relativePath) || relativePath.startsWith('platform/db/');
}

const lineOf = (source, index) => source.slice(0, index).split('\n').length;

/** Every table write in a source: drizzle calls (`.insert(users)`) and SQL text (`UPDATE users SET`). */
export function writesIn(source, tableNames) {
  const writes = [];
  for (const match of source.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = tableNames.get(match[2]);
    if (table) writes.push({ table, kind: match[1], line: lineOf(source, match.index) });
  }
  const sqlTables = new Set(tableNames.values());
  for (const match of source.matchAll(/\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+([a-z_][a-z0-9_]*)\b/g)) {
    if (sqlTables.has(match[2])) writes.push({ table: match[2], kind: match[1].split(/\s+/)[0].toLowerCase(), line: lineOf(source, match.index) });
  }
  return writes.sort((a, b) => a.line - b.line);
}

/** The writes of `files` ({ path relative to the source root, source }) to tables their module does not own. */
export function foreignWrites(files, tableNames, owners) {
  const found = [];
  for (const { path, source } of files) {
    if (mayWriteAnyTable(path)) continue;
    const module = moduleOf(path);
    for (const write of writesIn(source, tableNames)) {
      const owner = owners[write.table];
      if (owner !== module) found.push(`${path}:${write.line} ${write.kind}s ${write.table}, ${owner ? `owned by ${owner}` : 'which has no owner in scripts/table-owners.mjs'}`);
    }
  }
  return found;
}
