import { DASHBOARD_CARD_HINTS as HINTS, DASHBOARD_CARD_TITLES as TITLES, DASHBOARD_RECENT_DAYS, type DashboardCard, type DashboardLink, type Role } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { visibilityFor } from '../documents/documents.policy.ts';
import { auditVisibilityFor } from '../audit-log/audit-list.repo.ts';
import { countCopiesByStatus } from '../copies/copies-list.repo.ts';
import { countOpenTasksOf } from '../periodic-reviews/periodic-reviews.repo.ts';
import { personalFilters } from './personal-filters.ts';
import { averageDecisionSeconds, countAuditSince, countDocuments, countUsers, countWorkflows, periodStarts } from './dashboard-figures.repo.ts';
import type { SystemHealth } from '../diagnostics/system-health.ts';

export interface CardContext {
  db: Db;
  viewer: { id: string; role: Role };
  timeZone: string;
  /** The app clock's time of the request. */
  now: Date;
  /** Read lazily: only the admin's cards need it. */
  health: () => Promise<SystemHealth>;
}

type Spec = (ctx: CardContext) => Promise<DashboardCard>;

const documents =
  (key: string, title: string, hint: string, search: (ctx: CardContext, periods: () => Promise<{ month: string; quarter: string }>) => Promise<Record<string, string>> | Record<string, string>): Spec =>
  async (ctx) => {
    const filters = await search(ctx, () => periodStarts(ctx.db, ctx.timeZone));
    const value = await countDocuments(ctx.db, filters, visibilityFor(ctx.viewer), personalFilters(ctx.viewer.id));
    return { key, title, value, unit: 'count', hint, link: { to: 'documents', search: filters } };
  };

const waiting = (key: string, title: string, hint: string, assigned: 'review' | 'approval'): Spec => async (ctx) => {
  const search = { assigned };
  return { key, title, value: await countWorkflows(ctx.db, search, ctx.viewer), unit: 'count', hint, link: { to: 'workflows', search } };
};

const average = (key: string, title: string, hint: string, step: 'review' | 'approval'): Spec => async (ctx) => {
  const link: DashboardLink = { to: 'documents', search: { decision: step === 'review' ? 'reviewed' : 'approved', decidedBy: ctx.viewer.id } };
  const value = await averageDecisionSeconds(ctx.db, ctx.viewer.id, step);
  const none = step === 'review' ? HINTS.noReviewYet : HINTS.noApprovalYet;
  return { key, title, value, unit: 'seconds', hint: value === null ? none : hint, link };
};

/** Controlled copies of versions no longer in force, not yet returned or destroyed: the register's to-recall tab. */
const copiesToRecall: Spec = async (ctx) => ({
  key: 'copies-to-recall',
  title: TITLES.copiesToRecall,
  value: (await countCopiesByStatus(ctx.db, {}, visibilityFor(ctx.viewer)))['to-recall'],
  unit: 'count',
  hint: HINTS.copiesToRecall,
  link: { to: 'copies', search: { status: 'to-recall' } },
});

/** The viewer's open periodic review tasks (FR-PR-1): the list of them. */
const periodicReviewsDue: Spec = async (ctx) => ({
  key: 'periodic-reviews-due',
  title: TITLES.periodicReviewsDue,
  value: await countOpenTasksOf(ctx.db, ctx.viewer.id),
  unit: 'count',
  hint: HINTS.periodicReviewsDue,
  link: { to: 'periodic-reviews', search: {} },
});

const totalDocuments = documents('total-documents', TITLES.totalDocuments, HINTS.totalDocuments, () => ({}));

