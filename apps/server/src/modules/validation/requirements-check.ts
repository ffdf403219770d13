import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { REQUIREMENTS, catalogueProblems, checkTraceability, tagsInSource, type Requirement, type TraceabilityResult } from '@attest/domain';

/** Folders that hold no test sources of ours (dependencies, build output, generated reports, data). */
const SKIPPED = new Set(['node_modules', '.git', 'dist', '.artifacts', 'reports', 'data', 'coverage', 'test-results']);
const TEST_FILE = /\.(test|spec)\.(ts|tsx|mts|mjs|js)$/;

/** Every test source under `root`, as paths relative to it with forward slashes, sorted. */
export async function findTestFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) await walk(path.join(dir, entry.name));
      } else if (TEST_FILE.test(entry.name)) {
        found.push(path.relative(root, path.join(dir, entry.name)).split(path.sep).join('/'));
      }
    }
  };
  await walk(root);
  return found.sort();
}

export interface RequirementsCheck {
  ok: boolean;
  result: TraceabilityResult;
  testFiles: number;
  /** What `npm run check:requirements` prints: the counts, then every problem. */
  lines: string[];
}

/** Reads the requirement tags of every test under `root` and compares them with the catalogue. */
export async function checkRequirements(root: string, catalogue: readonly Requirement[] = REQUIREMENTS): Promise<RequirementsCheck> {
  const files = await findTestFiles(root);
  const occurrences = (await Promise.all(files.map(async (file) => tagsInSource(file, await readFile(path.join(root, file), 'utf8'))))).flat();
  const result = checkTraceability(catalogue, occurrences);
  const problems = catalogueProblems(catalogue);
  const proven = result.requirements - result.untested.length;
  const lines = [
    `Requirements: ${result.requirements} catalogued, ${proven} proven by tests, ${result.untested.length} without a test`,
    `Tests: ${result.taggedTests} tagged tests in ${files.length} test files, ${occurrences.length} requirement tags, ${result.unknown.length} naming an unknown requirement`,
    ...problems.map((problem) => `✖ catalogue: ${problem}`),
    ...result.untested.map((requirement) => `✖ ${requirement.id} (${requirement.title}) has no test`),
    ...result.unknown.map((tag) => `✖ ${tag.file}:${tag.line} names unknown requirement ${tag.id}`),
  ];
  return { ok: problems.length === 0 && result.untested.length === 0 && result.unknown.length === 0, result, testFiles: files.length, lines };
}
