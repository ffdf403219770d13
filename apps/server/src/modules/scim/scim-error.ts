import type { FastifyError } from 'fastify';
import { ZodError } from 'zod';
import { ERRORS, type ErrorCode } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import { infrastructureFailure } from '../../platform/infrastructure-errors.ts';
import { SCIM_ERROR_SCHEMA } from './scim-schemas.ts';

/** RFC 7644 §3.12 scimType values this server answers with. */
export type ScimType = 'invalidFilter' | 'invalidSyntax' | 'invalidValue' | 'invalidPath' | 'noTarget' | 'uniqueness' | 'mutability' | 'tooMany';

/** A refusal in SCIM's own terms: thrown by the SCIM services, answered as an Error resource. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly scimType: ScimType | undefined,
    detail: string,
  ) {
    super(detail);
  }
}

export interface ScimErrorBody {
  schemas: [typeof SCIM_ERROR_SCHEMA];
  status: string;
  scimType?: ScimType;
  detail: string;
}

// The users module's refusals, in SCIM's words (its rules stay there: e-mails never reused, one employee id each).
const FROM_APP_ERROR: Partial<Record<ErrorCode, ScimType>> = {
  EMAIL_IN_USE: 'uniqueness',
  EMPLOYEE_ID_IN_USE: 'uniqueness',
  VALIDATION_FAILED: 'invalidValue',
};

const FRAMEWORK: Record<string, { status: number; scimType?: ScimType; detail: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'The request body is larger than 1 MB.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Send the body as application/scim+json or application/json.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, scimType: 'invalidSyntax', detail: 'The request body is empty.' },
};

function zodDetail(error: ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'value'}: ${issue.message}` : 'The request is not valid.';
}

/**
 * Maps any error met under /scim/v2 to a SCIM Error resource, with the seconds to wait before retrying when the
 * database is unreachable (503, as the rest of the API answers); null for a fault the server cannot name.
 */
export function scimErrorOf(error: unknown): { status: number; body: ScimErrorBody; retryAfterSeconds?: number } | null {
  const outage = infrastructureFailure(error);
  const known = outage ? { status: ERRORS[outage.code].status, detail: ERRORS[outage.code].message } : toKnown(error);
  if (!known) return null;
  const body: ScimErrorBody = { schemas: [SCIM_ERROR_SCHEMA], status: String(known.status), detail: known.detail };
  if ('scimType' in known && known.scimType) body.scimType = known.scimType;
  return { status: known.status, body, ...(outage?.retryAfterSeconds ? { retryAfterSeconds: outage.retryAfterSeconds } : {}) };
}

function toKnown(error: unknown): { status: number; scimType?: ScimType; detail: string } | null {
  if (error instanceof ScimError) return { status: error.status, scimType: error.scimType, detail: error.message };
  if (error instanceof AppError) return { status: error.status, scimType: FROM_APP_ERROR[error.code], detail: error.message };
  if (error instanceof ZodError) return { status: 400, scimType: 'invalidValue', detail: zodDetail(error) };
  const fastify = error as Partial<FastifyError>;
  if (fastify.code && FRAMEWORK[fastify.code]) return FRAMEWORK[fastify.code] ?? null;
  // Fastify's other client errors before the handler runs: above all, JSON that does not parse.
  if (fastify.statusCode === 400) return { status: 400, scimType: 'invalidSyntax', detail: 'The request body is not valid JSON.' };
  if (fastify.statusCode && fastify.statusCode > 400 && fastify.statusCode < 500) return { status: fastify.statusCode, detail: fastify.message ?? 'The request was refused.' };
  return null;
}
