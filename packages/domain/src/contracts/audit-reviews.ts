import { z } from 'zod';
import { AUDIT_ACTION_FILTERS, AUDIT_GROUPS, AuditEntry } from './audit.ts';

/**
 * Audit-trail review (FR-AUD-6, EU GMP Annex 11 §9): a QA reviewer reads a period of the trail with its
 * highlights, records findings and signs the review with the meaning "reviewed".
 */

export const AUDIT_REVIEW_STATUSES = ['open', 'completed'] as const;
export type AuditReviewStatus = (typeof AUDIT_REVIEW_STATUSES)[number];

/**
 * What a review points out. failed-authentication: failed sign-ins, failed signing authentications, lockouts;
 * outside-working-hours: a person's event outside the working hours (site time zone) or at a weekend;
 * administrator-action: anything done by an administrator; configuration-change: preferences, policies,
 * signature and retention configuration, reference data and repository connections.
 */
export const AUDIT_REVIEW_HIGHLIGHTS = ['failed-authentication', 'outside-working-hours', 'administrator-action', 'configuration-change'] as const;
export type AuditReviewHighlight = (typeof AUDIT_REVIEW_HIGHLIGHTS)[number];

export const AUDIT_REVIEW_MEANING = 'reviewed';
export const AUDIT_REVIEW_FINDING_MAX = 4000;
export const AUDIT_REVIEW_FINDING_ENTRIES_MAX = 50;

const IsoDate = z.iso.date();

export const AuditReviewSummary = z.object({
  id: z.uuid(),
  /** First and last day of the period, inclusive, on the site's calendar. */
  periodStart: IsoDate,
  periodEnd: IsoDate,
  status: z.enum(AUDIT_REVIEW_STATUSES),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  openedAt: z.iso.datetime(),
  /** Why a person opened it (a review for cause); null for the scheduled reviews. */
  reason: z.string().nullable(),
  findingsCount: z.number().int(),
  signedBy: z.string().nullable(),
  signedAt: z.iso.datetime().nullable(),
});
export type AuditReviewSummary = z.infer<typeof AuditReviewSummary>;

export const AuditReviewListQuery = z.object({
  status: z.enum(AUDIT_REVIEW_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AuditReviewListQuery = z.input<typeof AuditReviewListQuery>;

export const AuditReviewListResponse = z.object({
  items: z.array(AuditReviewSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditReviewListResponse = z.infer<typeof AuditReviewListResponse>;

export const AuditReviewFinding = z.object({
  id: z.uuid(),
  text: z.string(),
  entrySeqs: z.array(z.number().int()),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
});
export type AuditReviewFinding = z.infer<typeof AuditReviewFinding>;

export const AuditReviewDetail = AuditReviewSummary.extend({
  /** Events in the period, and how many carry each highlight. */
  totalEvents: z.number().int(),
  highlightCounts: z.record(z.enum(AUDIT_REVIEW_HIGHLIGHTS), z.number().int()),
  workingHours: z.object({ start: z.number().int(), end: z.number().int(), timezone: z.string() }),
  findings: z.array(AuditReviewFinding),
  signature: z
    .object({ signerName: z.string(), signerRole: z.string(), meaning: z.string(), signedAt: z.iso.datetime(), conclusion: z.string().nullable(), manifestHash: z.string(), reviewedUpToSeq: z.number().int(), trailHead: z.object({ seq: z.number().int(), mac: z.string() }).nullable() })
    .nullable(),
});
export type AuditReviewDetail = z.infer<typeof AuditReviewDetail>;

/** The period's trail: the audit list's filters and paging (no dates: the period sets them), and a highlight. */
export const AuditReviewEntriesQuery = z.object({
  action: z.enum(AUDIT_ACTION_FILTERS).optional(),
  group: z.enum(AUDIT_GROUPS).optional(),
  user: z.uuid().optional(),
  document: z.uuid().optional(),
  highlight: z.enum(AUDIT_REVIEW_HIGHLIGHTS).optional(),
  sort: z.enum(['timestamp', 'action', 'user']).default('timestamp'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditReviewEntriesQuery = z.input<typeof AuditReviewEntriesQuery>;

export const AuditReviewEntry = AuditEntry.extend({ highlights: z.array(z.enum(AUDIT_REVIEW_HIGHLIGHTS)) });
export type AuditReviewEntry = z.infer<typeof AuditReviewEntry>;

export const AuditReviewEntriesResponse = z.object({
  items: z.array(AuditReviewEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditReviewEntriesResponse = z.infer<typeof AuditReviewEntriesResponse>;

export const CreateAuditReviewRequest = z
  .object({ periodStart: IsoDate, periodEnd: IsoDate, reason: z.string().trim().min(1).max(AUDIT_REVIEW_FINDING_MAX) })
  .refine((p) => p.periodEnd >= p.periodStart, { path: ['periodEnd'], message: 'The period ends on or after the day it starts.' });
export type CreateAuditReviewRequest = z.infer<typeof CreateAuditReviewRequest>;

export const AddAuditReviewFindingRequest = z.object({
  text: z.string().trim().min(1).max(AUDIT_REVIEW_FINDING_MAX),
  entrySeqs: z.array(z.number().int().min(1)).max(AUDIT_REVIEW_FINDING_ENTRIES_MAX).default([]),
});
export type AddAuditReviewFindingRequest = z.input<typeof AddAuditReviewFindingRequest>;

export const SignAuditReviewRequest = z.object({
  signingToken: z.string().min(1),
  meaning: z.literal(AUDIT_REVIEW_MEANING),
  consent: z.boolean(),
  conclusion: z.string().trim().max(AUDIT_REVIEW_FINDING_MAX).optional(),
});
export type SignAuditReviewRequest = z.infer<typeof SignAuditReviewRequest>;

const monthIndex = (date: string): number => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const firstDayOf = (index: number): string => `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
const lastDayOf = (index: number): string => {
  const next = new Date(Date.UTC(Math.floor((index + 1) / 12), (index + 1) % 12, 1));
  return new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
};

/**
 * The last period that ended before `today`: periods are `months` calendar months long, the first starting in
 * January of year 0, so 1 gives calendar months, 3 quarters, 6 halves and 12 calendar years.
 */
export function lastFinishedAuditReviewPeriod(today: string, months: number): { periodStart: string; periodEnd: string } {
  const current = Math.floor(monthIndex(today) / months) * months;
  return { periodStart: firstDayOf(current - months), periodEnd: lastDayOf(current - 1) };
}
