import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTooLargeMessage } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import type { DocxLimits } from './docx-package.ts';
import { sanitizeFileName } from './file-name.ts';
import { extensionOf, MIME_TYPES, type FileExtension } from './file-types.ts';
import { inspectFile } from './inspect-file.ts';

/** An upload spooled to the store's temp area and validated; commit it with `store.commitTemp(tempPath, sha256)`. */
export interface ReceivedFile {
  tempPath: string;
  sha256: string;
  size: number;
  fileName: string;
  extension: FileExtension;
  mimeType: string;
}

export interface ReceiveOptions {
  store: BlobStore;
  maxBytes: number;
  allowed: readonly FileExtension[];
  docxLimits?: Partial<DocxLimits>;
}

/**
 * Streams an upload to a temp file while hashing it, never holding it in memory, and stops as soon as it exceeds
 * maxBytes; then checks the content against the extension (case-insensitive). On any failure, the source erroring
 * included, the temp file is removed and the error rethrown; a refused source is destroyed. The MIME type is derived
 * from the checked type, never taken from the client.
 */
export async function receiveUpload(source: Readable, originalName: string, opts: ReceiveOptions): Promise<ReceivedFile> {
  const fileName = sanitizeFileName(originalName);
  const ext = extensionOf(fileName);
  if (!isAllowed(ext, opts.allowed)) {
    source.destroy();
    throw new AppError('INVALID_FILE_TYPE');
  }
  const tempPath = await opts.store.createTempPath();
  try {
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > opts.maxBytes) return done(tooLarge(opts.maxBytes));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    // Open the file before streaming, so it exists (and is removed below) even when the upload fails at once.
    const file = await open(tempPath, 'wx');
    await pipeline(source, meter, file.createWriteStream());
    await inspectFile(tempPath, ext, { docxLimits: opts.docxLimits });
    return {
      tempPath,
      sha256: hash.digest('hex'),
      size,
      fileName,
      extension: ext,
      mimeType: MIME_TYPES[ext],
    };
  } catch (error) {
    await opts.store.removeTemp(tempPath);
    throw error;
  }
}

function isAllowed(ext: string, allowed: readonly FileExtension[]): ext is FileExtension {
  return allowed.some((candidate) => candidate === ext);
}

/** 413 naming the limit in MB, as the upload form says it. */
export function tooLarge(maxBytes: number): AppError {
  return new AppError('FILE_TOO_LARGE', fileTooLargeMessage(Number((maxBytes / (1024 * 1024)).toFixed(1))));
}
