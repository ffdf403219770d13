import { createWorkerPool } from '../../platform/workers/worker-pool.ts';
import { notesPdf, type NotesExportInput } from './notes-export.ts';

/** Up to this many notes the PDF is laid out inline (a few ms each); beyond, in a worker (500 long notes ≈ 2.5 s). */
const INLINE_MAX_NOTES = 20;

const pool = createWorkerPool<NotesExportInput, Uint8Array>(new URL('./notes-report.worker.ts', import.meta.url), {
  name: 'notes report',
  maxThreads: 1,
  idleTimeoutMs: 60_000,
  taskTimeoutMs: 120_000,
});

export function renderNotesPdf(input: NotesExportInput): Promise<Uint8Array> {
  return input.notes.length <= INLINE_MAX_NOTES ? notesPdf(input) : pool.run(input);
}

export const closeNotesReportPool = (): Promise<void> => pool.close();
