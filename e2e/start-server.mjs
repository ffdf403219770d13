// Starts a fresh Attest server for the Playwright run: new data directory, demo users, a first administrator
// with a one-time setup code (written for the first-sign-in spec), and a web build that is not stale.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from '../scripts/web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = path.join(root, 'e2e', '.artifacts');
const dataDir = path.join(artifacts, 'data');
const port = process.env.E2E_PORT ?? '8181';

function createFirstAdmin(env) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/create-admin.ts', '--email', 'newadmin@example.com', '--name', 'New Admin'],
    { cwd: root, env, encoding: 'utf8' },
  );
  const code = /Setup code: (\S+)/.exec(result.stdout)?.[1];
  if (result.status !== 0 || !code) {
    console.error('[e2e] create-admin failed', result.stdout, result.stderr);
    process.exit(result.status || 1);
  }
  fs.writeFileSync(
    path.join(artifacts, 'setup-code.json'),
    JSON.stringify({ email: 'newadmin@example.com', code }, null, 2),
  );
}

fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
ensureWebBuild();

// The demo people without the demo library: the specs start from an empty register.
const env = { ...process.env, DATA_DIR: dataDir, SEED: 'demo-users', LOG_LEVEL: 'warn' };
createFirstAdmin(env);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  // The repository spec serves its Git repository over plain http on 127.0.0.1 (apps/server/test/git-http-server.ts).
  env: { ...env, PORT: port, HOST: '127.0.0.1', AUTH_RATE_LIMIT_PER_MINUTE: '1000', REPOSITORY_ALLOW_HTTP: 'true' },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
