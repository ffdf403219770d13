import path from 'node:path';

/** The file types the server knows how to validate; which of them an upload accepts is the caller's choice. */
export const MIME_TYPES = {
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.doc': 'application/msword',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.json': 'application/json',
} as const;

export type FileExtension = keyof typeof MIME_TYPES;

export const TEXT_EXTENSIONS: readonly FileExtension[] = ['.txt', '.md', '.json'];

/** '.docx' from '.DOCX' or 'docx'; '.markdown' counts as '.md'. */
export function normalizeExtension(extension: string): string {
  const ext = (extension.startsWith('.') ? extension : `.${extension}`).toLowerCase();
  return ext === '.markdown' ? '.md' : ext;
}

/** The normalised extension of a file name; '' when it has none. */
export function extensionOf(fileName: string): string {
  const ext = path.extname(fileName);
  return ext ? normalizeExtension(ext) : '';
}

export function isKnownExtension(ext: string): ext is FileExtension {
  return Object.hasOwn(MIME_TYPES, ext);
}
