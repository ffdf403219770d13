import { notesPdf, type NotesExportInput } from './notes-export.ts';

/** Runs in a worker thread: 500 long notes take seconds of layout that the event loop must not lose. */
export default function run(input: NotesExportInput): Promise<Uint8Array> {
  return notesPdf(input);
}

/** Diagnostics: the worker pools check runs this in the pool's thread. */
export { ping } from '../../platform/workers/ping.ts';
