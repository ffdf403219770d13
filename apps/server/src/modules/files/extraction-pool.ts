import { availableParallelism } from 'node:os';
import { AppError } from '../../core/app-error.ts';
import { createWorkerPool } from '../../platform/workers/worker-pool.ts';
import type { ExtractionOutcome, ExtractionResult, ExtractionTask } from './extraction-tasks.ts';

export const TOO_DEMANDING_MESSAGE = 'The file could not be read: it needs more memory or time than the server allows for one file.';

const pool = createWorkerPool<ExtractionTask, ExtractionOutcome<unknown>>(new URL('./text-extraction.worker.ts', import.meta.url), {
  name: 'text extraction',
  maxThreads: Math.min(2, Math.max(1, availableParallelism() - 1)),
  // Starting a thread (tsx, pdf.js, mammoth) costs ~0.4 s: keep it a while after the last task.
  idleTimeoutMs: 5 * 60_000,
  // A pathological file is stopped (its thread terminated) rather than holding a thread for ever.
  taskTimeoutMs: 120_000,
  // mammoth and pdf.js stay within this on anything the upload checks let through; past it the thread dies, not the server.
  resourceLimits: { maxOldGenerationSizeMb: 512 },
});

/**
 * Runs one task in the worker pool (created on first use). A file its parser refuses, or whose thread the pool had to
 * stop for running out of memory or time, rejects with an AppError (FILE_UNREADABLE unless the check said otherwise).
 */
export async function runExtraction<T extends ExtractionTask>(task: T): Promise<ExtractionResult<T>> {
  let outcome: ExtractionOutcome<unknown>;
  try {
    outcome = await pool.run(task);
  } catch (error) {
    throw stoppedThread(error);
  }
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message);
  return outcome.value as ExtractionResult<T>;
}

/** The pool's own failures for one task: out of memory or past its time limit are that file's doing. */
export function stoppedThread(error: unknown): unknown {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  if (code === 'ERR_WORKER_OUT_OF_MEMORY' || name === 'AbortError') return new AppError('FILE_UNREADABLE', TOO_DEMANDING_MESSAGE);
  return error;
}

/** Lets running tasks finish, then stops the threads; call it on shutdown. */
export const closeExtractionPool = (): Promise<void> => pool.close();
