import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const fixture = (name: string) => readFile(path.join(import.meta.dirname, 'lint-fixtures', name), 'utf8');

/**
 * Lints `text` with the repository's config as if it were a server source file (the rule applies only there). That
 * file does not exist, so the type-aware rules, which need it in a TypeScript project, are left out; the rule is not one.
 */
async function lintAsServerSource(text: string, file = 'apps/server/src/lint-fixtures/fixture.ts') {
  const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));
}

describe('the one-clock lint rule', () => {
  it('reports new Date() and Date.now() in server source, pointing to the clock, and not a date built from a value', async () => {
    const messages = await lintAsServerSource(await fixture('bare-clock.fixture.ts'));
    expect(messages.map((m) => [m.rule, m.line])).toEqual([
      ['no-restricted-syntax', 2],
      ['no-restricted-syntax', 3],
    ]);
    expect(messages.every((m) => m.message.includes('injected clock'))).toBe(true);
  });

  it('passes the same reads through the clock', async () => {
    expect(await lintAsServerSource(await fixture('clock-ok.fixture.ts'))).toEqual([]);
  });
});

describe('the route-file lint rule', () => {
  // A route file in a module that is not on the rule's list of exceptions.
  const routeFile = 'apps/server/src/modules/lint-fixtures/fixture.routes.ts';
  const imports = [
    "import { eq } from 'drizzle-orm';",
    "import { documents } from '../../platform/db/schema/index.ts';",
    "import { appendAuditEvent } from '../audit/audit.repo.ts';",
    "import { listDocuments } from './fixture.service.ts';",
    'export const used = [eq, documents, appendAuditEvent, listDocuments];',
  ].join('\n');

  it('refuses drizzle, the schema and the audit writer in a route file, and lets a service through', async () => {
    const messages = await lintAsServerSource(imports, routeFile);
    expect(messages.map((m) => [m.rule, m.line])).toEqual([
      ['no-restricted-imports', 1],
      ['no-restricted-imports', 2],
      ['no-restricted-imports', 3],
    ]);
    expect(messages[2]?.message).toContain('Route files write no audit events');
  });

  it('leaves the same imports alone in a repo', async () => {
    expect(await lintAsServerSource(imports, 'apps/server/src/modules/lint-fixtures/fixture.repo.ts')).toEqual([]);
  });
});
