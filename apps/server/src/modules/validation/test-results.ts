import path from 'node:path';
import { requirementIdsIn } from '@attest/domain';

export type TestStatus = 'passed' | 'failed' | 'skipped';

/** One test's result as the report shows it, whichever runner produced it. */
export interface TestOutcome {
  /** The run it belongs to, e.g. "API on PostgreSQL". */
  suite: string;
  /** Path relative to the repository, forward slashes. */
  file: string;
  /** The describe blocks and the test's own title, joined with " › ". */
  title: string;
  status: TestStatus;
  durationMs: number;
  failure?: string;
  requirementIds: string[];
  /** Absolute paths of the screenshots the runner attached (Playwright journeys). */
  screenshots: string[];
}

/** One suite of the report: its results, or why it was not run. */
export interface SuiteRun {
  name: string;
  outcomes: TestOutcome[];
  notRun?: string;
}

const relative = (root: string, file: string) => (path.isAbsolute(file) ? path.relative(root, file) : file).split(path.sep).join('/');
const firstLines = (text: string, lines = 6) => text.split('\n').slice(0, lines).join('\n');

interface VitestAssertion {
  ancestorTitles?: string[];
  title: string;
  status: string;
  duration?: number | null;
  failureMessages?: string[];
}
interface VitestFile {
  name: string;
  status?: string;
  message?: string;
  assertionResults?: VitestAssertion[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Results from vitest's `json` reporter; a file that failed to load is a failed outcome of its own. */
export function fromVitestJson(suite: string, report: unknown, root: string): TestOutcome[] {
  if (!isObject(report) || !Array.isArray(report.testResults)) throw new Error(`${suite}: not a vitest JSON report (no testResults)`);
  return (report.testResults as VitestFile[]).flatMap((file) => {
    const name = relative(root, file.name);
    const assertions = file.assertionResults ?? [];
    if (assertions.length === 0 && file.status === 'failed') {
      return [{ suite, file: name, title: '(the file failed to run)', status: 'failed' as const, durationMs: 0, failure: firstLines(file.message ?? 'no message'), requirementIds: [], screenshots: [] }];
    }
    return assertions.map((assertion) => {
      const status: TestStatus = assertion.status === 'passed' ? 'passed' : assertion.status === 'failed' ? 'failed' : 'skipped';
      const failure = assertion.failureMessages?.length ? firstLines(assertion.failureMessages.join('\n')) : undefined;
      return {
        suite,
        file: name,
        title: [...(assertion.ancestorTitles ?? []), assertion.title].join(' › '),
        status,
        durationMs: Math.round(assertion.duration ?? 0),
        ...(failure ? { failure } : {}),
        requirementIds: requirementIdsIn(assertion.title),
        screenshots: [],
      };
    });
  });
}

interface PlaywrightAttachment {
  name: string;
  contentType: string;
  path?: string;
}
interface PlaywrightResult {
  status: string;
  duration: number;
  error?: { message?: string };
  errors?: Array<{ message?: string }>;
  attachments?: PlaywrightAttachment[];
}
interface PlaywrightSpec {
  title: string;
  file: string;
  tests: Array<{ status: string; results: PlaywrightResult[] }>;
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

/**
 * Results from Playwright's `json` reporter. "flaky" (failed, then passed on a retry) counts as failed: a journey that
 * does not pass reliably is a deviation to explain.
 */
export function fromPlaywrightJson(suite: string, report: unknown, root: string, testDir = 'e2e'): TestOutcome[] {
  if (!isObject(report) || !Array.isArray(report.suites)) throw new Error(`${suite}: not a Playwright JSON report (no suites)`);
  const outcomes: TestOutcome[] = [];
  const visit = (node: PlaywrightSuite, titles: string[]) => {
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        const status: TestStatus = test.status === 'expected' ? 'passed' : test.status === 'skipped' ? 'skipped' : 'failed';
        const message = last?.error?.message ?? last?.errors?.map((error) => error.message ?? '').join('\n');
        const failure = status === 'failed' ? firstLines(test.status === 'flaky' ? `flaky: failed before passing on a retry\n${message ?? ''}` : (message ?? 'failed')) : undefined;
        outcomes.push({
          suite,
          file: relative(root, path.join(testDir, spec.file)),
          title: [...titles, spec.title].join(' › '),
          status,
          durationMs: Math.round(test.results.reduce((sum, result) => sum + result.duration, 0)),
          ...(failure ? { failure } : {}),
          requirementIds: requirementIdsIn(spec.title),
          screenshots: (last?.attachments ?? []).filter((a) => a.contentType === 'image/png' && a.path).map((a) => a.path!),
        });
      }
    }
    // The top-level suites are the spec files, whose titles are their paths: only describe blocks join the title.
    for (const child of node.suites ?? []) visit(child, child.file && child.title === child.file ? titles : [...titles, child.title]);
  };
  for (const top of report.suites as PlaywrightSuite[]) visit(top, []);
  return outcomes;
}
