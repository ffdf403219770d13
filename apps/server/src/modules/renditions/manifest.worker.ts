import { manifestPdf, type ManifestInput } from './manifest-pdf.ts';

/** Runs in a worker thread: re-laying a long rendition is seconds of work the event loop must not lose. */
export default function run(input: ManifestInput): Promise<Uint8Array> {
  return manifestPdf(input);
}

/** Diagnostics: the worker pools check runs this in the pool's thread. */
export { ping } from '../../platform/workers/ping.ts';
