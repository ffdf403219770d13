import { createWorkerPool } from '../../platform/workers/worker-pool.ts';
import type { ManifestInput } from './manifest-pdf.ts';

const pool = createWorkerPool<ManifestInput, Uint8Array>(new URL('./manifest.worker.ts', import.meta.url), {
  name: 'signature manifestation',
  maxThreads: 1,
  idleTimeoutMs: 60_000,
  taskTimeoutMs: 120_000,
});

/** Always in the worker: a viewer's first open of a 100-page rendition is more layout than a request should do. */
export const renderManifestPdf = (input: ManifestInput): Promise<Uint8Array> => pool.run(input);

export const closeManifestPool = (): Promise<void> => pool.close();
