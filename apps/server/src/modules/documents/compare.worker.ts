import { compareTexts, type TextComparison } from './compare.ts';

/** Runs in a piscina worker thread, so comparing two large versions never blocks the server's event loop. */
export default function run(task: { from: string; to: string; timeoutMs: number }): TextComparison | null {
  return compareTexts(task.from, task.to, task.timeoutMs);
}

/** Diagnostics: the worker pools check runs this in the pool's thread. */
export { ping } from '../../platform/workers/ping.ts';
