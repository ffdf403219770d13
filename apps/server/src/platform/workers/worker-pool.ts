import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { ResourceLimits, TransferListItem } from 'node:worker_threads';
import { Piscina } from 'piscina';

/** Set by the server build (scripts/server-build.mjs); undefined when the source runs under tsx. */
declare const ATTEST_COMPILED: boolean | undefined;
const compiled = typeof ATTEST_COMPILED !== 'undefined' && ATTEST_COMPILED;

export interface WorkerPoolOptions {
  /** What diagnostics calls the pool, e.g. "text extraction". */
  name: string;
  maxThreads: number;
  /** How long an idle thread is kept: starting one (tsx plus the worker's libraries) costs a few hundred ms. */
  idleTimeoutMs: number;
  /** A task running longer is aborted and its thread terminated. */
  taskTimeoutMs?: number;
  /** Each thread's memory; a task past it fails with ERR_WORKER_OUT_OF_MEMORY and the pool starts a new thread. */
  resourceLimits?: ResourceLimits;
}

export interface WorkerPool<Task, Result> {
  /** Runs a task; `transfer` moves objects (a MessagePort for progress, say) to the thread instead of copying them. */
  run(task: Task, transfer?: readonly TransferListItem[]): Promise<Result>;
  /** Lets running tasks finish, then stops the threads; the next task starts a new pool. */
  close(): Promise<void>;
  /** Diagnostics: runs the worker module's `ping` in one of the pool's threads (started if none runs). */
  probe(timeoutMs: number): Promise<void>;
}

/** Every pool the process has created, by name: the diagnostics check probes each. */
export const workerPools = new Map<string, WorkerPool<never, unknown>>();

/**
 * A lazily started piscina pool for CPU-heavy work (parsing, diffing, PDF building) so it never blocks the
 * event loop. A runaway task fails with ERR_WORKER_OUT_OF_MEMORY (or an AbortError past its time) instead of taking
 * the server down.
 */
export function createWorkerPool<Task, Result>(worker: URL, options: WorkerPoolOptions): WorkerPool<Task, Result> {
  let pool: Piscina<Task, Result> | undefined;
  const getPool = () => {
    if (pool) return pool;
    pool = new Piscina<Task, Result>({
      filename: workerFile(worker).href,
      minThreads: 0,
      maxThreads: options.maxThreads,
      idleTimeout: options.idleTimeoutMs,
      execArgv: workerExecArgv(),
      resourceLimits: options.resourceLimits ?? { maxOldGenerationSizeMb: 512 },
    });
    // A thread that fails outside a task (its module cannot load): the tasks fail with the reason and diagnostics
    // name the pool; an unheard 'error' event would end the whole process instead.
    pool.on('error', (error: unknown) => process.emitWarning(`worker pool "${options.name}": ${error instanceof Error ? error.message : String(error)}`));
    return pool;
  };
  const workerPool: WorkerPool<Task, Result> = {
    run: (task, transfer) =>
      getPool().run(task, {
        ...(options.taskTimeoutMs ? { signal: AbortSignal.timeout(options.taskTimeoutMs) } : {}),
        ...(transfer ? { transferList: [...transfer] as never } : {}),
      }),
    close: async () => {
      const closing = pool;
      pool = undefined;
      await closing?.close();
    },
    probe: async (timeoutMs) => {
      const answer: unknown = await getPool().run(undefined as Task, { name: 'ping', signal: AbortSignal.timeout(timeoutMs) });
      if (answer !== 'pong') throw new Error(`answered ${JSON.stringify(answer)} instead of "pong"`);
    },
  };
  workerPools.set(options.name, workerPool);
  return workerPool;
}

/**
 * The pools name their worker's source file; compiled, each worker is its own entry point in apps/server/dist,
 * named after it (src/modules/files/text-extraction.worker.ts → dist/text-extraction.worker.js).
 */
export function workerFile(source: URL, isCompiled = compiled): URL {
  if (!isCompiled) return source;
  const name = source.href.slice(source.href.lastIndexOf('/') + 1).replace(/\.ts$/, '.js');
  const serverDir = source.href.slice(0, source.href.lastIndexOf('/src/') + 1);
  return new URL(`dist/${name}`, serverDir);
}

/**
 * Worker threads inherit the parent's execArgv, so under `node --import tsx` they load .ts workers. Processes
 * started without tsx (vitest's) must hand it over explicitly, and only it: V8 flags are refused for threads.
 * Compiled workers need no loader.
 */
function workerExecArgv(): string[] | undefined {
  if (compiled || process.execArgv.some((arg) => arg.includes('tsx'))) return undefined;
  return ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];
}
