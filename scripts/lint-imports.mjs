// npm run lint:imports: the import rules of .dependency-cruiser.cjs, and no new cycle between server modules, in one
// pass over the sources. File-level rules: a violation not in .dependency-cruiser-known-violations.json fails.
// Module-level cycles (a folder under apps/server/src/modules, core or platform, or a file of http/, counted as one
// node; a route file counts in its module):
// each cycle's modules must lie inside one of the cycles listed in scripts/module-cycles-known.json, which only
// shrinks. `--write-known` rewrites both lists from the tree as it is (only when violations were fixed).
import { readFile, writeFile } from 'node:fs/promises';
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { ROOT } from './web-build.mjs';

const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
const KNOWN_VIOLATIONS = '.dependency-cruiser-known-violations.json';
const KNOWN_CYCLES = 'scripts/module-cycles-known.json';
const writeKnown = process.argv.includes('--write-known');

process.chdir(ROOT);
const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const tsConfig = extractTSConfig(options.tsConfig.fileName);
if (!writeKnown) options.knownViolations = JSON.parse(await readFile(KNOWN_VIOLATIONS, 'utf8'));
const { output: result } = await cruise(SOURCES, { ...options, validate: true }, undefined, { tsConfig });

/** The module a server file belongs to (its route files included), or null outside the server's modules. */
function moduleOf(path) {
  const match = /^apps\/server\/src\/(modules\/[^/]+|core\/[^/]+|platform\/[^/]+|http\/[^/]+)/.exec(path);
  return match ? match[1] : null;
}

/** Strongly connected sets of more than one module (Tarjan), each sorted. */
function moduleCycles(modules) {
  const edges = new Map();
  for (const module of modules) {
    const from = moduleOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

const cycles = moduleCycles(result.modules);
if (writeKnown) {
  await writeFile(KNOWN_VIOLATIONS, (await format(result, { outputType: 'baseline' })).output);
  await writeFile(KNOWN_CYCLES, `${JSON.stringify(cycles, null, 2)}\n`);
  console.log(`Known: ${result.summary.violations.length} file-level violations, ${cycles.length} module cycle(s) of ${cycles.map((c) => c.length).join(', ') || 0} modules.`);
  process.exit(0);
}

const report = await format(result, { outputType: 'err' });
process.stdout.write(report.output);
const known = JSON.parse(await readFile(KNOWN_CYCLES, 'utf8'));
const newCycles = cycles.filter((cycle) => !known.some((allowed) => cycle.every((member) => allowed.includes(member))));
for (const cycle of newCycles) console.error(`✖ a new import cycle between server modules, among: ${cycle.join(', ')}`);
console.log(`Module cycles: ${cycles.length} (${cycles.map((c) => `${c.length} modules`).join(', ') || 'none'}).`);
process.exit(report.exitCode > 0 || newCycles.length > 0 ? 1 : 0);
