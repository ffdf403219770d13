import { availableParallelism } from 'node:os';
import { createWorkerPool } from '../../platform/workers/worker-pool.ts';
import type { ExtractionResult, ExtractionTask } from './extraction-tasks.ts';

const pool = createWorkerPool<ExtractionTask, unknown>(new URL('./text-extraction.worker.ts', import.meta.url), {
  maxThreads: Math.min(2, Math.max(1, availableParallelism() - 1)),
  // Starting a thread (tsx, pdf.js, mammoth) costs ~0.4 s: keep it a while after the last task.
  idleTimeoutMs: 5 * 60_000,
  // A pathological file is stopped (its thread terminated) rather than holding a thread for ever.
  taskTimeoutMs: 120_000,
});

/** Runs one task in the worker pool (created on first use). */
export async function runExtraction<T extends ExtractionTask>(task: T): Promise<ExtractionResult<T>> {
  return (await pool.run(task)) as ExtractionResult<T>;
}

/** Lets running tasks finish, then stops the threads; call it on shutdown. */
export const closeExtractionPool = (): Promise<void> => pool.close();
