import { trainingMatrixPdf, type TrainingMatrixReport } from './training-matrix-pdf.ts';

/** Runs in a worker thread: a large matrix's layout takes time the event loop must not lose. */
export default function run(input: TrainingMatrixReport): Promise<Uint8Array> {
  return trainingMatrixPdf(input);
}
