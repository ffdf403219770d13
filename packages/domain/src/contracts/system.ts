import { z } from 'zod';
import { SystemHealthFigures } from './dashboard.ts';

export const DEPENDENCY_STATES = ['up', 'down'] as const;
export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  /** Which dependency is down when the status is degraded (a load balancer's or an operator's first question). */
  dependencies: z.object({ database: z.enum(DEPENDENCY_STATES) }),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** What verification found first (see apps/server/src/modules/audit/audit-verify.ts). */
export const AUDIT_TRAIL_PROBLEMS = ['rewritten', 'sequence-gap', 'tail-replaced', 'truncated', 'checkpoint-invalid', 'checkpoint-missing'] as const;
export type AuditTrailProblem = (typeof AUDIT_TRAIL_PROBLEMS)[number];

/** Result of verifying the audit trail's seals and checkpoints. */
export const AuditVerifyResponse = z.object({
  intact: z.boolean(),
  /** Events from the first whose seals verified, in order. */
  verified: z.number().int().nonnegative(),
  firstBrokenSeq: z.number().int().nullable(),
  problem: z.enum(AUDIT_TRAIL_PROBLEMS).nullable(),
  /** Which record outside the trail showed the problem; null when the seals alone show it. */
  caughtBy: z.enum(['checkpoint', 'review', 'backup']).nullable(),
  /** Signed checkpoints of the trail's head held outside the database. */
  checkpoints: z.object({
    count: z.number().int().nonnegative(),
    latestSeq: z.number().int().nullable(),
    latestAt: z.string().nullable(),
  }),
  /** Heads of the trail recorded by signed audit-trail reviews and by backups, also held against the trail. */
  anchors: z.object({ reviews: z.number().int().nonnegative(), backups: z.number().int().nonnegative() }),
  /** Fingerprint (SHA-256) of the public key that signs the checkpoints. */
  keyId: z.string(),
});
export type AuditVerifyResponse = z.infer<typeof AuditVerifyResponse>;

export const AuditCheckpointsResponse = z.object({
  items: z.array(
    z.object({
      seq: z.number().int(),
      createdAt: z.string(),
      reason: z.enum(['change', 'interval', 'schedule', 'start']),
      signatureValid: z.boolean(),
    }),
  ),
});
export type AuditCheckpointsResponse = z.infer<typeof AuditCheckpointsResponse>;

/** Public figures of this instance for the landing page's stats strip: real counts, never invented. */
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
  /** Read-only: set by environment variables when the server starts (the editable values are the system preferences). */
  configuration: z.object({
    version: z.string(),
    database: z.enum(['pglite', 'postgres']),
    publicUrl: z.string(),
    secureCookies: z.boolean(),
    setupCodeTtlHours: z.number().int(),
    siteTimezone: z.string(),
    emailEnabled: z.boolean(),
    /** Whether LibreOffice can be started now: without it Word versions get no PDF rendition. */
    libreOffice: z.enum(['installed', 'not-installed']),
    renditionConcurrency: z.number().int(),
    renditionTimeoutSeconds: z.number().int(),
    /** BACKUP_SCHEDULE: a cron expression in the site's time zone, or null when scheduled backups are off. */
    backupSchedule: z.string().nullable(),
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

/**
 * Files in the store that no record refers to are removed once older than this: an upload writes its file before the
 * transaction registering it commits, so a younger orphan may be a file on its way in. Stated on the screen too.
 */
export const ORPHAN_GRACE_HOURS = 24;

/** What a sweep of orphaned files did: only orphans older than the grace period go (an upload writes its file before its row commits). */
export const OrphanSweepResponse = z.object({
  removed: z.number().int().nonnegative(),
  /** The bytes the removed files took. */
  bytes: z.number().int().nonnegative(),
  /** Orphans left because they are younger than the grace period. */
  keptInGrace: z.number().int().nonnegative(),
  graceHours: z.number().int().positive(),
});
export type OrphanSweepResponse = z.infer<typeof OrphanSweepResponse>;
