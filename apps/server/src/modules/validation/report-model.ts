import type { InstallationFact, Requirement } from '@attest/domain';
import type { InstallationFindings } from '../../platform/db/schema/installation-qualifications.ts';
import type { SuiteRun, TestOutcome, TestStatus } from './test-results.ts';

/** passed: at least one test proves it and none of its tests failed; failed: one of its tests failed; not-run: none ran. */
export type RequirementVerdict = 'passed' | 'failed' | 'not-run';

export interface MatrixRow {
  requirement: Requirement;
  /** Where tests name it in the sources ("file:line"), whether or not they ran in this report. */
  declared: string[];
  tests: TestOutcome[];
  verdict: RequirementVerdict;
}

export interface Deviation {
  kind: 'failed test' | 'skipped test' | 'suite not run' | 'requirement not proven' | 'unknown requirement' | 'installation check';
  subject: string;
  detail: string;
}

export interface SuiteSummary {
  name: string;
  counts: Record<TestStatus, number>;
  notRun?: string;
}

export interface ValidationReport {
  title: string;
  generatedAt: string;
  scope: string[];
  environment: InstallationFact[];
  installation: InstallationFindings | { notRun: string };
  suites: SuiteSummary[];
  matrix: MatrixRow[];
  /** Browser journeys with their screenshots (the evidence of what a person sees). */
  journeys: TestOutcome[];
  deviations: Deviation[];
  summary: { requirements: Record<RequirementVerdict, number>; tests: Record<TestStatus, number>; conclusion: 'passed' | 'passed with deviations' | 'failed' };
}

export interface ReportInput {
  catalogue: readonly Requirement[];
  suites: SuiteRun[];
  environment: InstallationFact[];
  installation: InstallationFindings | { notRun: string };
  generatedAt: Date;
  /** The suite whose tests are browser journeys. */
  journeySuite: string;
  /** Requirement id → the test sources that name it ("file:line"), as npm run check:requirements finds them. */
  declared?: ReadonlyMap<string, string[]>;
}

const count = (outcomes: readonly TestOutcome[]): Record<TestStatus, number> => ({
  passed: outcomes.filter((o) => o.status === 'passed').length,
  failed: outcomes.filter((o) => o.status === 'failed').length,
  skipped: outcomes.filter((o) => o.status === 'skipped').length,
});

function verdictOf(tests: readonly TestOutcome[]): RequirementVerdict {
  if (tests.some((test) => test.status === 'failed')) return 'failed';
  return tests.some((test) => test.status === 'passed') ? 'passed' : 'not-run';
}

const SCOPE = [
  'Operational qualification (OQ) of Attest, the controlled-document system, from its own automated tests: each requirement of the catalogue (21 CFR Part 11, EU GMP Annex 11 and the product\'s functional requirements) is traced to the tests that name it, with their results in this run.',
  'Installation qualification (IQ) of the installation the report was generated against: versions, database migrations applied, the audit chain verified end to end, and the configuration (secrets shown only as set or not set).',
  'Suites: unit tests (domain and web), API tests through the real HTTP app on the embedded database (PGlite) and on PostgreSQL, and browser journeys (Playwright, Chromium) with their screenshots.',
  'Every failed or skipped test, every suite not run and every requirement without a passing test is listed under Deviations.',
];

/** Traces every catalogued requirement to its tests' results and lists every deviation; nothing is left out. */
export function buildValidationReport(input: ReportInput): ValidationReport {
  const outcomes = input.suites.flatMap((suite) => suite.outcomes);
  const known = new Set(input.catalogue.map((requirement) => requirement.id));
  const matrix = input.catalogue.map((requirement) => {
    const tests = outcomes.filter((outcome) => outcome.requirementIds.includes(requirement.id));
    return { requirement, declared: input.declared?.get(requirement.id) ?? [], tests, verdict: verdictOf(tests) };
  });
  const where = (o: TestOutcome) => `${o.suite}: ${o.file} › ${o.title}`;
  const deviations: Deviation[] = [
    ...input.suites.filter((suite) => suite.notRun).map((suite) => ({ kind: 'suite not run' as const, subject: suite.name, detail: suite.notRun! })),
    ...outcomes.filter((o) => o.status === 'failed').map((o) => ({ kind: 'failed test' as const, subject: where(o), detail: o.failure ?? 'failed' })),
    ...outcomes.filter((o) => o.status === 'skipped').map((o) => ({ kind: 'skipped test' as const, subject: where(o), detail: 'skipped: not run in this report' })),
    ...matrix
      .filter((row) => row.verdict !== 'passed')
      .map((row) => ({
        kind: 'requirement not proven' as const,
        subject: `${row.requirement.id} ${row.requirement.title}`,
        detail:
          row.verdict === 'failed'
            ? 'a test proving it failed'
            : row.tests.length
              ? 'its tests did not run'
              : row.declared.length
                ? `no test naming it ran in this report (tagged in ${row.declared.join(', ')})`
                : 'no test names it',
      })),
    ...outcomes.flatMap((o) => o.requirementIds.filter((id) => !known.has(id)).map((id) => ({ kind: 'unknown requirement' as const, subject: where(o), detail: `names ${id}, which the catalogue does not hold` }))),
    ...('checks' in input.installation
      ? input.installation.checks.filter((check) => check.status !== 'pass').map((check) => ({ kind: 'installation check' as const, subject: check.name, detail: `${check.status.toUpperCase()}: ${check.message}` }))
      : [{ kind: 'installation check' as const, subject: 'installation qualification', detail: `not run: ${input.installation.notRun}` }]),
  ];
  const requirements = { passed: 0, failed: 0, 'not-run': 0 } satisfies Record<RequirementVerdict, number>;
  for (const row of matrix) requirements[row.verdict] += 1;
  const conclusion = requirements.failed > 0 || requirements['not-run'] > 0 ? 'failed' : deviations.length > 0 ? 'passed with deviations' : 'passed';
  return {
    title: 'Attest validation report: installation and operational qualification',
    generatedAt: input.generatedAt.toISOString(),
    scope: SCOPE,
    environment: input.environment,
    installation: input.installation,
    suites: input.suites.map((suite) => ({ name: suite.name, counts: count(suite.outcomes), ...(suite.notRun ? { notRun: suite.notRun } : {}) })),
    matrix,
    journeys: outcomes.filter((o) => o.suite === input.journeySuite),
    deviations,
    summary: { requirements, tests: count(outcomes), conclusion },
  };
}
