import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Requirement } from '@attest/domain';
import { pdfPages } from '../../../test/pdf-pages.ts';
import type { InstallationFindings } from '../../platform/db/schema/installation-qualifications.ts';
import { writeValidationReport, type WrittenReport } from './report-files.ts';
import { buildValidationReport, type ValidationReport } from './report-model.ts';
import { COMBINED_VITEST_FILE, readSuite } from './suites.ts';
import { fromPlaywrightJson, fromVitestJson, type SuiteRun } from './test-results.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const ROOT = '/srv/attest';

async function fixture(name: string): Promise<unknown> {
  const text = await readFile(path.join(FIXTURES, name), 'utf8');
  return JSON.parse(text.replaceAll('__ROOT__', ROOT).replaceAll('__FIXTURES__', FIXTURES)) as unknown;
}

const requirement = (id: string, title: string): Requirement => ({ id, source: 'Functional', clause: 'Example', title, text: `The system ${title.toLowerCase()}.`, risk: 'high' });
const CATALOGUE = [requirement('FR-X-1', 'Records the meaning'), requirement('FR-X-2', 'Refuses a wrong password'), requirement('FR-X-3', 'Locks after three attempts'), requirement('FR-X-4', 'Shows the signature'), requirement('FR-X-5', 'Recalls copies'), requirement('FR-X-6', 'Has no test')];
const INSTALLATION: InstallationFindings = {
  checks: [
    { name: 'versions', status: 'pass', message: 'Node.js 20.20.2 meets the required 20.19 or newer' },
    { name: 'audit-chain', status: 'fail', message: 'The audit trail is broken at event 7 (rewritten)' },
  ],
  versions: [{ name: 'Attest', value: '0.1.0' }],
  configuration: [{ name: 'AUDIT_KEY', value: 'set (value not shown)' }],
};

let report: ValidationReport;
let written: WrittenReport;
let outDir = '';

beforeAll(async () => {
  const suites: SuiteRun[] = [
    { name: 'API on PGlite', outcomes: fromVitestJson('API on PGlite', await fixture('vitest-report.json'), ROOT) },
    { name: 'API on PostgreSQL', outcomes: [], notRun: 'PostgreSQL is not installed on this machine' },
    { name: 'Browser journeys', outcomes: fromPlaywrightJson('Browser journeys', await fixture('playwright-report.json'), ROOT) },
  ];
  report = buildValidationReport({
    catalogue: CATALOGUE,
    suites,
    environment: [{ name: 'Git commit', value: 'abc123' }],
    installation: INSTALLATION,
    generatedAt: new Date('2026-11-27T10:00:00Z'),
    journeySuite: 'Browser journeys',
  });
  outDir = await mkdtemp(path.join(os.tmpdir(), 'attest-validation-'));
  written = await writeValidationReport(report, outDir);
});
afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('reading the runners\' JSON reports', () => {
  it('takes each vitest and Playwright test with its status, its requirements, its failure and its screenshots [REQ:FR-VAL-2]', () => {
    expect(fromVitestJson('u', { testResults: [] }, ROOT)).toEqual([]);
    const byTitle = new Map(report.matrix.flatMap((row) => row.tests).map((test) => [test.title, test]));
    expect(byTitle.get('signing › refuses a wrong password [REQ:FR-X-2]')).toMatchObject({ status: 'failed', file: 'apps/server/src/modules/example/example.test.ts', requirementIds: ['FR-X-2'] });
    expect(byTitle.get('signing › refuses a wrong password [REQ:FR-X-2]')?.failure).toContain('expected 200 to be 401');
    expect(byTitle.get('the approver signs [REQ:FR-X-1] [REQ:FR-X-4]')).toMatchObject({ status: 'passed', file: 'e2e/signing.spec.ts', screenshots: [path.join(FIXTURES, 'journey.png')] });
    expect(byTitle.get('recall › a copy is recalled [REQ:FR-X-5]')).toMatchObject({ status: 'failed', failure: "Timed out waiting for getByText('Recalled')" });
  });

  it('splits the one report `npm test` writes into the unit suite and the API suite on PGlite, by folder [REQ:FR-VAL-2]', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'attest-results-'));
    try {
      const file = (name: string, title: string) => ({ name: path.join(ROOT, name), status: 'passed', assertionResults: [{ title, ancestorTitles: [], status: 'passed', duration: 1 }] });
      const combined = { testResults: [file('apps/server/src/a.test.ts', 'api test'), file('apps/web/src/b.test.tsx', 'web test'), file('packages/domain/src/c.test.ts', 'domain test')] };
      await writeFile(path.join(dir, COMBINED_VITEST_FILE), JSON.stringify(combined));
      const titles = async (id: 'unit' | 'api-pglite') => (await readSuite(ROOT, dir, id, 'missing')).outcomes.map((o) => o.title);
      expect(await titles('unit')).toEqual(['web test', 'domain test']);
      expect(await titles('api-pglite')).toEqual(['api test']);
      // The API suite on PostgreSQL is never in it: CI writes its own report.
      expect((await readSuite(ROOT, dir, 'api-postgres', 'not run on PostgreSQL')).notRun).toBe('not run on PostgreSQL');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a file that is not a report of that runner [REQ:FR-VAL-2]', () => {
    expect(() => fromVitestJson('u', { suites: [] }, ROOT)).toThrow(/not a vitest JSON report/);
    expect(() => fromPlaywrightJson('e', { testResults: [] }, ROOT)).toThrow(/not a Playwright JSON report/);
  });
});

