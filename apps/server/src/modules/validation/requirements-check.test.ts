import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { Requirement } from '@attest/domain';
import { checkRequirements, findTestFiles } from './requirements-check.ts';

// Written in two parts so the repository's own check does not read these fixtures as tags.
const tag = (id: string) => `[REQ${':'}${id}]`;
const requirement = (id: string): Requirement => ({ id, source: 'Functional', clause: 'Test', title: `Title of ${id}`, text: id, risk: 'low' });
const catalogue = [requirement('FR-X-1'), requirement('FR-X-2')];

let root = '';
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function tree(files: Record<string, string>): Promise<string> {
  root = await mkdtemp(path.join(os.tmpdir(), 'attest-req-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

describe('npm run check:requirements', () => {
  it('passes and prints the counts when every requirement has a test and every tag is known [REQ:FR-VAL-1]', async () => {
    const dir = await tree({
      'apps/a.test.ts': `it('one ${tag('FR-X-1')}', () => {});\nit('two ${tag('FR-X-2')} ${tag('FR-X-1')}', () => {});`,
      'e2e/b.spec.ts': `test('journey ${tag('FR-X-2')}', async () => {});`,
    });
    const check = await checkRequirements(dir, catalogue);
    expect(check.ok).toBe(true);
    expect(check.lines).toEqual([
      'Requirements: 2 catalogued, 2 proven by tests, 0 without a test',
      'Tests: 3 tagged tests in 2 test files, 4 requirement tags, 0 naming an unknown requirement',
    ]);
    expect(check.result.testsById.get('FR-X-2')).toEqual(['apps/a.test.ts:2', 'e2e/b.spec.ts:1']);
  });

  it('fails when a requirement loses its last test, naming it [REQ:FR-VAL-1]', async () => {
    const dir = await tree({ 'apps/a.test.ts': `it('one ${tag('FR-X-1')}', () => {});` });
    const check = await checkRequirements(dir, catalogue);
    expect(check.ok).toBe(false);
    expect(check.lines).toContain('✖ FR-X-2 (Title of FR-X-2) has no test');
  });

  it('fails when a test names an unknown requirement, naming the file and line [REQ:FR-VAL-1]', async () => {
    const dir = await tree({ 'apps/a.test.ts': `it('one ${tag('FR-X-1')}', () => {});\n\nit('two ${tag('FR-X-2')} ${tag('FR-X-9')}', () => {});` });
    const check = await checkRequirements(dir, catalogue);
    expect(check.ok).toBe(false);
    expect(check.lines).toContain('✖ apps/a.test.ts:3 names unknown requirement FR-X-9');
  });

  it('reads test sources only, never dependencies or generated folders [REQ:FR-VAL-1]', async () => {
    const dir = await tree({
      'apps/a.test.ts': '',
      'apps/web/b.test.tsx': '',
      'apps/helper.ts': `// ${tag('FR-X-9')}`,
      'node_modules/pkg/c.test.ts': '',
      'e2e/.artifacts/d.spec.ts': '',
    });
    expect(await findTestFiles(dir)).toEqual(['apps/a.test.ts', 'apps/web/b.test.tsx']);
  });

  it('passes on this repository: every catalogued requirement is proven and no tag is unknown [REQ:FR-VAL-1] [REQ:A11-4]', async () => {
    const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
    const check = await checkRequirements(repository);
    expect(check.lines.filter((line) => line.startsWith('✖'))).toEqual([]);
    expect(check.ok).toBe(true);
  });
});
