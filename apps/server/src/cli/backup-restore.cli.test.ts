import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
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
  let archive: string | undefined;

  it('back up an installation and restore it into a new one, which then refuses a second restore [REQ:A11-16] [REQ:FR-BAK-3]', async () => {
    const source = await installation();
    const backup = await npm('backup', [], source);
    expect(backup.out).toMatch(/Backup complete: /);
    expect(backup.code).toBe(0);
    const dir = path.join(source.DATA_DIR!, 'backups');
    archive = path.join(dir, (await readdir(dir)).find((f) => f.endsWith('.tar'))!);

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

  it('npm run backup -- --verify checks an archive offline: 0 when intact, 1 naming the first problem when not [REQ:A11-17] [REQ:FR-BAK-2]', async () => {
    expect(archive, 'the backup of the test before').toBeDefined();
    const intact = await npm('backup', ['--verify', archive!], {});
    expect(intact.out).toMatch(/Archive intact: .*\.tar[\s\S]*\d+ members match the manifest; SHA-256 [0-9a-f]{64}/);
    expect(intact.code).toBe(0);

    const copies = await mkdtemp(path.join(os.tmpdir(), 'attest-verify-'));
    dirs.push(copies);
    // One byte flipped inside the last member (a stored file), its .sha256 beside it: the member no longer matches.
    const tampered = path.join(copies, 'tampered.tar');
    await copyFile(archive!, tampered);
    await copyFile(`${archive!}.sha256`, `${tampered}.sha256`);
    const handle = await open(tampered, 'r+');
    const at = (await stat(tampered)).size - 2048;
    const [byte] = (await handle.read(Buffer.alloc(1), 0, 1, at)).buffer;
    await handle.write(Buffer.from([byte! ^ 0xff]), 0, 1, at);
    await handle.close();
    const damaged = await npm('backup', ['--verify', tampered], {});
    expect(damaged.code).toBe(1);
    expect(damaged.out).toMatch(/Archive NOT intact: tampered\.tar\n {2}\S+: its content does not match the SHA-256 in the manifest\./);

    // Members intact, but not the archive its .sha256 names (or --sha256 gives).
    const renamed = path.join(copies, 'other.tar');
    await copyFile(archive!, renamed);
    const recorded = (await readFile(`${archive!}.sha256`, 'utf8')).split(' ')[0]!;
    await writeFile(`${renamed}.sha256`, `${'0'.repeat(64)}  other.tar\n`);
    const mismatch = await npm('backup', ['--verify', renamed], {});
    expect(mismatch.code).toBe(1);
    expect(mismatch.out).toMatch(/does not match its recorded SHA-256/);
    expect((await npm('backup', ['--verify', renamed, '--sha256', recorded], {})).code).toBe(0);
    expect((await npm('backup', ['--sha256', recorded], {})).code).toBe(2);
  }, 120_000);
});
