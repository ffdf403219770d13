import { createRequire } from 'node:module';

type ContentDisposition = (fileName: string, options: { type: string; fallback: string }) => string;
// This package depends on content-disposition 1.x, but the workspace root hoists 3.x (ESM, its own types) for
// another package and TypeScript resolves those types first; require() loads the 1.x, typed here.
const contentDisposition = createRequire(import.meta.url)('content-disposition') as ContentDisposition;

/**
 * A Content-Disposition header that survives any stored file name: quotes escaped, control characters dropped,
 * non-ASCII in RFC 5987 `filename*` with an ASCII `filename` fallback for old clients.
 */
export function attachmentHeader(fileName: string, disposition: 'attachment' | 'inline'): string {
  const name = fileName.replace(/\p{Cc}/gu, '').trim() || 'download';
  const fallback = name.replace(/[^\x20-\x7e]/g, '_');
  return contentDisposition(name, { type: disposition, fallback });
}
