import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { alignWithStore } from './align-with-store.ts';

export interface BlobReference {
  sha256: string;
  size: number;
}

export interface IntegrityReport {
  /** Distinct referenced hashes examined. */
  checked: number;
  /** Referenced but not stored. */
  missing: string[];
  /** Stored, but the content's SHA-256 or size is not what a reference records. */
  corrupt: string[];
  /** Stored but referenced by nothing. */
  orphans: string[];
}

/**
 * Re-hashes every referenced blob and compares the store with the references. `referenced` must be sorted by
 * sha256 ascending (see alignWithStore): it is merged with the store's sorted listing, so memory stays bounded.
 */
export async function checkBlobIntegrity(
  store: BlobStore,
  referenced: AsyncIterable<BlobReference> | Iterable<BlobReference>,
): Promise<IntegrityReport> {
  const report: IntegrityReport = { checked: 0, missing: [], corrupt: [], orphans: [] };
  let current: string | null = null;
  let actual: BlobReference | null = null;

  for await (const item of alignWithStore(store.list(), referenced)) {
    if (item.orphan) {
      report.orphans.push(item.sha256);
      continue;
    }
    const ref = item.ref;
    if (ref.sha256 !== current) {
      current = ref.sha256;
      actual = await measure(store, current);
      report.checked += 1;
      if (!actual) report.missing.push(current);
    }
    const wrong = actual !== null && (actual.sha256 !== ref.sha256 || actual.size !== ref.size);
    if (wrong && report.corrupt.at(-1) !== ref.sha256) report.corrupt.push(ref.sha256);
  }
  return report;
}

/** The actual hash and size of a stored blob, streamed; null when it is absent. */
async function measure(store: BlobStore, sha256: string): Promise<BlobReference | null> {
  const hash = createHash('sha256');
  let size = 0;
  try {
    await pipeline(store.read(sha256), async (chunks: AsyncIterable<Buffer>) => {
      for await (const chunk of chunks) {
        size += chunk.length;
        hash.update(chunk);
      }
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return { sha256: hash.digest('hex'), size };
}
