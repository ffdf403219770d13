import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { TextDecoder } from 'node:util';
import { AppError } from '../../core/app-error.ts';
import { DEFAULT_DOCX_LIMITS, type DocxLimits } from './docx-package.ts';
import { runExtraction } from './extraction-pool.ts';
import { isKnownExtension, normalizeExtension } from './file-types.ts';

export const PROTECTED_PDF_MESSAGE = 'This PDF is password-protected: please upload an unprotected file';

// What each binary format starts with; the extension a client sends proves nothing.
const SIGNATURES: Record<string, Buffer> = {
  '.pdf': Buffer.from('%PDF-', 'latin1'),
  '.doc': Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  '.docx': Buffer.from('PK\x03\x04', 'latin1'),
};

export interface InspectOptions {
  docxLimits?: Partial<DocxLimits>;
}

/**
 * Checks that a stored file's content is what its extension claims, or throws an AppError: INVALID_FILE_TYPE for
 * the wrong type (magic bytes, a zip or compound file of another kind, an encrypted PDF, a zip bomb), FILE_UNREADABLE
 * for a file of the right type that its parser cannot read. Word, PDF and .doc are parsed in the worker pool, so
 * neither a large file nor a hostile one stalls the event loop or exhausts the server's memory.
 */
export async function inspectFile(filePath: string, extension: string, options: InspectOptions = {}): Promise<void> {
  const ext = normalizeExtension(extension);
  if (!isKnownExtension(ext)) throw new AppError('INVALID_FILE_TYPE');
  const signature = SIGNATURES[ext];
  if (signature && !(await startsWith(filePath, signature))) throw new AppError('INVALID_FILE_TYPE');
  switch (ext) {
    case '.docx':
      return runExtraction({ op: 'inspect-docx', filePath, limits: { ...DEFAULT_DOCX_LIMITS, ...options.docxLimits } });
    case '.doc':
      return runExtraction({ op: 'inspect-doc', filePath });
    case '.pdf':
      if ((await runExtraction({ op: 'inspect-pdf', filePath })) === 'protected') throw new AppError('INVALID_FILE_TYPE', PROTECTED_PDF_MESSAGE);
      return;
    case '.txt':
    case '.md':
    case '.json':
      return checkUtf8Text(filePath);
  }
}

async function startsWith(filePath: string, signature: Buffer): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(signature.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(signature);
  } finally {
    await handle.close();
  }
}

async function checkUtf8Text(filePath: string): Promise<void> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let valid = true;
  for await (const chunk of createReadStream(filePath) as AsyncIterable<Buffer>) {
    valid = !chunk.includes(0) && decodes(decoder, chunk);
    if (!valid) break;
  }
  if (!valid || !decodes(decoder)) throw new AppError('INVALID_FILE_TYPE');
}

function decodes(decoder: TextDecoder, chunk?: Buffer): boolean {
  try {
    decoder.decode(chunk, { stream: chunk !== undefined });
    return true;
  } catch {
    return false;
  }
}
