import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../../http/app-error.ts';
import { compareTexts, type TextComparison } from './compare.ts';

const WORKER = new URL('./compare.worker.ts', import.meta.url);
/** Texts up to this many characters together are compared inline: a few milliseconds, less than a thread start. */
const INLINE_MAX_CHARS = 60_000;
/** The longest a comparison may run (in its thread); two wholly different 2 MB texts would need longer. */
const COMPARE_TIMEOUT_MS = 10_000;

let pool: Piscina<unknown, TextComparison | null> | undefined;

function getPool(): Piscina<unknown, TextComparison | null> {
  pool ??= new Piscina({
    filename: WORKER.href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    // Under vitest the worker must be handed tsx explicitly (see files/extraction-pool.ts).
    execArgv: process.execArgv.some((arg) => arg.includes('tsx')) ? undefined : ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href],
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return pool;
}

/** Compares two extracted texts: small ones inline, large ones in a worker thread, never longer than the limit. */
export async function compareVersionTexts(from: string, to: string): Promise<TextComparison> {
  const result =
    from.length + to.length <= INLINE_MAX_CHARS
      ? compareTexts(from, to, COMPARE_TIMEOUT_MS)
      : await getPool().run({ from, to, timeoutMs: COMPARE_TIMEOUT_MS });
  if (!result) throw new AppError('INVALID_DOCUMENT_STATE', 'These versions differ too much to compare.');
  return result;
}

export async function closeComparePool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
