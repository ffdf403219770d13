import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// The import rules of `npm run lint` (scripts/import-rules.cjs, .dependency-cruiser.cjs), applied to a small fixture
// tree laid out like apps/server/src: each rule must refuse what it names and let the allowed imports through.
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const FIXTURE = 'apps/server/test/import-rules/fixture/';
const require = createRequire(import.meta.url);
const { serverRules } = require('../../../../scripts/import-rules.cjs') as { serverRules: (root: string) => IForbiddenRuleType[] };
const config = require('../../../../.dependency-cruiser.cjs') as { forbidden: IForbiddenRuleType[] };

async function violationsIn(fixture: string): Promise<string[]> {
  const noCircular = config.forbidden.find((rule) => rule.name === 'no-circular')!;
  const result = await cruise([fixture], { baseDir: ROOT, ruleSet: { forbidden: [noCircular, ...serverRules(`^${FIXTURE}`)] }, validate: true });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser returned text, not a result');
  const short = (path: string) => path.replace(FIXTURE, '');
  return result.output.summary.violations.map((violation) => `${violation.rule.name}: ${short(violation.from)} → ${short(violation.to)}`).sort();
}

describe('the import rules', () => {
  it('refuse an upward import (from a route file too), a service importing a route file and a cycle; allow downward imports and the composition', async () => {
    expect(await violationsIn(FIXTURE)).toEqual([
      'layer-platform: platform/settings.ts → modules/audit/audit.ts',
      'layer-records: modules/documents/detail.ts → modules/training/training.ts',
      'layer-records: modules/documents/documents.routes.ts → modules/dashboard/cards.ts',
      'no-circular: modules/notes/a.ts → modules/notes/b.ts',
      'routes-only-from-composition: modules/training/training.ts → modules/training/training.routes.ts',
    ]);
  }, 60_000);
});

describe('the layers', () => {
  it('place every server module, so none escapes the import rules', async () => {
    const { readdir } = await import('node:fs/promises');
    const { LAYERS } = require('../../../../scripts/import-rules.cjs') as { LAYERS: { name: string; paths: string[] }[] };
    const placed = new Set(LAYERS.flatMap((layer) => layer.paths));
    const modules = (await readdir(new URL('../../src/modules/', import.meta.url), { withFileTypes: true })).filter((entry) => entry.isDirectory());
    expect(modules.length).toBeGreaterThan(30);
    expect(modules.map((entry) => `modules/${entry.name}/`).filter((path) => !placed.has(path))).toEqual([]);
  });
});
