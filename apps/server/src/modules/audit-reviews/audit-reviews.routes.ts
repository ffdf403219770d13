import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddAuditReviewFindingRequest,
  AuditReviewDetail,
  AuditReviewEntriesQuery,
  AuditReviewEntriesResponse,
  AuditReviewListQuery,
  AuditReviewListResponse,
  AuditReviewSummary,
  CreateAuditReviewRequest,
  IdParams,
  SignAuditReviewRequest,
} from '@attest/domain';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { contextOf, originOf, requireAuth } from '../../core/request-context.ts';
import { recordedAnchor } from '../audit/audit-anchors.ts';
import { auditVisibilityFor, presentAuditRow } from '../audit-log/audit-list.repo.ts';
import { attachmentHeader } from '../files/content-disposition.ts';
import type { SiteCalendar } from '../preferences/site-calendar.ts';
import type { PreferencesService } from '../preferences/system-preferences.ts';
import { auditReviewCsvHeader, auditReviewCsvRow } from './audit-review-csv.ts';
import type { WorkingHours } from './audit-review-highlights.ts';
import { listReviewEntries } from './audit-review-entries.repo.ts';
import { findingsOf, findReview, listReviews, periodCounts, presentReview, type ReviewRow } from './audit-reviews.repo.ts';
import { addFinding, openReview, signReview } from './audit-reviews.service.ts';
import { recordReviewsExport } from './audit-reviews-export.service.ts';

export interface AuditReviewRouteDeps {
  db: Db;
  clock: Clock;
  preferences: PreferencesService;
  calendar: SiteCalendar;
}

/** Audit-trail review (Annex 11 §9): the list, one review with its period's trail and highlights, findings, signing, export. */
export function auditReviewRoutes(app: FastifyInstance, deps: AuditReviewRouteDeps): void {
  const { db, clock } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit-reviews'];
  const access = 'review-audit-trail' as const;
  const workingHours = async (): Promise<WorkingHours> => {
    const { workingHoursStart, workingHoursEnd, siteTimezone } = (await deps.preferences.inForce()).value;
    return { start: workingHoursStart, end: workingHoursEnd, timezone: siteTimezone };
  };
  const periodOf = (review: ReviewRow) => ({ periodStart: review.period_start, periodEnd: review.period_end, upToSeq: review.reviewed_up_to_seq });
  const reviewOf = async (id: string) => {
    const review = await findReview(db, id);
    if (!review) throw new AppError('AUDIT_REVIEW_NOT_FOUND');
    return review;
  };
  const ctxOf = async (request: Parameters<typeof requireAuth>[0]) => ({ auth: requireAuth(request), origin: originOf(request), now: clock.now(), timezone: await deps.calendar.timeZone() });
  const detail = async (id: string): Promise<AuditReviewDetail> => {
    const review = await reviewOf(id);
    const hours = await workingHours();
    const [counts, findings, anchor] = await Promise.all([periodCounts(db, periodOf(review), hours), findingsOf(db, id), recordedAnchor(db, 'review', id)]);
    return {
      ...presentReview(review),
      totalEvents: counts.total,
      highlightCounts: counts.highlights,
      workingHours: hours,
      findings,
      signature:
        review.status === 'completed' && review.signer_name && review.signed_at && review.manifest_hash
          ? {
              signerName: review.signer_name,
              signerRole: review.signer_role ?? '',
              meaning: review.meaning ?? '',
              signedAt: new Date(review.signed_at).toISOString(),
              conclusion: review.conclusion,
              manifestHash: review.manifest_hash,
              reviewedUpToSeq: Number(review.reviewed_up_to_seq),
              trailHead: anchor ? { seq: anchor.seq, mac: anchor.mac } : null,
            }
          : null,
    };
  };

  api.get('/api/audit-reviews', {
    config: { access },
    schema: { tags, summary: 'Audit-trail reviews: open first, then completed, newest period first', querystring: AuditReviewListQuery, response: { 200: AuditReviewListResponse } },
    handler: async (request) => {
      const { rows, total } = await listReviews(db, request.query);
      return { items: rows.map(presentReview), total, page: request.query.page, pageSize: request.query.pageSize };
    },
  });

  api.post('/api/audit-reviews', {
    config: { access },
    schema: { tags, summary: 'Open a review of a period up to today, e.g. for cause (the schedule opens one per finished period by itself; audited)', body: CreateAuditReviewRequest, response: { 201: AuditReviewSummary } },
    handler: async (request, reply) => {
      const ctx = await ctxOf(request);
      if (request.body.periodEnd > (await deps.calendar.today(ctx.now))) throw new AppError('AUDIT_REVIEW_PERIOD_IN_FUTURE');
      const { periodStart, periodEnd, reason } = request.body;
      const { id, created } = await openReview(db, { periodStart, periodEnd }, { auth: ctx.auth, origin: ctx.origin, reason }, ctx.now);
      // The reason would be lost on the review that already covers these days.
      if (!created) throw new AppError('AUDIT_REVIEW_PERIOD_EXISTS');
      return reply.status(201).send(presentReview(await reviewOf(id)));
    },
  });

  api.get('/api/audit-reviews/export.csv', {
    config: { access },
    schema: { tags, summary: 'Every completed review with its findings and signature, as CSV (audited)' },
    handler: async (request, reply) => {
      const reviews = await recordReviewsExport(db, contextOf(request));
      async function* lines() {
        yield auditReviewCsvHeader();
        for (const review of reviews) yield auditReviewCsvRow(review, await findingsOf(db, review.id));
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(`audit-trail-reviews-${clock.now().toISOString().slice(0, 10)}.csv`, 'attachment'))
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  });

  api.get('/api/audit-reviews/:id', {
    config: { access },
    schema: { tags, summary: 'One review: its period, highlight counts, working hours, findings and signature', params: IdParams, response: { 200: AuditReviewDetail } },
    handler: async (request) => detail(request.params.id),
  });

  api.get('/api/audit-reviews/:id/entries', {
    config: { access },
    schema: { tags, summary: "The review period's audit trail, filtered and paged in SQL, each entry with its highlights", params: IdParams, querystring: AuditReviewEntriesQuery, response: { 200: AuditReviewEntriesResponse } },
    handler: async (request) => {
      const review = await reviewOf(request.params.id);
      const hours = await workingHours();
      const visibility = auditVisibilityFor(requireAuth(request).user);
      const { rows, total } = await listReviewEntries(db, periodOf(review), hours, request.query, visibility);
      return {
        items: rows.map(({ row, highlights }) => ({ ...presentAuditRow(row, visibility), highlights })),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  });

  api.post('/api/audit-reviews/:id/findings', {
    config: { access },
    schema: { tags, summary: 'Record a finding on an open review, optionally pointing to entries of its period (audited)', params: IdParams, body: AddAuditReviewFindingRequest, response: { 200: AuditReviewDetail } },
    handler: async (request) => {
      await addFinding(db, request.params.id, request.body, await ctxOf(request));
      return detail(request.params.id);
    },
  });

  api.post('/api/audit-reviews/:id/sign', {
    config: { access },
    schema: { tags, summary: 'Sign the review with the meaning "reviewed" (password re-authentication first; audited; final)', params: IdParams, body: SignAuditReviewRequest, response: { 200: AuditReviewDetail } },
    handler: async (request) => {
      await signReview(db, request.params.id, request.body, await ctxOf(request));
      return detail(request.params.id);
    },
  });
}
