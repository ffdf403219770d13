import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** Result of recomputing the audit hash chain. */
export const AuditVerifyResponse = z.object({
  intact: z.boolean(),
  verified: z.number().int().nonnegative(),
  firstBrokenSeq: z.number().int().nullable(),
});
export type AuditVerifyResponse = z.infer<typeof AuditVerifyResponse>;

/** Public figures of this instance for the landing page's stats strip: real counts, never invented. */
export const PublicStatsResponse = z.object({
  activeUsers: z.number().int().nonnegative(),
  auditEvents: z.number().int().nonnegative(),
  uptimeSeconds: z.number().nonnegative(),
});
export type PublicStatsResponse = z.infer<typeof PublicStatsResponse>;

export const ClientLogRequest = z.object({
  event: z.literal('route-not-found'),
  path: z.string().max(2048),
});
