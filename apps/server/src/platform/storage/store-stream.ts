import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from './blob-store.ts';

/**
 * Streams content into the blob store (a temp file hashed as it is written, then committed under its SHA-256),
 * never holding it in memory: for what the server makes itself, such as renditions. Nothing is left behind on
 * failure.
 */
export async function storeStream(store: BlobStore, source: Readable): Promise<{ sha256: string; size: number }> {
  const tempPath = await store.createTempPath();
  try {
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const file = await open(tempPath, 'wx');
    await pipeline(source, meter, file.createWriteStream());
    const sha256 = hash.digest('hex');
    await store.commitTemp(tempPath, sha256);
    return { sha256, size };
  } catch (error) {
    source.destroy();
    await store.removeTemp(tempPath);
    throw error;
  }
}
