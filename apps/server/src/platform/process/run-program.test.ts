import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExternalProgram, ProgramError } from './run-program.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'attest-program-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

/** A fake program: a POSIX shell script written to the temp folder. */
async function script(name: string, body: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, `#!/bin/sh\n${body}\n`);
  await chmod(file, 0o755);
  return file;
}

const program = (command: string, timeoutMs = 10_000, concurrency = 1) => new ExternalProgram({ command, timeoutMs, concurrency });

/** Whether a process is gone: absent, or a zombie nobody has reaped yet (it runs no more). */
function isGone(pid: number): boolean {
  const statFile = `/proc/${pid}/stat`;
  if (!existsSync(statFile)) return true;
  try {
    return readFileSync(statFile, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
}

describe('ExternalProgram', () => {
  it('passes arguments as an array, never through a shell', async () => {
    const echo = await script('echo-args', 'for a in "$@"; do printf "[%s]" "$a"; done');
    const result = await program(echo).run(['two words', '$(touch pwned)', '; rm -rf /', '*']);
    expect(result.stdout).toBe('[two words][$(touch pwned)][; rm -rf /][*]');
    expect(existsSync(path.join(process.cwd(), 'pwned'))).toBe(false);
  });

  it('puts the captured stderr and the exit code into the error of a failed run', async () => {
    const failing = await script('failing', 'echo "Error: source file could not be loaded" >&2; exit 3');
    const error = await program(failing).run([]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProgramError);
    expect(error).toMatchObject({ kind: 'failed', details: { exitCode: 3, stderr: 'Error: source file could not be loaded' } });
    expect((error as Error).message).toBe('failing exited with code 3: Error: source file could not be loaded');
  });

  it('kills the whole process group at the timeout, children included', async () => {
    const pidFile = path.join(dir, 'child.pid');
    // The program starts a child that would outlive it, then hangs.
    const hanging = await script('hanging', `sleep 300 & echo $! > ${pidFile}; echo started >&2; wait`);
    const started = performance.now();
    const error = await program(hanging, 500).run([]).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(error).toMatchObject({ kind: 'timeout', details: { stderr: 'started' } });
    expect((error as Error).message).toBe('hanging did not finish within 0.5 s and was stopped');
    const childPid = Number((await readFile(pidFile, 'utf8')).trim());
    expect(isGone(childPid)).toBe(true);
  });

  it('says "not installed" for a program that is not there, and locates one that is', async () => {
    const missing = program('attest-no-such-program');
    expect(await missing.locate()).toBeNull();
    await expect(missing.run(['--version'])).rejects.toMatchObject({ kind: 'not-installed', message: 'attest-no-such-program is not installed (no "attest-no-such-program" found)' });
    await expect(program(path.join(dir, 'missing', 'soffice')).run([])).rejects.toMatchObject({ kind: 'not-installed' });
    expect(await program('sh').locate()).toMatch(/\/sh$/);
  });

  it('runs at most `concurrency` at once; the others wait their turn', async () => {
    const log = path.join(dir, 'overlap.log');
    await writeFile(log, '');
    const worker = await script('worker', `echo "start $1" >> ${log}; sleep 0.2; echo "end $1" >> ${log}`);
    const limited = program(worker, 10_000, 2);
    await Promise.all(['a', 'b', 'c', 'd'].map((name) => limited.run([name])));
    let running = 0;
    let peak = 0;
    for (const line of (await readFile(log, 'utf8')).trim().split('\n')) {
      running += line.startsWith('start') ? 1 : -1;
      peak = Math.max(peak, running);
    }
    expect(peak).toBe(2);
  });

  it('streams stdout to a reader, and stops the program when the reader fails', async () => {
    const chatty = await script('chatty', 'i=0; while [ $i -lt 2000 ]; do echo "line $i"; i=$((i+1)); done');
    let lines = 0;
    await program(chatty).run([], {
      stdout: async (stream) => {
        for await (const chunk of stream) lines += String(chunk).split('\n').length - 1;
      },
    });
    expect(lines).toBe(2000);

    const endless = await script('endless', 'while true; do echo data; done');
    await expect(
      program(endless).run([], {
        stdout: async (stream) => {
          for await (const _chunk of stream) throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
  });

  it('dies with the server: a kill -9 of the process that started it ends the program and its children', async () => {
    const pidFile = path.join(dir, 'orphan.pid');
    // The program forks a child (as soffice forks soffice.bin) and both would outlive a killed server.
    const lasting = await script('lasting', `sleep 300 & echo $! > ${pidFile}; wait`);
    // A stand-in for the server: a Node process running the program, then killed with SIGKILL.
    const server = spawn(process.execPath, ['--import', 'tsx', '-e', `
      const { ExternalProgram } = await import(${JSON.stringify(path.resolve(import.meta.dirname, 'run-program.ts'))});
      new ExternalProgram({ command: ${JSON.stringify(lasting)}, timeoutMs: 600_000, concurrency: 1, dieWithServer: true }).run([]).catch(() => undefined);
    `], { stdio: 'ignore' });
    await expect.poll(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() !== '', { timeout: 20_000 }).toBe(true);
    const grandchild = Number(readFileSync(pidFile, 'utf8').trim());
    expect(isGone(grandchild)).toBe(false);
    server.kill('SIGKILL');
    await expect.poll(() => isGone(grandchild), { timeout: 5_000 }).toBe(true);
  });

  it('run through the guard, a program still gives its output, its exit code, its stderr, its timeout and "not installed"', async () => {
    const guarded = (command: string, timeoutMs = 10_000) => new ExternalProgram({ command, timeoutMs, concurrency: 1, dieWithServer: true });
    const echo = await script('guarded-echo', 'for a in "$@"; do printf "[%s]" "$a"; done');
    expect((await guarded(echo).run(['two words', '$(x)'])).stdout).toBe('[two words][$(x)]');
    const failing = await script('guarded-failing', 'echo "bad input" >&2; exit 3');
    await expect(guarded(failing).run([])).rejects.toMatchObject({ kind: 'failed', details: { exitCode: 3, stderr: 'bad input' } });
    const hanging = await script('guarded-hanging', 'sleep 300');
    await expect(guarded(hanging, 500).run([])).rejects.toMatchObject({ kind: 'timeout' });
    await expect(guarded('attest-no-such-program').run([])).rejects.toMatchObject({ kind: 'not-installed' });
  });
});
