import type { Requirement } from './types.ts';

/** A test names a requirement it proves with this tag at the end of its title: `it('… [REQ:P11-10e]', …)`. */
const TAG = /\[REQ:([^\]\s]+)\]/g;

/** The requirement ids a test title names, in order, each once. */
export function requirementIdsIn(title: string): string[] {
  return [...new Set([...title.matchAll(TAG)].map((match) => match[1]!))];
}

/** A requirement tag found in a test file's source. */
export interface TagOccurrence {
  file: string;
  line: number;
  id: string;
}

/** A line that declares a test: `it('…`, `test('…`, `it.skip('…`, `test.fixme(\`…` and the like. */
const TEST_CALL = /\b(?:it|test)(?:\.\w+)*\(\s*['"`]/;

/**
 * Every requirement tag in a test file's source, with its line (1-based). Only a test's own title line counts, so a
 * tag quoted elsewhere (an expectation, a comment) proves nothing.
 */
export function tagsInSource(file: string, source: string): TagOccurrence[] {
  return source.split('\n').flatMap((text, index) => (TEST_CALL.test(text) ? requirementIdsIn(text).map((id) => ({ file, line: index + 1, id })) : []));
}

export interface TraceabilityResult {
  requirements: number;
  /** Distinct tagged tests (one per tagged title line). */
  taggedTests: number;
  /** Requirement id → where it is proven ("file:line"). */
  testsById: Map<string, string[]>;
  /** Catalogued requirements no test names. */
  untested: Requirement[];
  /** Tags naming no catalogued requirement. */
  unknown: TagOccurrence[];
}

/** Compares the catalogue with the tags the tests carry. */
export function checkTraceability(catalogue: readonly Requirement[], occurrences: readonly TagOccurrence[]): TraceabilityResult {
  const known = new Set(catalogue.map((requirement) => requirement.id));
  const testsById = new Map<string, string[]>(catalogue.map((requirement) => [requirement.id, []]));
  const unknown: TagOccurrence[] = [];
  for (const occurrence of occurrences) {
    if (!known.has(occurrence.id)) {
      unknown.push(occurrence);
      continue;
    }
    testsById.get(occurrence.id)!.push(`${occurrence.file}:${occurrence.line}`);
  }
  return {
    requirements: catalogue.length,
    taggedTests: new Set(occurrences.map((occurrence) => `${occurrence.file}:${occurrence.line}`)).size,
    testsById,
    untested: catalogue.filter((requirement) => testsById.get(requirement.id)!.length === 0),
    unknown,
  };
}

/** Catalogue mistakes that would make the matrix ambiguous: duplicate ids, or an id a tag could not carry. */
export function catalogueProblems(catalogue: readonly Requirement[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { id } of catalogue) {
    if (seen.has(id)) problems.push(`${id} is catalogued twice`);
    seen.add(id);
    if (!/^[A-Z][A-Z0-9]*(-[A-Za-z0-9]+)+$/.test(id)) problems.push(`${id} is not a valid requirement id`);
  }
  return problems;
}
