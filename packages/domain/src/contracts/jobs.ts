import { z } from 'zod';

/** A background job's life: queued → running → succeeded, or back to queued for a retry, or failed at the end. */
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JobListQuery = z.object({
  status: z.enum(JOB_STATUSES).optional(),
  name: z.string().trim().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type JobListQuery = z.input<typeof JobListQuery>;

const Instant = z.iso.datetime();

export const JobSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** When it is due (for a queued job after a failure: when it is retried). */
  runAt: Instant,
  /** While running: when another instance may take it over if this one has stopped. */
  lockedUntil: Instant.nullable(),
  /** Why the latest attempt failed. */
  lastError: z.string().nullable(),
  singletonKey: z.string().nullable(),
  /** The cron occurrence a scheduled job stands for. */
  scheduledFor: Instant.nullable(),
  createdAt: Instant,
  finishedAt: Instant.nullable(),
});
export type JobSummary = z.infer<typeof JobSummary>;

export const JobListResponse = z.object({
  items: z.array(JobSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type JobListResponse = z.infer<typeof JobListResponse>;

export const JobRetryResponse = z.object({ id: z.uuid(), status: z.literal('queued') });
export type JobRetryResponse = z.infer<typeof JobRetryResponse>;
