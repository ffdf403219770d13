import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../src/platform/db/client.ts';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'attest-cli-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const node = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

describe('start-up configuration', () => {
  it('stops with a message naming every bad variable', async () => {
    const result = await node('src/main.ts', [], { PORT: 'eighty', LOCKOUT_MINUTES: '-1', DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('LOCKOUT_MINUTES');
  });
});

describe('npm run create-admin', () => {
  // Two program starts (tsx compiles the CLI each time): on CI's loaded two cores that alone can pass 30 s.
  it('creates an administrator without demo data (unless SEED=demo is set explicitly) and prints a one-time setup code', async () => {
    const result = await node('src/cli/create-admin.ts', ['--email', 'Head.QA@Example.com', '--name', 'Head of QA'], { DATA_DIR: dataDir, SEED: '' });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Setup code: [A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}/);

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const users = rowsOf<{ email: string; role: string; password_hash: string | null }>(
        await database.db.execute(sql`SELECT email, role, password_hash FROM users`),
      );
      expect(users).toEqual([{ email: 'head.qa@example.com', role: 'admin', password_hash: null }]);
      const departments = rowsOf<{ n: string | number }>(await database.db.execute(sql`SELECT count(*) AS n FROM departments`));
      expect(Number(departments[0]?.n)).toBe(13);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('explains its usage when an argument is missing', async () => {
    const result = await node('src/cli/create-admin.ts', ['--email', 'x@example.com'], { DATA_DIR: dataDir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run create-admin');
  });
});
