// Builds the web app when its build is missing or older than any source it is made from.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './stale.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILD = path.join(ROOT, 'apps/web/dist/index.html');
const SOURCES = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/domain/src'];

export function webBuildIsStale() {
  return isStale(BUILD, SOURCES.map((source) => path.join(ROOT, source)));
}

export function ensureWebBuild() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app…');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuild();