/** Spec 01 §6 dashboard cards by role, each a real figure with the list it counts (DESIGN §4.1). */
export const ROLE_CARDS: Record<Role, Spec[]> = {
  admin: [
    totalDocuments,
    async (ctx) => ({ key: 'system-users', title: TITLES.systemUsers, value: await countUsers(ctx.db, false), unit: 'count', hint: HINTS.systemUsers, link: { to: 'users/all', search: {} } }),
    async (ctx) => ({ key: 'active-users', title: TITLES.activeUsers, value: await countUsers(ctx.db, true), unit: 'count', hint: HINTS.activeUsers, link: { to: 'users/active', search: {} } }),
    async (ctx) => ({
      key: 'uptime',
      title: TITLES.uptime,
      value: (await ctx.health()).uptimeSeconds,
      unit: 'seconds',
      hint: HINTS.uptime,
      link: { to: '#system-health', search: {} },
    }),
    async (ctx) => ({
      key: 'storage',
      title: TITLES.storage,
      value: (await ctx.health()).storage.percentage,
      unit: 'percent',
      hint: HINTS.storage,
      link: { to: '#system-health', search: {} },
    }),
    copiesToRecall,
    periodicReviewsDue,
  ],
  author: [
    documents('my-documents', TITLES.myDocuments, HINTS.myDocuments, (ctx) => ({ author: ctx.viewer.id })),
    documents('drafts', TITLES.drafts, HINTS.drafts, (ctx) => ({ author: ctx.viewer.id, status: 'draft' })),
    documents('in-review', TITLES.inReview, HINTS.inReview, (ctx) => ({ author: ctx.viewer.id, status: 'in-review' })),
    documents('approved', TITLES.approved, HINTS.approved, (ctx) => ({ author: ctx.viewer.id, status: 'approved' })),
    periodicReviewsDue,
  ],
  reviewer: [
    waiting('pending-reviews', TITLES.pendingReviews, HINTS.pendingReviews, 'review'),
    documents('reviewed-this-month', TITLES.reviewedThisMonth, HINTS.reviewedThisMonth, async (ctx, periods) => ({
      decision: 'reviewed',
      decidedBy: ctx.viewer.id,
      decidedFrom: (await periods()).month,
    })),
    average('average-review-time', TITLES.averageReviewTime, HINTS.averageReviewTime, 'review'),
    totalDocuments,
  ],
  approver: [
    waiting('pending-approvals', TITLES.pendingApprovals, HINTS.pendingApprovals, 'approval'),
    documents('approved-this-month', TITLES.approvedThisMonth, HINTS.approvedThisMonth, async (ctx, periods) => ({
      decision: 'approved',
      decidedBy: ctx.viewer.id,
      decidedFrom: (await periods()).month,
    })),
    average('average-approval-time', TITLES.averageApprovalTime, HINTS.averageApprovalTime, 'approval'),
    totalDocuments,
  ],
  user: [
    documents('accessible-documents', TITLES.accessibleDocuments, HINTS.accessibleDocuments, () => ({})),
    documents('acknowledged', TITLES.acknowledged, HINTS.acknowledged, () => ({ acknowledged: 'mine' })),
    documents('training-due', TITLES.trainingDue, HINTS.trainingDue, () => ({ trainingDue: 'mine' })),
    async (ctx) => {
      const from = new Date(ctx.now.getTime() - DASHBOARD_RECENT_DAYS * 86_400_000).toISOString().slice(0, 10);
      return {
        key: 'recent-activity',
        title: TITLES.recentActivity,
        value: await countAuditSince(ctx.db, auditVisibilityFor(ctx.viewer), from),
        unit: 'count',
        hint: HINTS.recentActivity,
        link: { to: '#recent-activity', search: { from } },
      };
    },
  ],
  document_coordinator: [
    documents('document-control', TITLES.documentControl, HINTS.documentControl, () => ({ status: 'in-review' })),
    documents('non-compliances', TITLES.nonCompliances, HINTS.nonCompliances, async (_ctx, periods) => ({
      decision: 'rejected',
      decidedFrom: (await periods()).quarter,
    })),
    documents('audits-due', TITLES.auditsDue, HINTS.auditsDue, () => ({ reviewDue: 'true' })),
    copiesToRecall,
    periodicReviewsDue,
    totalDocuments,
  ],
};
