import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fromPlaywrightJson, fromVitestJson, type SuiteRun } from './test-results.ts';

/** The suites of the validation report, in the order they run; each writes one JSON report under its file name. */
export const SUITES = [
  { id: 'unit', name: 'Unit tests (domain and web)', runner: 'vitest', file: 'unit.json' },
  { id: 'api-pglite', name: 'API on PGlite', runner: 'vitest', file: 'api-pglite.json' },
  { id: 'api-postgres', name: 'API on PostgreSQL', runner: 'vitest', file: 'api-postgres.json' },
  { id: 'e2e', name: 'Browser journeys', runner: 'playwright', file: 'e2e.json' },
] as const;

export type SuiteId = (typeof SUITES)[number]['id'];
export const JOURNEY_SUITE = SUITES[3].name;

/** The command that runs a suite writing its JSON report to `output` (progress still shown on the terminal). */
export function suiteCommand(id: SuiteId, output: string): { command: string; args: string[]; env: Record<string, string> } {
  const vitest = (projects: string[]) => ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=dot', '--reporter=json', `--outputFile.json=${output}`];
  switch (id) {
    case 'unit':
      return { command: 'npx', args: vitest(['domain', 'web']), env: {} };
    case 'api-pglite':
      return { command: 'npx', args: vitest(['server']), env: { TEST_DATABASE_URL: '' } };
    case 'api-postgres':
      return { command: 'bash', args: ['scripts/with-test-postgres.sh', 'npx', ...vitest(['server'])], env: {} };
    case 'e2e':
      return { command: 'bash', args: ['-c', 'bash scripts/ensure-chromium.sh && npx playwright test -c e2e/playwright.config.ts --reporter=list,json'], env: { PLAYWRIGHT_JSON_OUTPUT_FILE: output } };
  }
}

/** Runs one suite; a failing suite still writes its report, which is what the validation report reads. */
export function runSuite(root: string, id: SuiteId, output: string): number {
  const { command, args, env } = suiteCommand(id, output);
  console.log(`\n▶ ${SUITES.find((suite) => suite.id === id)!.name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/**
 * `npm test` runs every vitest project in one go; with TEST_RESULTS_DIR set it writes one report of them all under this
 * name, which holds the unit suite and the API suite on PGlite, told apart by folder (apps/server is the API's).
 */
export const COMBINED_VITEST_FILE = 'vitest.json';

async function readCombinedVitest(root: string, dir: string, id: SuiteId): Promise<unknown> {
  const combined = JSON.parse(await readFile(path.join(dir, COMBINED_VITEST_FILE), 'utf8')) as { testResults?: { name: string }[] };
  const isApi = (file: { name: string }) => path.relative(root, file.name).startsWith(`apps${path.sep}server${path.sep}`);
  return { ...combined, testResults: (combined.testResults ?? []).filter((file) => isApi(file) === (id === 'api-pglite')) };
}

/** Reads a suite's JSON report from `dir`; a missing report is a suite not run, with the reason. */
export async function readSuite(root: string, dir: string, id: SuiteId, whyMissing: string): Promise<SuiteRun> {
  const suite = SUITES.find((candidate) => candidate.id === id)!;
  const file = path.join(dir, suite.file);
  const fromCombined = !existsSync(file) && (id === 'unit' || id === 'api-pglite') && existsSync(path.join(dir, COMBINED_VITEST_FILE));
  if (!existsSync(file) && !fromCombined) return { name: suite.name, outcomes: [], notRun: whyMissing };
  const json = fromCombined ? await readCombinedVitest(root, dir, id) : (JSON.parse(await readFile(file, 'utf8')) as unknown);
  const outcomes = suite.runner === 'vitest' ? fromVitestJson(suite.name, json, root) : fromPlaywrightJson(suite.name, json, root);
  return { name: suite.name, outcomes };
}
