import { z } from 'zod';
import { DOCUMENT_STATUSES } from '../documents.ts';
import { SignatureInput } from './workflow.ts';

/** Periodic review as a task (FR-PR-1; spec 02 §3 "Periodic review"). */
export const REVIEW_LEAD_DAYS_DEFAULT = 30;
export const REVIEW_LEAD_DAYS_MAX = 365;
/** Who may own a periodic review: those who may start the new version a review can call for. */
export const REVIEW_OWNER_ROLES = ['author', 'document_coordinator', 'admin'] as const;
export const PERIODIC_REVIEW_STATUSES = ['open', 'revising', 'completed', 'closed'] as const;
export type PeriodicReviewStatus = (typeof PERIODIC_REVIEW_STATUSES)[number];
export const PERIODIC_REVIEW_OUTCOMES = ['no-change', 'revised', 'withdrawn'] as const;
export type PeriodicReviewOutcome = (typeof PERIODIC_REVIEW_OUTCOMES)[number];

const Person = z.object({ id: z.uuid(), name: z.string() });
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One review task: opened by the daily job when the window before `dueDate` starts. */
export const PeriodicReviewTask = z.object({
  id: z.uuid(),
  documentId: z.uuid(),
  docNumber: z.string(),
  title: z.string(),
  owner: Person,
  dueDate: IsoDate,
  openedAt: z.iso.datetime(),
  status: z.enum(PERIODIC_REVIEW_STATUSES),
  outcome: z.enum(PERIODIC_REVIEW_OUTCOMES).nullable(),
  reason: z.string().nullable(),
  /** The version a "revision needed" started; the task closes when it becomes effective. */
  versionLabel: z.string().nullable(),
  completedBy: Person.nullable(),
  completedAt: z.iso.datetime().nullable(),
  overdue: z.boolean(),
});
export type PeriodicReviewTask = z.infer<typeof PeriodicReviewTask>;

/** The document page's Periodic Review section. */
export const PeriodicReviewResponse = z.object({
  documentId: z.uuid(),
  frequencyMonths: z.number().int().nullable(),
  lastReviewDate: IsoDate.nullable(),
  nextReviewDate: IsoDate.nullable(),
  daysBeforeStart: z.number().int(),
  /** nextReviewDate less daysBeforeStart: the day the task opens. */
  startPeriodicReview: IsoDate.nullable(),
  reviewOwner: Person,
  currentReview: PeriodicReviewTask.nullable(),
  /** The revision a review started, while it runs: its version, the document's status and its running workflow if submitted. */
  currentWorkflow: z.object({ workflowId: z.uuid().nullable(), state: z.enum(DOCUMENT_STATUSES), versionLabel: z.string() }).nullable(),
  canComplete: z.boolean(),
  canManage: z.boolean(),
});
export type PeriodicReviewResponse = z.infer<typeof PeriodicReviewResponse>;

const ReviewReason = z.string().trim().min(1, 'A reason is required.').max(2000);

export const UpdatePeriodicReviewRequest = z
  .object({
    reviewOwnerId: z.uuid().optional(),
    daysBeforeStart: z.number().int().min(0).max(REVIEW_LEAD_DAYS_MAX).optional(),
    /** Moves the next review (earlier after an incident, or later); today or after, with a reason (audited). */
    nextReviewDate: IsoDate.optional(),
    reason: ReviewReason.optional(),
  })
  .refine((body) => body.reviewOwnerId !== undefined || body.daysBeforeStart !== undefined || body.nextReviewDate !== undefined, 'Nothing to change.')
  .refine((body) => body.nextReviewDate === undefined || body.reason !== undefined, { message: 'A reason is required.', path: ['reason'] });
export type UpdatePeriodicReviewRequest = z.infer<typeof UpdatePeriodicReviewRequest>;

/** Opens the review now, for cause (an incident, a CAPA): its window starts today. */
export const StartPeriodicReviewRequest = z.object({ reason: ReviewReason });
export type StartPeriodicReviewRequest = z.infer<typeof StartPeriodicReviewRequest>;

export const CompletePeriodicReviewRequest = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('no-change'), comment: z.string().trim().max(2000).optional(), signature: SignatureInput }),
  z.object({ outcome: z.literal('revision'), reason: z.string().trim().min(1, 'A reason is required.').max(2000) }),
]);
export type CompletePeriodicReviewRequest = z.infer<typeof CompletePeriodicReviewRequest>;

export const PeriodicReviewListQuery = z.object({
  /** Coordinators and administrators may list everyone's tasks. */
  owner: z.enum(['me', 'all']).default('me'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type PeriodicReviewListQuery = z.infer<typeof PeriodicReviewListQuery>;

export const PeriodicReviewListResponse = z.object({
  items: z.array(PeriodicReviewTask),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PeriodicReviewListResponse = z.infer<typeof PeriodicReviewListResponse>;

/** An ISO date moved by whole days (negative: earlier). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
