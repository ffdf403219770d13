// Cold start-up to the first healthy /api/health, on an existing data folder, old runtime beside new in one run:
// (a) Node 20 running the TypeScript source through tsx, as npm start did; (b) Node 24 running the
// compiled server (apps/server/dist), as npm start and the image do now. The runs alternate so a busy machine
// weighs on both alike; medians and their ratio are printed.
// Usage: npm run bench:startup -- [runs each=5]   (OLD_NODE=/path/to/node20, default /usr/bin/node)
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const runs = Number(process.argv[2] ?? 5);
const ROOT = path.resolve(import.meta.dirname, '..');
const OLD_NODE = process.env.OLD_NODE ?? '/usr/bin/node';
const scratch = mkdtempSync(path.join(os.tmpdir(), 'attest-bench-startup-'));

interface Runtime {
  name: string;
  node: string;
  args: string[];
}
const runtimes: Runtime[] = [
  { name: 'old: Node ' + execFileSync(OLD_NODE, ['-v'], { encoding: 'utf8' }).trim() + ' + tsx (src/main.ts)', node: OLD_NODE, args: ['--import', 'tsx', 'apps/server/src/main.ts'] },
  { name: `new: Node ${process.version} compiled (dist/main.js)`, node: process.execPath, args: ['--enable-source-maps', 'apps/server/dist/main.js'] },
];

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Milliseconds from spawning the server to its first 200 on /api/health; then SIGTERM and wait for the exit. */
async function startUp(runtime: Runtime, seed: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(runtime.node, runtime.args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: path.join(scratch, 'data'), SECRETS_DIR: path.join(scratch, 'secrets'), HOST: '127.0.0.1', PORT: String(port), SEED: seed, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${runtime.name} exited (${child.exitCode}) before it was healthy`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const elapsed = performance.now() - started;
  child.kill('SIGTERM');
  await exited;
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

execFileSync(process.execPath, ['scripts/server-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
// The data folder exists before the measured runs: migrated and seeded once (demo people, no library).
await startUp(runtimes[1]!, 'demo-users');
const times = runtimes.map(() => [] as number[]);
for (let run = 0; run < runs; run++) {
  for (const [i, runtime] of runtimes.entries()) times[i]!.push(await startUp(runtime, 'none'));
}
rmSync(scratch, { recursive: true, force: true });

console.log(`\nCold start-up to the first healthy /api/health, existing data folder, ${runs} runs each (ms)`);
for (const [i, runtime] of runtimes.entries()) {
  console.log(`${runtime.name.padEnd(48)} median ${median(times[i]!).toFixed(0).padStart(6)}   runs ${times[i]!.map((t) => t.toFixed(0)).join(', ')}`);
}
console.log(`ratio new/old: ${(median(times[1]!) / median(times[0]!)).toFixed(2)}x`);
