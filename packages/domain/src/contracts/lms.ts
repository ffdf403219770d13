import { z } from 'zod';

/** Training records sent to the LMS as xAPI statements: what each one records. */
export const LMS_STATEMENT_KINDS = ['assigned', 'experienced', 'completed', 'passed', 'failed'] as const;
export type LmsStatementKind = (typeof LMS_STATEMENT_KINDS)[number];

/** pending: waiting for (another) attempt; sent: the LRS accepted it; failed: given up, or refused by the LRS. */
export const LMS_STATEMENT_STATUSES = ['pending', 'sent', 'failed'] as const;
export type LmsStatementStatus = (typeof LMS_STATEMENT_STATUSES)[number];

const Instant = z.iso.datetime();

/** The LRS connection as administrators see it: never the key, only whether one is set. */
export const LmsConfig = z.object({
  configured: z.boolean(),
  endpoint: z.string().nullable(),
  username: z.string().nullable(),
  hasKey: z.boolean(),
  enabled: z.boolean(),
  updatedAt: Instant.nullable(),
});
export type LmsConfig = z.infer<typeof LmsConfig>;

export const UpdateLmsConfigRequest = z.object({
  /** The xAPI endpoint, e.g. https://lrs.example.com/xapi/ (statements go to {endpoint}/statements). */
  endpoint: z.string().trim().min(1, 'LRS endpoint is required').max(2000),
  username: z.string().trim().min(1, 'User name is required').max(500),
  /** Absent: keep the stored key; anything else replaces it. Required the first time. */
  key: z.string().min(1).max(4000).optional(),
  enabled: z.boolean().default(true),
});
export type UpdateLmsConfigRequest = z.input<typeof UpdateLmsConfigRequest>;

/** GET {endpoint}/about: whether the LRS answered, with which status and xAPI versions. */
export const LmsTestResult = z.object({
  ok: z.boolean(),
  status: z.number().int().nullable(),
  versions: z.array(z.string()),
  error: z.string().nullable(),
});
export type LmsTestResult = z.infer<typeof LmsTestResult>;

export const LmsStatementListQuery = z.object({
  status: z.enum(LMS_STATEMENT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type LmsStatementListQuery = z.input<typeof LmsStatementListQuery>;

/** One row of the delivery log. */
export const LmsStatement = z.object({
  id: z.uuid(),
  kind: z.enum(LMS_STATEMENT_KINDS),
  assignmentId: z.uuid(),
  status: z.enum(LMS_STATEMENT_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  createdAt: Instant,
  sentAt: Instant.nullable(),
  /** The xAPI statement exactly as sent (and as it is sent again). */
  payload: z.record(z.string(), z.unknown()),
});
export type LmsStatement = z.infer<typeof LmsStatement>;

export const LmsStatementListResponse = z.object({
  items: z.array(LmsStatement),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LmsStatementListResponse = z.infer<typeof LmsStatementListResponse>;
