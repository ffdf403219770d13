import { createWorkerPool } from '../../platform/workers/worker-pool.ts';
import type { CopyStampInput } from './copy-stamp.ts';

const pool = createWorkerPool<CopyStampInput, Uint8Array>(new URL('./copy-stamp.worker.ts', import.meta.url), {
  name: 'copy stamping',
  maxThreads: 1,
  idleTimeoutMs: 60_000,
  taskTimeoutMs: 120_000,
});

/** Always in the worker: even one copy of a 100-page rendition is more layout than a request handler should do. */
export const renderCopiesPdf = (input: CopyStampInput): Promise<Uint8Array> => pool.run(input);

export const closeCopyStampPool = (): Promise<void> => pool.close();
