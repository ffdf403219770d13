import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REQUIREMENTS } from '@attest/domain';
import { systemClock } from '../platform/clock.ts';
import { environmentFacts, postgresVersion } from '../modules/validation/environment.ts';
import { checkRequirements } from '../modules/validation/requirements-check.ts';
import { qualifyConfiguredInstallation } from '../modules/validation/installation-offline.ts';
import { writeValidationReport } from '../modules/validation/report-files.ts';
import { buildValidationReport } from '../modules/validation/report-model.ts';
import { JOURNEY_SUITE, SUITES, readSuite, runSuite, type SuiteId } from '../modules/validation/suites.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const USAGE = `Usage: npm run validation-report -- [--suites unit,api-pglite,api-postgres,e2e] [--from <dir>] [--out <dir>] [--skip-iq]
  --suites   which suites to run (default: all four)
  --from     read the JSON reports a previous run wrote in <dir> (unit.json, api-pglite.json, api-postgres.json, e2e.json) instead of running the suites
  --out      where to write the report (default: reports/validation/<time>)
  --skip-iq  leave out the installation qualification of the configured installation (DATA_DIR or DATABASE_URL)`;

/**
 * npm run validation-report: runs the suites with JSON reporters (or reads reports already written), qualifies the
 * configured installation, and writes the OQ/IQ report as HTML and PDF with their SHA-256. Exits 1 when the report
 * concludes "failed" (a requirement without a passing test), 2 on a usage error.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { suites: { type: 'string' }, from: { type: 'string' }, out: { type: 'string' }, 'skip-iq': { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  const known = SUITES.map((suite) => suite.id) as string[];
  const selected = (values.suites ?? known.join(',')).split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = selected.filter((id) => !known.includes(id));
  if (values.help || unknown.length || (values.from && !existsSync(values.from))) {
    if (unknown.length) console.error(`Unknown suites: ${unknown.join(', ')}`);
    if (values.from && !existsSync(values.from)) console.error(`No such folder: ${values.from}`);
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const stamp = systemClock.now().toISOString().replace(/[:.]/g, '-');
  const outDir = path.resolve(values.out ?? path.join(ROOT, 'reports', 'validation', stamp));
  const resultsDir = values.from ? path.resolve(values.from) : path.join(outDir, 'results');
  await mkdir(resultsDir, { recursive: true });

  const exitCodes = new Map<string, number>();
  if (!values.from) for (const id of selected as SuiteId[]) exitCodes.set(id, runSuite(ROOT, id, path.join(resultsDir, SUITES.find((s) => s.id === id)!.file)));
  const why = (id: SuiteId) => {
    if (values.from) return `no ${SUITES.find((s) => s.id === id)!.file} in ${resultsDir}`;
    if (!selected.includes(id)) return 'not selected (--suites)';
    return `the run wrote no report (exit code ${exitCodes.get(id)}): see its output above`;
  };
  const suites = await Promise.all(SUITES.map((suite) => readSuite(ROOT, resultsDir, suite.id, why(suite.id))));
  const ranPostgres = suites.some((suite) => suite.name === 'API on PostgreSQL' && !suite.notRun);

  console.log('\n▶ Installation qualification');
  const installation = values['skip-iq'] ? { notRun: 'left out (--skip-iq)' } : await qualifyConfiguredInstallation();
  const report = buildValidationReport({
    catalogue: REQUIREMENTS,
    suites,
    // The browser the journeys ran in, as e2e/playwright.config.ts finds it.
    environment: environmentFacts(ROOT, ranPostgres ? postgresVersion(ROOT) : null, process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    installation,
    generatedAt: systemClock.now(),
    journeySuite: JOURNEY_SUITE,
    declared: (await checkRequirements(ROOT)).result.testsById,
  });
  const written = await writeValidationReport(report, outDir);
  const { requirements, tests, conclusion } = report.summary;
  console.log(`\nRequirements: ${requirements.passed} passed, ${requirements.failed} failed, ${requirements['not-run']} not run (of ${report.matrix.length})`);
  console.log(`Tests: ${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped; ${report.deviations.length} deviations`);
  console.log(`Conclusion: ${conclusion.toUpperCase()}`);
  console.log(`${written.pdf}\n  SHA-256 ${written.sha256.pdf}\n${written.html}\n  SHA-256 ${written.sha256.html}`);
  process.exitCode = conclusion === 'failed' ? 1 : 0;
}

await main();
