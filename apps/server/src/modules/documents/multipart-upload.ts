import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { UPLOAD_EXTENSIONS } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import { parseOrThrow } from '../../core/parse.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { receiveUpload, type ReceivedFile } from '../files/receive-upload.ts';

/**
 * Reads a multipart request of JSON fields plus one file named `file`: the file is streamed to a temp file as it
 * arrives (never held in memory) and removed again if anything else in the request is wrong.
 */
export async function readMultipartUpload(
  request: FastifyRequest,
  opts: { store: BlobStore; maxBytes: number },
): Promise<{ fields: Record<string, unknown>; file: ReceivedFile | null }> {
  const fields: Record<string, unknown> = {};
  let file: ReceivedFile | null = null;
  try {
    // One byte over the limit in force is enough to know the file is too large.
    for await (const part of request.parts({ limits: { fileSize: opts.maxBytes + 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', 'Send exactly one file, in the field "file".');
        }
        file = await receiveUpload(part.file, part.filename, { store: opts.store, maxBytes: opts.maxBytes, allowed: UPLOAD_EXTENSIONS });
      } else {
        fields[part.fieldname] = parseField(part.fieldname, part.value);
      }
    }
  } catch (error) {
    if (file) await opts.store.removeTemp(file.tempPath);
    throw error;
  }
  return { fields, file };
}

function parseField(name: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new AppError('VALIDATION_FAILED', `The field "${name}" must be JSON.`);
  }
}

/** A multipart upload whose JSON field `metadata` must satisfy `schema` and whose file is required. */
export async function readFileWithMetadata<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  opts: { store: BlobStore; maxBytes: number },
): Promise<{ metadata: z.output<S>; file: ReceivedFile }> {
  const { fields, file } = await readMultipartUpload(request, opts);
  try {
    const metadata = parseOrThrow(schema, fields.metadata ?? {});
    if (!file) throw new AppError('FILE_REQUIRED', undefined, { file: 'SOP file is required' });
    return { metadata, file };
  } catch (error) {
    if (file) await opts.store.removeTemp(file.tempPath);
    throw error;
  }
}
