import { createWorkerPool } from '../../platform/workers/worker-pool.ts';
import { trainingMatrixPdf, type TrainingMatrixReport } from './training-matrix-pdf.ts';

/** Up to this many cells the PDF is laid out inline; beyond, in a worker (as the workflow-history report does). */
const INLINE_MAX_CELLS = 200;

const pool = createWorkerPool<TrainingMatrixReport, Uint8Array>(new URL('./training-matrix.worker.ts', import.meta.url), {
  name: 'training matrix',
  maxThreads: 1,
  idleTimeoutMs: 60_000,
  taskTimeoutMs: 120_000,
});

export function renderTrainingMatrixPdf(input: TrainingMatrixReport): Promise<Uint8Array> {
  const m = input.matrix;
  return m.totals.assigned + m.totals.completed + m.totals.overdue <= INLINE_MAX_CELLS ? trainingMatrixPdf(input) : pool.run(input);
}

export const closeTrainingMatrixPool = (): Promise<void> => pool.close();
