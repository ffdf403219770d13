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

describe('the web feature boundary', () => {
  it('refuses a feature importing another feature, and lets a feature import its own files and the shared kit', async () => {
    const WEB_FIXTURE = 'apps/server/test/import-rules/web-fixture/';
    // The rule as lint applies it to apps/web/src, pointed at the fixture laid out the same way.
    const rule = config.forbidden.find((r) => r.name === 'no-cross-feature-web')! as IForbiddenRuleType & { from: { path: string }; to: { path: string; pathNot: string } };
    const atFixture = (path: string) => path.replace('^apps/web/src/', `^${WEB_FIXTURE}`);
    const moved = { ...rule, from: { path: atFixture(rule.from.path) }, to: { path: atFixture(rule.to.path), pathNot: atFixture(rule.to.pathNot) } };
    const result = await cruise([WEB_FIXTURE], { baseDir: ROOT, ruleSet: { forbidden: [moved] }, validate: true });
    if (typeof result.output === 'string') throw new Error('dependency-cruiser returned text, not a result');
    expect(result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from.replace(WEB_FIXTURE, '')} → ${v.to.replace(WEB_FIXTURE, '')}`)).toEqual([
      'no-cross-feature-web: features/copies/copies-page.ts → features/training/format.ts',
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
