import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { ExtractionResult, ExtractionTask } from './extraction-tasks.ts';

const WORKER = new URL('./text-extraction.worker.ts', import.meta.url);
// A pathological file is stopped (its thread terminated) rather than holding a thread for ever.
const TASK_TIMEOUT_MS = 120_000;

let pool: Piscina<ExtractionTask, unknown> | undefined;

function getPool(): Piscina<ExtractionTask, unknown> {
  pool ??= new Piscina<ExtractionTask, unknown>({
    filename: WORKER.href,
    minThreads: 0,
    maxThreads: Math.min(2, Math.max(1, availableParallelism() - 1)),
    // Starting a thread (tsx, pdf.js, mammoth) costs ~0.4 s: keep it a while after the last task.
    idleTimeout: 5 * 60_000,
    execArgv: workerExecArgv(),
    // A parser that runs away fails its task with ERR_WORKER_OUT_OF_MEMORY instead of taking the server down.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return pool;
}

/** Runs one task in the worker pool (created on first use). */
export async function runExtraction<T extends ExtractionTask>(task: T): Promise<ExtractionResult<T>> {
  return (await getPool().run(task, { signal: AbortSignal.timeout(TASK_TIMEOUT_MS) })) as ExtractionResult<T>;
}

/** Lets running tasks finish, then stops the threads; call it on shutdown. The next task starts a new pool. */
export async function closeExtractionPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}

/**
 * Worker threads inherit the parent's execArgv, so under `node --import tsx` they load the .ts worker. Processes
 * started without tsx (vitest's) must hand it over explicitly, and only it: V8 flags are refused for threads.
 */
function workerExecArgv(): string[] | undefined {
  if (process.execArgv.some((arg) => arg.includes('tsx'))) return undefined;
  return ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];
}
