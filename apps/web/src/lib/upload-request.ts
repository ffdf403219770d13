import type { z } from 'zod';
import { CSRF_HEADER, ERRORS, ErrorResponse, IDEMPOTENCY_HEADER } from '@attest/domain';
import { ApiError } from '@/lib/api-client';
import { idempotencyKeyFor, outcomeOf } from '@/lib/idempotency';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100. */
  percent: number;
}

interface UploadOptions<S extends z.ZodType> {
  url: string;
  metadata: unknown;
  file: File | null;
  csrfToken: string | null;
  schema: S;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** A creating upload: sent with an Idempotency-Key, one per user action (lib/idempotency.ts). */
  idempotent?: boolean;
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    // Not the API's JSON (a proxy page or an empty body): reported below as INTERNAL.
  }
  const parsed = ErrorResponse.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(xhr.status, code, message, fields);
  }
  return new ApiError(xhr.status, 'INTERNAL', ERRORS.INTERNAL.message);
}

/**
 * A multipart upload (`metadata` as JSON beside the `file`) over XMLHttpRequest, whose upload events give a real
 * progress bar that fetch cannot. Same cookies and CSRF header as every other mutation; errors are ApiErrors.
 */
export function uploadWithProgress<S extends z.ZodType>({
  url,
  metadata,
  file,
  csrfToken,
  schema,
  onProgress,
  signal,
  idempotent,
}: UploadOptions<S>): Promise<z.output<S>> {
  const action = idempotent ? idempotencyKeyFor(`POST ${url} ${JSON.stringify(metadata)} ${file ? `${file.name}|${file.size}|${file.lastModified}` : ''}`) : null;
  return new Promise((resolve, reject) => {
    const form = new FormData();
    // The metadata goes first: the server reads the fields before it streams the file.
    form.append('metadata', JSON.stringify(metadata));
    if (file) form.append('file', file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    if (csrfToken) xhr.setRequestHeader(CSRF_HEADER, csrfToken);
    if (action) xhr.setRequestHeader(IDEMPOTENCY_HEADER, action.key);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || !onProgress) return;
      onProgress({ loaded: event.loaded, total: event.total, percent: Math.round((event.loaded / event.total) * 100) });
    };
    xhr.onload = () => {
      action?.settle(outcomeOf(xhr.status));
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorOf(xhr));
      try {
        resolve(schema.parse(JSON.parse(xhr.responseText)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = () => {
      action?.settle('unanswered');
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      action?.settle('unanswered');
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
