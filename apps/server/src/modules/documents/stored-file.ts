import type { Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import type { ReceivedFile } from '../files/receive-upload.ts';
import { extractText } from '../files/text-extraction.ts';
import { blobIsRegistered, registerBlob } from '../files/blobs.repo.ts';

export interface StoredFile {
  sha256: string;
  size: number;
  mimeType: string;
  fileName: string;
  extension: string;
  extractedText: string;
}

/**
 * Moves a received upload into the blob store (flushed and renamed) before `write` runs its transaction; when the
 * transaction fails, a blob that no row refers to is removed again, so a failed upload leaves nothing behind.
 * `onRegistered` runs in that transaction once the file is registered (its rendition is requested there).
 */
export async function withStoredFile<T>(
  deps: { db: Db; store: BlobStore; onRegistered?: (tx: Db, file: StoredFile) => Promise<void> },
  file: ReceivedFile,
  write: (stored: StoredFile, registerInTx: (tx: Db) => Promise<void>) => Promise<T>,
): Promise<T> {
  let extractedText: string;
  try {
    extractedText = await extractText(file.tempPath, file.extension);
    await deps.store.commitTemp(file.tempPath, file.sha256);
  } catch (error) {
    await deps.store.removeTemp(file.tempPath);
    throw error;
  }
  const stored: StoredFile = {
    sha256: file.sha256,
    size: file.size,
    mimeType: file.mimeType,
    fileName: file.fileName,
    extension: file.extension,
    extractedText,
  };
  try {
    return await write(stored, async (tx) => {
      await registerBlob(tx, { sha256: stored.sha256, size: stored.size, mimeType: stored.mimeType });
      await deps.onRegistered?.(tx, stored);
    });
  } catch (error) {
    if (!(await blobIsRegistered(deps.db, stored.sha256))) await deps.store.delete(stored.sha256);
    throw error;
  }
}
