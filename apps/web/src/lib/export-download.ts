import { ErrorResponse } from '@attest/domain';
import { ApiError } from '@/lib/api-client';

export interface DownloadProgress {
  /** Bytes received so far. */
  bytes: number;
  /** The announced size (Content-Length), or null when the server streams without one. */
  total: number | null;
  /** Complete CSV records seen so far (the header included); 0 for other files. */
  records: number;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
  progress: DownloadProgress;
}

/** The file name of a Content-Disposition header (RFC 6266, `filename*` preferred), or the fallback. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name || fallback;
}

/** Percent done, or null when the total is unknown (the bar is then indeterminate). */
export function progressPercent(progress: DownloadProgress): number | null {
  if (!progress.total) return null;
  return Math.min(100, Math.round((progress.bytes / progress.total) * 100));
}

const NEWLINE = 10;
const QUOTE = 34;

/**
 * Reads a response body chunk by chunk, reporting the bytes (and CSV records) received after each chunk, and returns
 * the whole file. Without a readable body (old browsers) it falls back to one blob read.
 */
export async function readWithProgress(
  response: Response,
  onProgress: (progress: DownloadProgress) => void,
): Promise<{ blob: Blob; progress: DownloadProgress }> {
  const length = Number(response.headers.get('content-length'));
  const progress: DownloadProgress = { bytes: 0, total: Number.isFinite(length) && length > 0 ? length : null, records: 0 };
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const csv = type.startsWith('text/csv');
  // A line break inside a quoted CSV field (a reason over two lines) does not end a record.
  let quoted = false;
  if (!response.body) {
    const blob = await response.blob();
    const done = { ...progress, bytes: blob.size };
    onProgress(done);
    return { blob, progress: done };
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    progress.bytes += value.byteLength;
    if (csv) {
      for (const byte of value) {
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === NEWLINE && !quoted) progress.records += 1;
      }
    }
    onProgress({ ...progress });
  }
  return { blob: new Blob(chunks, { type }), progress: { ...progress } };
}

/** GETs a file with the session's cookie, reading it with progress; a non-2xx answer throws an ApiError. */
export async function downloadWithProgress(
  path: string,
  fallbackName: string,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const response = await fetch(path, { credentials: 'same-origin', signal });
  if (!response.ok) {
    const parsed = ErrorResponse.safeParse(await response.json().catch(() => null));
    if (parsed.success) throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
    throw new ApiError(response.status, 'INTERNAL', 'Failed to export audit logs. Please try again.');
  }
  const { blob, progress } = await readWithProgress(response, onProgress);
  return { blob, progress, fileName: fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName) };
}
