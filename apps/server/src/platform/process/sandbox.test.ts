import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandbox, sandboxWarning } from './sandbox.ts';

let dir: string;
let work: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'attest-sandbox-'));
  work = await mkdtemp(path.join(os.tmpdir(), 'attest-sandbox-work-'));
  await writeFile(path.join(dir, 'secret.txt'), 'server secret');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

/** Runs a shell line inside the sandbox; its output, or the error's. */
async function inside(script: string): Promise<{ ok: boolean; output: string }> {
  const { file, argv } = await (await sandbox()).wrap('/bin/sh', ['-c', script], [work]);
  return new Promise((resolve) => execFile(file, argv, { timeout: 30_000 }, (error, stdout, stderr) => resolve({ ok: !error, output: `${stdout}${stderr}` })));
}

describe('the sandbox LibreOffice runs in', () => {
  it('is bubblewrap on this machine (Debian: apt-get install bubblewrap; scripts/ensure-libreoffice.sh installs it)', async () => {
    expect((await sandbox()).kind).toBe('bwrap');
  });

  it('has no network: only a loopback of its own', async () => {
    const { output } = await inside('cat /proc/net/dev');
    expect(output).toContain('lo:');
    expect(output.split('\n').filter((line) => line.includes(':')).map((line) => line.split(':')[0]!.trim())).toEqual(['lo']);
  });

  it('reads none of the server’s files and writes only in its own folder', async () => {
    expect((await inside(`cat ${path.join(dir, 'secret.txt')}`)).ok).toBe(false);
    expect((await inside('ls /root /var /home')).output).not.toMatch(/attest/);
    expect((await inside(`echo x > ${path.join(dir, 'planted.txt')}`)).ok).toBe(false);
    expect((await inside('echo x > /usr/planted.txt')).ok).toBe(false);
    const written = await inside(`echo made > ${path.join(work, 'out.txt')} && cat ${path.join(work, 'out.txt')}`);
    expect(written).toEqual({ ok: true, output: 'made\n' });
  });

  it('passes none of the server’s environment (secrets) to the program', async () => {
    process.env.ATTEST_SANDBOX_PROBE = 'secret';
    try {
      expect((await inside('env')).output).not.toContain('ATTEST_SANDBOX_PROBE');
    } finally {
      delete process.env.ATTEST_SANDBOX_PROBE;
    }
  });

  it('tells administrators (diagnostics, start-up) when LibreOffice runs weaker: with network access, or seeing the server’s files', () => {
    expect(sandboxWarning('bwrap')).toBeNull();
    expect(sandboxWarning('none')).toMatch(/^LibreOffice runs with network access/);
    expect(sandboxWarning('unshare-root')).toMatch(/^LibreOffice runs without network but sees the server's files/);
    expect(sandboxWarning('unshare-user')).toMatch(/install bubblewrap/);
  });
});
