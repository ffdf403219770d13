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

/** The blob store compared with the files the database refers to. */
export const StorageIntegrityResponse = z.object({
  checked: z.number().int().nonnegative(),
  missing: z.array(z.string()),
  corrupt: z.array(z.string()),
  orphans: z.array(z.string()),
});
export type StorageIntegrityResponse = z.infer<typeof StorageIntegrityResponse>;
