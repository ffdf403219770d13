import { stampCopies, type CopyStampInput } from './copy-stamp.ts';

/** Runs in a worker thread: ten copies of a long PDF are seconds of work the event loop must not lose. */
export default function run(input: CopyStampInput): Promise<Uint8Array> {
  return stampCopies(input);
}

/** Diagnostics: the worker pools check runs this in the pool's thread. */
export { ping } from '../../platform/workers/ping.ts';
