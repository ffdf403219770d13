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
async function lintAsServerSource(text: string) {
  const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
  const [result] = await eslint.lintText(text, { filePath: path.join(root, 'apps/server/src/lint-fixtures/fixture.ts') });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));
}

describe('the one-clock lint rule (issue 37 item 6)', () => {
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
