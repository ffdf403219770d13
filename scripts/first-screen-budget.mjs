// The first screen's JavaScript budget: the scripts the landing and sign-in pages load before they
// show, read from Vite's manifest (the entry and everything it imports statically), measured gzipped. Prints each
// file and the total beside the budget, and exits 1 past it (the web build runs it last); with --report it only prints.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const FIRST_SCREEN_BUDGET_KIB = 200;
const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

/** The manifest entries the entry chunk pulls in before anything renders: itself and its static imports. */
export function firstScreenFiles(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the Vite manifest names no entry');
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key].file).filter((file) => /\.m?js$/.test(file));
}

export function measureFirstScreen(dist = DIST) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = firstScreenFiles(manifest).map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }));
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, total } = measureFirstScreen();
  const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
  console.log('First screen (landing and sign-in), gzipped JavaScript:');
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kib(f.gzip)} KiB  ${f.file}`);
  const verdict = total <= FIRST_SCREEN_BUDGET_KIB * 1024 ? 'within' : 'OVER';
  console.log(`  ${kib(total)} KiB  total, ${verdict} the ${FIRST_SCREEN_BUDGET_KIB} KiB budget`);
  if (verdict === 'OVER' && !process.argv.includes('--report')) process.exit(1);
}
