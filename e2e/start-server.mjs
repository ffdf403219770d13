// Starts a fresh Attest server for the Playwright run: new data directory, demo users, a first administrator
// with a one-time setup code (written for the first-sign-in spec), and a web build that is not stale; beside it,
// the test OpenID provider (apps/server/test/oidc) the single sign-on spec signs in through. The server and its
// commands run compiled (apps/server/dist, built when stale), as in production.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { ensureWebBuild } from '../scripts/web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = path.join(root, 'e2e', '.artifacts');
const dataDir = path.join(artifacts, 'data');
const port = process.env.E2E_PORT ?? '8181';
const oidcPort = process.env.E2E_OIDC_PORT ?? String(Number(port) + 1000);
const publicUrl = `http://127.0.0.1:${port}`;

/** Starts the test OpenID provider and resolves with its issuer once it listens. */
function startOidcProvider() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/oidc/serve-test-provider.ts'], {
    cwd: root,
    env: { ...process.env, OIDC_TEST_PORT: oidcPort, OIDC_TEST_REDIRECT_URI: `${publicUrl}/api/auth/sso/callback` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text) => {
      const issuer = /issuer (\S+)/.exec(text)?.[1];
      if (issuer) resolve({ child, issuer });
    });
    child.on('exit', (code) => reject(new Error(`the test OpenID provider exited (${code})`)));
  });
}

function createFirstAdmin(env) {
  const result = spawnSync(
    process.execPath,
    ['--enable-source-maps', 'apps/server/dist/create-admin.js', '--email', 'newadmin@example.com', '--name', 'New Admin'],
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

/**
 * Backups are encrypted to a key pair made by npm run backup:keygen, its identity kept beside DATA_DIR (not in it),
 * as the README asks of an operator: the backup spec verifies and downloads an encrypted archive.
 */
function backupEncryption() {
  const identityFile = path.join(artifacts, 'backup-age.key');
  fs.rmSync(identityFile, { force: true });
  const result = spawnSync(process.execPath, ['--enable-source-maps', 'apps/server/dist/backup-keygen.js', '--out', identityFile], { cwd: root, encoding: 'utf8' });
  const recipient = /BACKUP_AGE_RECIPIENT=(\S+)/.exec(result.stdout)?.[1];
  if (result.status !== 0 || !recipient) {
    console.error('[e2e] backup:keygen failed', result.stdout, result.stderr);
    process.exit(result.status || 1);
  }
  return { BACKUP_AGE_RECIPIENT: recipient, BACKUP_AGE_IDENTITY_FILE: identityFile };
}

fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
ensureWebBuild();
await ensureServerBuild();

// The demo people without the demo library: the specs start from an empty register.
const env = { ...process.env, DATA_DIR: dataDir, SEED: 'demo-users', LOG_LEVEL: 'warn' };
createFirstAdmin(env);

const oidc = await startOidcProvider();
// Single sign-on through the test provider: known people by address, newcomers provisioned when a group maps.
const sso = {
  PUBLIC_URL: publicUrl,
  OIDC_ISSUER: oidc.issuer,
  OIDC_CLIENT_ID: 'attest-test',
  OIDC_CLIENT_SECRET: 'attest-test-secret-0123456789abcdef',
  OIDC_ALLOW_HTTP: 'true',
  OIDC_PROVIDER_NAME: 'Test IdP',
  OIDC_ROLE_MAP: 'qa-approvers=approver',
  OIDC_ALLOWED_DOMAINS: 'attest.local,sso.example',
  OIDC_JIT_PROVISIONING: 'true',
};
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  // The repository spec serves its Git repository over plain http on 127.0.0.1 (apps/server/test/git-http-server.ts);
  // the integrations spec's webhook receiver and LRS listen there too (the LRS under the repositories' address rules).
  env: {
    ...env,
    ...sso,
    ...backupEncryption(),
    PORT: port,
    HOST: '127.0.0.1',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    REPOSITORY_ALLOW_HTTP: 'true',
    REPOSITORY_ALLOWED_ADDRESSES: '127.0.0.1',
    WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1',
    WEBHOOK_ALLOW_HTTP: 'true',
    LMS_ALLOWED_ADDRESSES: '127.0.0.1',
    LMS_ALLOW_HTTP: 'true',
  },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    oidc.child.kill(signal);
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  oidc.child.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
