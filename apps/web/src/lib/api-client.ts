import type { z } from 'zod';
import { BACKGROUND_HEADER, CSRF_HEADER, ERRORS, ErrorResponse, IDEMPOTENCY_HEADER, type ErrorCode } from '@attest/domain';
import { idempotencyKeyFor, outcomeOf } from './idempotency';
import { isUnattended } from './user-activity';

/** An error response of the API: HTTP status plus the stable code and user-facing message from the server. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** True when a request was cut off by its `timeoutMs`. */
export function isTimeoutError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  timeoutMs?: number;
  /**
   * A creating POST: sent with an Idempotency-Key, one per user action (lib/idempotency.ts). A string names the
   * action where two meant to be separate send the same body (two identical rows of one bulk upload).
   */
  idempotent?: boolean | string;
}

// The CSRF token of the current session; the server hands it out with the session and checks it on mutations.
let csrfToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/**
 * The one way the web talks to the API: same-origin cookies, JSON in and out, the CSRF header on mutations,
 * and every non-2xx answer thrown as an ApiError. With a schema the body is parsed by the shared contract.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions & { schema: S },
): Promise<z.output<S>>;
export async function apiRequest(path: string, options?: RequestOptions): Promise<void>;
export async function apiRequest(
  path: string,
  { schema, ...options }: RequestOptions & { schema?: z.ZodType } = {},
): Promise<unknown> {
  const response = await send(path, options);
  if (!schema || response.status === 204) return undefined;
  return schema.parse(await response.json());
}

/** A file from the API (a POST that answers with a download, such as a zip of chosen files), as a blob and its headers. */
export async function apiFileRequest(path: string, options: RequestOptions): Promise<{ blob: Blob; disposition: string | null }> {
  const response = await send(path, options);
  return { blob: await response.blob(), disposition: response.headers.get('content-disposition') };
}

async function send(path: string, { method, body, timeoutMs, idempotent }: RequestOptions): Promise<Response> {
  const verb = method ?? (body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (verb !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
  if (isUnattended()) headers[BACKGROUND_HEADER] = '1';
  const json = body === undefined ? undefined : JSON.stringify(body);
  const action = idempotent ? idempotencyKeyFor(`${verb} ${path} ${json ?? ''} ${idempotent === true ? '' : idempotent}`) : null;
  if (action) headers[IDEMPOTENCY_HEADER] = action.key;

  let response: Response;
  try {
    response = await fetch(path, {
      method: verb,
      headers,
      body: json,
      credentials: 'same-origin',
      signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    action?.settle('unanswered');
    throw error;
  }
  action?.settle(outcomeOf(response.status));

  if (!response.ok) throw await toApiError(response);
  return response;
}

async function toApiError(response: Response): Promise<ApiError> {
  const parsed = ErrorResponse.safeParse(await response.json().catch(() => null));
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(response.status, code, message, fields);
  }
  // A proxy or crash page rather than the API's own error shape.
  return new ApiError(response.status, 'INTERNAL', ERRORS.INTERNAL.message);
}