describe('the traceability matrix and the deviations', () => {
  it('passes a requirement only when a test proves it and none of its tests failed [REQ:FR-VAL-2] [REQ:A11-4]', () => {
    const verdicts = Object.fromEntries(report.matrix.map((row) => [row.requirement.id, row.verdict]));
    // FR-X-1 passes in the API suite and in the journey; FR-X-2's only test failed; FR-X-3's was skipped.
    expect(verdicts).toEqual({ 'FR-X-1': 'passed', 'FR-X-2': 'failed', 'FR-X-3': 'not-run', 'FR-X-4': 'passed', 'FR-X-5': 'failed', 'FR-X-6': 'not-run' });
    expect(report.summary.requirements).toEqual({ passed: 2, failed: 2, 'not-run': 2 });
    expect(report.summary.conclusion).toBe('failed');
  });

  it('lists every failed and skipped test, the broken file, the suite not run, the unproven requirements and the failed IQ check [REQ:FR-VAL-2]', () => {
    const listed = report.deviations.map((d) => `${d.kind}: ${d.subject}`);
    expect(listed).toEqual([
      'suite not run: API on PostgreSQL',
      'failed test: API on PGlite: apps/server/src/modules/example/example.test.ts › signing › refuses a wrong password [REQ:FR-X-2]',
      'failed test: API on PGlite: apps/server/src/modules/example/broken.test.ts › (the file failed to run)',
      'failed test: Browser journeys: e2e/signing.spec.ts › recall › a copy is recalled [REQ:FR-X-5]',
      'skipped test: API on PGlite: apps/server/src/modules/example/example.test.ts › signing › locks after three attempts [REQ:FR-X-3]',
      'requirement not proven: FR-X-2 Refuses a wrong password',
      'requirement not proven: FR-X-3 Locks after three attempts',
      'requirement not proven: FR-X-5 Recalls copies',
      'requirement not proven: FR-X-6 Has no test',
      'installation check: audit-chain',
    ]);
    expect(report.deviations.find((d) => d.subject.startsWith('FR-X-6'))?.detail).toBe('no test names it');
  });

  it('says where the tests of a requirement are when none of them ran in this report [REQ:FR-VAL-2]', () => {
    const partial = buildValidationReport({
      catalogue: [requirement('FR-X-7', 'Prints copies')],
      suites: [{ name: 'Browser journeys', outcomes: [], notRun: 'not selected (--suites)' }],
      environment: [],
      installation: { notRun: 'left out (--skip-iq)' },
      generatedAt: new Date(),
      journeySuite: 'Browser journeys',
      declared: new Map([['FR-X-7', ['e2e/print.spec.ts:12']]]),
    });
    expect(partial.matrix[0]).toMatchObject({ verdict: 'not-run', declared: ['e2e/print.spec.ts:12'], tests: [] });
    expect(partial.deviations.map((d) => d.detail)).toEqual([
      'not selected (--suites)',
      'no test naming it ran in this report (tagged in e2e/print.spec.ts:12)',
      'not run: left out (--skip-iq)',
    ]);
  });

  it('is passed only when nothing deviates [REQ:FR-VAL-2]', () => {
    const clean = buildValidationReport({
      catalogue: [CATALOGUE[0]!],
      suites: [{ name: 'Browser journeys', outcomes: report.journeys.filter((j) => j.status === 'passed').map((j) => ({ ...j, requirementIds: ['FR-X-1'] })) }],
      environment: [],
      installation: { ...INSTALLATION, checks: [INSTALLATION.checks[0]!] },
      generatedAt: new Date(),
      journeySuite: 'Browser journeys',
    });
    expect(clean.deviations).toEqual([]);
    expect(clean.summary.conclusion).toBe('passed');
  });
});

describe('the written report', () => {
  it('writes HTML and PDF with the SHA-256 of each beside it, matching the files [REQ:FR-VAL-2]', async () => {
    for (const file of [written.html, written.pdf]) {
      const bytes = await readFile(file);
      const digest = createHash('sha256').update(bytes).digest('hex');
      expect(await readFile(`${file}.sha256`, 'utf8')).toBe(`${digest}  ${path.basename(file)}\n`);
    }
    expect(written.sha256.pdf).toBe(createHash('sha256').update(await readFile(written.pdf)).digest('hex'));
  });

  it('shows the failed requirement as failed and the deviations in the PDF, with the journey screenshot embedded [REQ:FR-VAL-2]', async () => {
    const pdf = await readFile(written.pdf);
    const text = (await pdfPages(pdf)).join('\n');
    expect(text).toContain('Conclusion: FAILED');
    expect(text).toMatch(/FAILED\s+FR-X-2\s+Refuses a wrong password/);
    expect(text).not.toMatch(/PASSED\s+FR-X-2/);
    expect(text).toMatch(/PASSED\s+FR-X-1\s+Records the meaning/);
    expect(text).toContain('No test names this requirement.');
    expect(text).toContain('suite not run: API on PostgreSQL');
    expect(text).toContain('expected 200 to be 401');
    expect(text).toContain('FAIL audit-chain: The audit trail is broken at event 7');
    expect(pdf.includes('/Subtype /Image')).toBe(true);
  });

  it('shows the same in the HTML, the screenshot copied beside it and linked [REQ:FR-VAL-2]', async () => {
    const html = await readFile(written.html, 'utf8');
    expect(html).toMatch(/<strong>FR-X-2<\/strong>[^]*?<span class="failed">FAILED<\/span>/);
    expect(html).toContain('<img src="screens/001-journey.png"');
    expect(await readFile(path.join(outDir, 'screens', '001-journey.png'))).toEqual(await readFile(path.join(FIXTURES, 'journey.png')));
    expect(html).toContain('Not run: PostgreSQL is not installed on this machine');
  });
});
