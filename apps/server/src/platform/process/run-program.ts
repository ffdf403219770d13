import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { ConcurrencyLimit, LimitBusy } from './concurrency-limit.ts';
import { sandbox } from './sandbox.ts';

/** Why a run of an external program did not succeed. */
export type ProgramFailure = 'not-installed' | 'timeout' | 'failed' | 'busy';

export class ProgramError extends Error {
  constructor(
    readonly kind: ProgramFailure,
    readonly program: string,
    message: string,
    readonly details: { exitCode?: number | null; signal?: string | null; stderr?: string } = {},
  ) {
    super(message);
    this.name = 'ProgramError';
  }
}

export interface ProgramOptions {
  /** A name looked up on PATH, or a path. */
  command: string;
  /** Runs of this program at once (this process), fixed or a setting read at each run; the others wait their turn. */
  concurrency: number | (() => Promise<number>);
  /** A run still going after this long is killed, its whole process group with it. */
  timeoutMs: number;
  /**
   * Long runs that must not outlive a killed server (LibreOffice, pg_dump): each run goes through die-with-server.mjs,
   * which kills the program's group when the server's end of a pipe closes. Costs a Node start per run, so short
   * frequent programs (git) go without.
   */
  dieWithServer?: boolean;
  /**
   * Programs that open untrusted files (LibreOffice): each run is confined by the machine's sandbox (platform/process/
   * sandbox.ts), without network and, with bubblewrap, seeing only the system read-only and its run's writable folders.
   */
  sandboxed?: boolean;
}

export interface RunOptions {
  cwd?: string;
  /** Added to this process's environment for the run (a password for pg_dump stays out of the argument list). */
  env?: Record<string, string>;
  /** Overrides the program's timeout for this run. */
  timeoutMs?: number;
  /**
   * Reads the program's standard output as it is written (e.g. into the blob store). Without it, stdout is
   * captured, bounded, into the result. A rejection kills the program and becomes the run's error.
   */
  stdout?: (stream: Readable) => Promise<void>;
  /** For a sandboxed program: the folders the run may read and write (its input, output and profile); the first is its home. */
  writable?: readonly string[];
  /** Refuse with a 'busy' ProgramError rather than queue behind this many runs already waiting for a slot. */
  maxWaiting?: number;
}

export interface RunResult {
  stdout: string;
  stderr: string;
  durationMs: number;
}

const DIE_WITH_SERVER = path.join(import.meta.dirname, 'die-with-server.mjs');

/** What a run keeps of stdout and stderr: enough for a diagnosis, never unbounded. */
const CAPTURE_MAX_BYTES = 64 * 1024;

/**
 * An external program (LibreOffice, pg_dump, git) run the one way DESIGN §5.6 allows: no shell, arguments as an
 * array, a timeout that kills the whole process group, stderr captured into the error, a concurrency limit, and a
 * "not installed" state that diagnostics can ask about without running anything.
 */
export class ExternalProgram {
  readonly command: string;
  private readonly limit: ConcurrencyLimit;
  private readonly timeoutMs: number;
  private readonly dieWithServer: boolean;
  private readonly sandboxed: boolean;
  private running = 0;
  /** Processes started, and the most that ran at once (what the limit promises, for tests and diagnostics). */
  readonly counts = { started: 0, peakRunning: 0 };

  constructor(options: ProgramOptions) {
    this.command = options.command;
    this.limit = new ConcurrencyLimit(options.concurrency);
    this.timeoutMs = options.timeoutMs;
    this.dieWithServer = options.dieWithServer ?? false;
    this.sandboxed = options.sandboxed ?? false;
  }

  /** The executable's path, or null when it is not installed (PATH searched the way the kernel would). */
  async locate(): Promise<string | null> {
    return locateExecutable(this.command);
  }

  /** Runs once a concurrency slot is free; the timeout counts from the start of the process, not the wait. */
  async run(args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
    try {
      return await this.limit.run(() => this.counted(() => this.spawnOnce(args, options)), { maxWaiting: options.maxWaiting });
    } catch (error) {
      if (error instanceof LimitBusy) throw new ProgramError('busy', this.command, `${this.name} is busy: ${error.message}`);
      throw error;
    }
  }

  private async counted<T>(run: () => Promise<T>): Promise<T> {
    this.running += 1;
    this.counts.started += 1;
    this.counts.peakRunning = Math.max(this.counts.peakRunning, this.running);
    try {
      return await run();
    } finally {
      this.running -= 1;
    }
  }

