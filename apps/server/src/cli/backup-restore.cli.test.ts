import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { afterAll, describe, expect, it } from 'vitest';
import { freshTarget, type FreshTarget } from '../../test/restore-target.ts';
import { TEST_AUDIT_SECRET } from '../../test/audit-key.ts';
import { loadConfig } from '../config.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const targets: FreshTarget[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const target of targets) await target.dispose();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Runs an npm script of the repository as an operator would, with the installation's environment. */
async function npm(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '-s', script, '--', ...args], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'silent', ...env }, timeout: 120_000 });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

/** An installation of the kind the tests run on: a DATA_DIR, and on PostgreSQL an empty database of its own. */
async function installation(): Promise<Record<string, string>> {
  const template = inject('template');
  if (template.kind === 'pglite') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'attest-cli-'));
    dirs.push(dataDir);
    return { DATA_DIR: dataDir, AUDIT_KEY: TEST_AUDIT_SECRET.toString('hex') };
  }
  const target = await freshTarget(loadConfig({ DATABASE_URL: template.url, MIGRATION_DATABASE_URL: template.url, AUDIT_KEY: TEST_AUDIT_SECRET.toString('hex') }));
  targets.push(target);
  return { DATA_DIR: target.config.dataDir, DATABASE_URL: target.config.databaseUrl!, AUDIT_KEY: TEST_AUDIT_SECRET.toString('hex') };
}

describe('npm run backup and npm run restore', () => {
  it('back up an installation and restore it into a new one, which then refuses a second restore', async () => {
    const source = await installation();
    const backup = await npm('backup', [], source);
    expect(backup.out).toMatch(/Backup complete: /);
    expect(backup.code).toBe(0);
    const dir = path.join(source.DATA_DIR!, 'backups');
    const archive = path.join(dir, (await readdir(dir)).find((f) => f.endsWith('.tar'))!);

    const target = await installation();
    const restored = await npm('restore', [archive], target);
    expect(restored.out).toMatch(/Audit trail: \d+ events verified, chain intact\./);
    expect(restored.code).toBe(0);

    const again = await npm('restore', [archive], target);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/Restore refused:[\s\S]*not empty/);
    const usage = await npm('restore', [], target);
    expect(usage.code).toBe(2);
    // Four programs start (npm, tsx, a migrated database each): give a loaded CI machine the time that takes.
  }, 240_000);
});
