import { z } from 'zod';
import { JOB_STATUSES, type JobListQuery } from '@attest/domain';

export const JOB_PAGE_SIZE = 50;

// The router parses each search value as JSON first, so a numeric name would arrive as a number.
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** The Background Jobs tab's filters (`?jobStatus=failed&jobName=send-mail&jobPage=2`); a bad value is dropped. */
export const JobsSearch = z.object({
  jobStatus: z.enum(JOB_STATUSES).optional().catch(undefined),
  jobName: z.preprocess(asText, z.string().trim().min(1).max(100).optional()).catch(undefined),
  jobPage: z.coerce.number().int().min(2).optional().catch(undefined),
});
export type JobsSearch = z.infer<typeof JobsSearch>;

/** The list request of the tab's filters: newest first, 50 a page. */
export function toJobListQuery(search: JobsSearch): JobListQuery & { page: number; pageSize: number } {
  return { status: search.jobStatus, name: search.jobName, page: search.jobPage ?? 1, pageSize: JOB_PAGE_SIZE };
}