  /** Runs waiting for a free slot. */
  get queued(): number {
    return this.limit.pending;
  }

  /** What is spawned: the program itself, or the guard that runs it and dies with this process. */
  private async invocation(args: readonly string[], writable: readonly string[]): Promise<{ file: string; argv: readonly string[] }> {
    if (!this.dieWithServer && !this.sandboxed) return { file: this.command, argv: args };
    // The guard and the sandbox would report a missing program as a plain failure: say "not installed" before.
    const executable = await this.locate();
    if (!executable) throw new ProgramError('not-installed', this.command, `${this.name} is not installed (no "${this.command}" found)`);
    const { file, argv } = this.sandboxed ? await (await sandbox()).wrap(executable, args, writable) : { file: executable, argv: args };
    return this.dieWithServer ? { file: process.execPath, argv: [DIE_WITH_SERVER, file, ...argv] } : { file, argv };
  }

  private async spawnOnce(args: readonly string[], options: RunOptions): Promise<RunResult> {
    const started = performance.now();
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const { file, argv } = await this.invocation(args, options.writable ?? []);
    // stdout and stderr are pipes in both forms (the stdio array below); only stdin varies.
    const child = spawn(file, argv, {
      cwd: options.cwd,
      env: options.env ? { ...process.env, ...options.env } : undefined,
      // With the guard, stdin is the pipe whose closing (this process gone) ends the program; never written to.
      stdio: [this.dieWithServer ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      // Its own process group: a timeout kills the program and everything it started, not just the first pid.
      detached: true,
      shell: false,
      windowsHide: true,
    }) as ChildProcessByStdio<Writable | null, Readable, Readable>;
    const stderr = new BoundedText();
    const stdout = new BoundedText();
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    const reading = options.stdout ? options.stdout(child.stdout) : collect(child.stdout, stdout);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, timeoutMs);
    // Leftovers of a finished program (a daemon it forked) go with it.
    child.once('exit', () => killGroup(child.pid));

    const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code, signal) => resolve({ code, signal }));
    });
    // A failing reader stops the program: nothing else would drain its output.
    const readerFailure = reading.catch((error: unknown) => {
      killGroup(child.pid);
      throw error;
    });
    try {
      const [{ code, signal }] = await Promise.all([exit, readerFailure]);
      const text = stderr.text();
      if (timedOut) {
        throw new ProgramError('timeout', this.command, `${this.name} did not finish within ${formatSeconds(timeoutMs)} and was stopped`, { signal, stderr: text });
      }
      if (code !== 0) {
        const how = code === null ? `was ended by ${signal ?? 'a signal'}` : `exited with code ${code}`;
        throw new ProgramError('failed', this.command, `${this.name} ${how}${text ? `: ${text}` : ''}`, { exitCode: code, signal, stderr: text });
      }
      return { stdout: stdout.text(), stderr: text, durationMs: performance.now() - started };
    } catch (error) {
      if (error instanceof ProgramError) throw error;
      if (isSpawnFailure(error) && !(await this.locate())) {
        throw new ProgramError('not-installed', this.command, `${this.name} is not installed (no "${this.command}" found)`);
      }
      throw error;
    } finally {
      clearTimeout(timer);
      killGroup(child.pid);
    }
  }

  private get name(): string {
    return path.basename(this.command);
  }
}

async function locateExecutable(command: string): Promise<string | null> {
  // The PATH that spawn itself searches (the server's own environment, not a setting).
  const candidates = command.includes('/')
    ? [path.resolve(command)]
    : (process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, command));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      if ((await stat(candidate)).isFile()) return candidate;
    } catch {
      // Not here: try the next directory.
    }
  }
  return null;
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: the group is gone already.
  }
}

function isSpawnFailure(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'EACCES';
}

async function collect(stream: Readable, into: BoundedText): Promise<void> {
  for await (const chunk of stream) into.push(chunk as Buffer);
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

/** The first CAPTURE_MAX_BYTES of a stream, as trimmed text. */
class BoundedText {
  private readonly chunks: Buffer[] = [];
  private size = 0;

  push(chunk: Buffer): void {
    if (this.size >= CAPTURE_MAX_BYTES) return;
    const part = chunk.subarray(0, CAPTURE_MAX_BYTES - this.size);
    this.chunks.push(part);
    this.size += part.length;
  }

  text(): string {
    return Buffer.concat(this.chunks).toString('utf8').trim();
  }
}
