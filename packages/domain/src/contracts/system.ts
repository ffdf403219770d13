import { z } from 'zod';
import { SystemHealthFigures } from './dashboard.ts';

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

/** System Administration overview (spec 02 §2): figures measured now and the configuration in effect. */
export const SystemOverviewResponse = z.object({
  health: SystemHealthFigures,
  /** A round trip to the database, measured for this answer. */
  databaseResponseMs: z.number().nonnegative(),
  counts: z.object({
    documents: z.number().int().nonnegative(),
    activeWorkflows: z.number().int().nonnegative(),
    activeUsers: z.number().int().nonnegative(),
    auditEventsLast24h: z.number().int().nonnegative(),
  }),
  /** Read-only: set by environment variables when the server starts. */
  configuration: z.object({
    version: z.string(),
    database: z.enum(['pglite', 'postgres']),
    publicUrl: z.string(),
    secureCookies: z.boolean(),
    sessionIdleMinutes: z.number().int(),
    sessionMaxHours: z.number().int(),
    lockoutMaxAttempts: z.number().int(),
    lockoutMinutes: z.number().int(),
    setupCodeTtlHours: z.number().int(),
    uploadMaxMb: z.number(),
    siteTimezone: z.string(),
    emailEnabled: z.boolean(),
  }),
});
export type SystemOverviewResponse = z.infer<typeof SystemOverviewResponse>;

/** The blob store compared with the files the database refers to. */
export const StorageIntegrityResponse = z.object({
  checked: z.number().int().nonnegative(),
  missing: z.array(z.string()),
  corrupt: z.array(z.string()),
  orphans: z.array(z.string()),
});
export type StorageIntegrityResponse = z.infer<typeof StorageIntegrityResponse>;
