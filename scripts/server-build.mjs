// Compiles the server (apps/server/src, with packages/domain bundled in) into apps/server/dist with esbuild: main.js,
// one file per piscina worker and per operator command, each with a source map (node --enable-source-maps). npm
// packages stay external: production installs them anyway, and several load files beside their code (PGlite's
// wasm and data, pdfjs's fonts and worker, native addons).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './stale.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'apps/server');
const SRC = path.join(SERVER, 'src');
export const SERVER_DIST = path.join(SERVER, 'dist');
export const SERVER_MAIN = path.join(SERVER_DIST, 'main.js');
const SOURCES = [SRC, path.join(ROOT, 'packages/domain/src'), path.join(ROOT, 'scripts/server-build.mjs')];
/** Commands an operator runs next to a production server (README): no TypeScript loader there. */
const COMMANDS = ['create-admin', 'backup', 'backup-keygen', 'restore', 'migrate-blobs'];

function workerEntries(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return workerEntries(file);
    return entry.name.endsWith('.worker.ts') ? [file] : [];
  });
}

/** All outputs land flat in dist/: the worker pool finds a compiled worker by its name (worker-pool.ts). */
function entryPoints() {
  const entries = { main: path.join(SRC, 'main.ts') };
  for (const worker of workerEntries(path.join(SRC, 'modules'))) entries[path.basename(worker, '.ts')] = worker;
  for (const command of COMMANDS) entries[command] = path.join(SRC, 'cli', `${command}.ts`);
  return entries;
}

/**
 * Source files find migrations, the web build, package.json and helper scripts relative to their own location
 * (import.meta.url / import.meta.dirname). Bundled, that would be dist/; this points each file's uses back at its
 * source location, relative to dist/ so the build can move with the checkout.
 */
const sourceLocations = {
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const code = readFileSync(args.path, 'utf8');
      if (!code.includes('import.meta.url') && !code.includes('import.meta.dirname')) return undefined;
      const file = path.relative(SERVER_DIST, args.path);
      const dir = path.relative(SERVER_DIST, path.dirname(args.path));
      const contents = code
        .replaceAll('import.meta.url', `new URL(${JSON.stringify(file)}, import.meta.url).href`)
        .replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${dir}`)})`);
      return { contents, loader: 'ts' };
    });
  },
};

/** npm packages are imported at run time; workspace packages (TypeScript source) are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@attest/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer() {
  const esbuild = await import('esbuild');
  rmSync(SERVER_DIST, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: entryPoints(),
    outdir: SERVER_DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    // worker-pool.ts: load compiled workers, without the tsx loader.
    define: { ATTEST_COMPILED: 'true' },
    plugins: [externalPackages, sourceLocations],
    logLevel: 'warning',
  });
}

export function serverBuildIsStale() {
  return isStale(SERVER_MAIN, SOURCES);
}

export async function ensureServerBuild() {
  if (!serverBuildIsStale()) return;
  console.log('Building the server…');
  await buildServer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
