import { trainingMatrixPdf, type TrainingMatrixReport } from './training-matrix-pdf.ts';

/** Runs in a worker thread: a large matrix's layout takes time the event loop must not lose. */
export default function run(input: TrainingMatrixReport): Promise<Uint8Array> {
  return trainingMatrixPdf(input);
}

/** Diagnostics: the worker pools check runs this in the pool's thread. */
export { ping } from '../../platform/workers/ping.ts';
