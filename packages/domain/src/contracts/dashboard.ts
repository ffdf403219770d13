import { z } from 'zod';
import { DOCUMENT_STATUSES } from '../documents.ts';
import { AuditEntry } from './audit.ts';

/**
 * Where a dashboard figure leads: the list whose filters count exactly the same records. `search` holds the list's
 * URL search params (the documents and workflows lists read them).
 */
export const DashboardLink = z.object({
  to: z.enum(['documents', 'workflows', 'copies', 'users/all', 'users/active', '#system-health', '#recent-activity', 'periodic-reviews']),
  search: z.record(z.string(), z.string()),
});
export type DashboardLink = z.infer<typeof DashboardLink>;

/** One stat card (spec 01 §6). `value` null means there is nothing true to show ('—'); `hint` says why or what is counted. */
export const DashboardCard = z.object({
  key: z.string(),
  title: z.string(),
  value: z.number().nonnegative().nullable(),
  unit: z.enum(['count', 'seconds', 'percent']),
  hint: z.string(),
  link: DashboardLink.nullable(),
});
export type DashboardCard = z.infer<typeof DashboardCard>;

/** Admin System Health (spec 01 §2): real storage of the file store's volume and the server's uptime. */
export const SystemHealthFigures = z.object({
  storage: z.object({
    /** Bytes of the stored document files (the blob store). */
    filesBytes: z.number().nonnegative(),
    /** The volume holding the file store; null when its capacity cannot be read. */
    volumeUsedBytes: z.number().nonnegative().nullable(),
    volumeTotalBytes: z.number().nonnegative().nullable(),
    percentage: z.number().min(0).max(100).nullable(),
  }),
  uptimeSeconds: z.number().nonnegative(),
  startedAt: z.iso.datetime(),
  database: z.enum(['pglite', 'postgres']),
});
export type SystemHealthFigures = z.infer<typeof SystemHealthFigures>;

export const StatusCount = z.object({ status: z.enum(DOCUMENT_STATUSES), count: z.number().int().nonnegative() });
export const WeeklyThroughput = z.object({
  /** Monday of the week (ISO date, site time zone). */
  weekStart: z.iso.date(),
  started: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
});
export type WeeklyThroughput = z.infer<typeof WeeklyThroughput>;

export const DashboardResponse = z.object({
  cards: z.array(DashboardCard),
  /** Documents the viewer can see, by status (archived excluded, as in the list). */
  documentsByStatus: z.array(StatusCount),
  /** Workflows started and completed per week over the last 12 weeks; null when the role has no analytics. */
  throughput: z.array(WeeklyThroughput).nullable(),
  systemHealth: SystemHealthFigures.nullable(),
  /** The latest audit entries the viewer may read (spec 01 §2 Recent Activity, §9: 5). */
  recentActivity: z.array(AuditEntry),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;

export const THROUGHPUT_WEEKS = 12;
export const RECENT_ACTIVITY_LIMIT = 5;
