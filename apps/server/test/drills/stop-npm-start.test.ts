import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../server-process.ts';

/**
 * Drill: an operator stops `npm start` with SIGTERM. The process they were given must be the one
 * that serves: after SIGTERM it drains, exits 0, and nothing is left listening on the port. (The server used to run
 * in a second process that outlived a kill of the first.)
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
let scratch: string;
// An operator's environment, not the test runner's: NODE_ENV=test would build the web app in development mode.
const { NODE_ENV: _runner, ...operatorEnv } = process.env;
const started: ChildProcess[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'attest-stop-drill-'));
  // What npm start would build first, done here so the drill's timeouts measure the server alone.
  for (const build of ['scripts/web-build.mjs', 'scripts/server-build.mjs']) execFileSync(process.execPath, [build], { cwd: ROOT, env: operatorEnv, stdio: 'inherit' });
}, 600_000);
afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(scratch, { recursive: true, force: true });
});

async function healthy(url: string): Promise<boolean> {
  const response = await fetch(`${url}/api/health`).catch(() => undefined);
  return response?.status === 200;
}

/** Starts `command` as an operator would, on a fresh data folder, and resolves once /api/health answers. */
async function start(name: string, command: string, args: string[]) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...operatorEnv, DATA_DIR: path.join(scratch, name, 'data'), SECRETS_DIR: path.join(scratch, name, 'secrets'), HOST: '127.0.0.1', PORT: String(port), SEED: 'none', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const deadline = Date.now() + 120_000;
  while (!(await healthy(url))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${name} did not become healthy:\n${output.join('').slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, url, exited, output };
}

/** Whether anything still accepts connections on the server's port, a while after its process exited. */
async function stillListening(url: string): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return (await fetch(`${url}/api/health`).then(() => true, () => false));
}

describe('SIGTERM to the process npm start gives', () => {
  it('node scripts/start.mjs: drains, exits 0 and leaves nothing listening', async () => {
    const server = await start('start-mjs', process.execPath, ['--enable-source-maps', 'scripts/start.mjs']);
    server.child.kill('SIGTERM');
    const [code, signal] = await server.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(await stillListening(server.url)).toBe(false);
  }, 180_000);

  it('npm start (npm, then sh, then node): the server stops with it', async () => {
    const server = await start('npm-start', 'npm', ['start', '--silent']);
    server.child.kill('SIGTERM');
    await server.exited;
    expect(await stillListening(server.url)).toBe(false);
  }, 180_000);
});
