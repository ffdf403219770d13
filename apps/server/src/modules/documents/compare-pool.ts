import { AppError } from '../../core/app-error.ts';
import { createWorkerPool } from '../../platform/workers/worker-pool.ts';
import { compareTexts, type TextComparison } from './compare.ts';

/** Texts up to this many characters together are compared inline: a few milliseconds, less than a thread start. */
const INLINE_MAX_CHARS = 60_000;
/**
 * A backstop only: how much two texts may differ is bounded by work, not time (compare.ts), so a busy server never
 * refuses a comparison a calm one makes. Two wholly different 200 KB texts take about 4 s on a calm 2-core machine.
 */
const COMPARE_TIMEOUT_MS = 60_000;

const pool = createWorkerPool<{ from: string; to: string; timeoutMs: number }, TextComparison | null>(
  new URL('./compare.worker.ts', import.meta.url),
  {
  name: 'version comparison', maxThreads: 1, idleTimeoutMs: 60_000 },
);

/** Compares two extracted texts: small ones inline, large ones in a worker thread, never longer than the limit. */
export async function compareVersionTexts(from: string, to: string): Promise<TextComparison> {
  const result =
    from.length + to.length <= INLINE_MAX_CHARS
      ? compareTexts(from, to, COMPARE_TIMEOUT_MS)
      : await pool.run({ from, to, timeoutMs: COMPARE_TIMEOUT_MS });
  if (!result) throw new AppError('INVALID_DOCUMENT_STATE', 'These versions differ too much to compare.');
  return result;
}

export const closeComparePool = (): Promise<void> => pool.close();
