import type { DashboardCard, DashboardLink, Role } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { visibilityFor } from '../documents/documents.policy.ts';
import { auditVisibilityFor } from '../audit/audit-list.repo.ts';
import { averageDecisionSeconds, countAuditSince, countDocuments, countUsers, countWorkflows, periodStarts } from './dashboard-figures.repo.ts';
import type { SystemHealth } from './system-health.ts';

export interface CardContext {
  db: Db;
  viewer: { id: string; role: Role };
  timeZone: string;
  /** Read lazily: only the admin's cards need it. */
  health: () => Promise<SystemHealth>;
}

type Spec = (ctx: CardContext) => Promise<DashboardCard>;

const RECENT_DAYS = 30;

const documents =
  (key: string, title: string, hint: string, search: (ctx: CardContext, periods: () => Promise<{ month: string; quarter: string }>) => Promise<Record<string, string>> | Record<string, string>): Spec =>
  async (ctx) => {
    const filters = await search(ctx, () => periodStarts(ctx.db, ctx.timeZone));
    const value = await countDocuments(ctx.db, filters, visibilityFor(ctx.viewer), ctx.viewer.id);
    return { key, title, value, unit: 'count', hint, link: { to: 'documents', search: filters } };
  };

const waiting = (key: string, title: string, hint: string, assigned: 'review' | 'approval'): Spec => async (ctx) => {
  const search = { assigned };
  return { key, title, value: await countWorkflows(ctx.db, search, ctx.viewer), unit: 'count', hint, link: { to: 'workflows', search } };
};

const average = (key: string, title: string, hint: string, step: 'review' | 'approval'): Spec => async (ctx) => {
  const link: DashboardLink = { to: 'documents', search: { decision: step === 'review' ? 'reviewed' : 'approved', decidedBy: ctx.viewer.id } };
  const value = await averageDecisionSeconds(ctx.db, ctx.viewer.id, step);
  const none = step === 'review' ? 'You have not completed a review yet, so there is no average.' : 'You have not approved a document yet, so there is no average.';
  return { key, title, value, unit: 'seconds', hint: value === null ? none : hint, link };
};

const totalDocuments = documents('total-documents', 'Total Documents', 'Every document you can see, archived ones aside.', () => ({}));

/** Spec 01 §6 dashboard cards by role, each a real figure with the list it counts (DESIGN §4.1). */
export const ROLE_CARDS: Record<Role, Spec[]> = {
  admin: [
    totalDocuments,
    async (ctx) => ({ key: 'system-users', title: 'System Users', value: await countUsers(ctx.db, false), unit: 'count', hint: 'Every account in the user directory.', link: { to: 'users/all', search: {} } }),
    async (ctx) => ({ key: 'active-users', title: 'Active Users', value: await countUsers(ctx.db, true), unit: 'count', hint: 'Accounts with a password set.', link: { to: 'users/active', search: {} } }),
    async (ctx) => ({
      key: 'uptime',
      title: 'System Uptime',
      value: (await ctx.health()).uptimeSeconds,
      unit: 'seconds',
      hint: 'Time since this server process started. No outage history is recorded, so no availability percentage is claimed.',
      link: { to: '#system-health', search: {} },
    }),
    async (ctx) => ({
      key: 'storage',
      title: 'Storage Used',
      value: (await ctx.health()).storage.percentage,
      unit: 'percent',
      hint: 'Share of the disk holding the document files that is in use.',
      link: { to: '#system-health', search: {} },
    }),
  ],
  author: [
    documents('my-documents', 'My Documents', 'Documents you are the author of.', (ctx) => ({ author: ctx.viewer.id })),
    documents('drafts', 'Drafts', 'Your documents in draft.', (ctx) => ({ author: ctx.viewer.id, status: 'draft' })),
    documents('in-review', 'In Review', 'Your documents being reviewed.', (ctx) => ({ author: ctx.viewer.id, status: 'in-review' })),
    documents('approved', 'Approved', 'Your documents approved and awaiting release.', (ctx) => ({ author: ctx.viewer.id, status: 'approved' })),
  ],
  reviewer: [
    waiting('pending-reviews', 'Pending Reviews', 'Workflows waiting for your review.', 'review'),
    documents('reviewed-this-month', 'Reviewed This Month', 'Documents you completed a review of since the first of the month.', async (ctx, periods) => ({
      decision: 'reviewed',
      decidedBy: ctx.viewer.id,
      decidedFrom: (await periods()).month,
    })),
    average('average-review-time', 'Average Review Time', 'Mean time from assignment to your completed review, over all your reviews.', 'review'),
    totalDocuments,
  ],
  approver: [
    waiting('pending-approvals', 'Pending Approvals', 'Workflows waiting for your approval.', 'approval'),
    documents('approved-this-month', 'Approved This Month', 'Documents you approved since the first of the month.', async (ctx, periods) => ({
      decision: 'approved',
      decidedBy: ctx.viewer.id,
      decidedFrom: (await periods()).month,
    })),
    average('average-approval-time', 'Average Approval Time', 'Mean time from the end of review to your approval, over all your approvals.', 'approval'),
    totalDocuments,
  ],
  user: [
    documents('accessible-documents', 'Accessible Documents', 'Released documents you can read.', () => ({})),
    documents('acknowledged', 'Acknowledged', 'Documents in force you have acknowledged as read and understood.', () => ({ acknowledged: 'mine' })),
    documents('training-due', 'Training Due', 'Training-required documents in force you have not acknowledged yet.', () => ({ trainingDue: 'mine' })),
    async (ctx) => {
      const from = new Date(Date.now() - RECENT_DAYS * 86_400_000).toISOString().slice(0, 10);
      return {
        key: 'recent-activity',
        title: 'Recent Activity',
        value: await countAuditSince(ctx.db, auditVisibilityFor(ctx.viewer), from),
        unit: 'count',
        hint: `Your recorded actions in the last ${RECENT_DAYS} days.`,
        link: { to: '#recent-activity', search: { from } },
      };
    },
  ],
  document_coordinator: [
    documents('document-control', 'Document Control', 'Documents in quality review.', () => ({ status: 'in-review' })),
    documents('non-compliances', 'Non-Compliances', 'Documents rejected in review or approval this quarter.', async (_ctx, periods) => ({
      decision: 'rejected',
      decidedFrom: (await periods()).quarter,
    })),
    documents('audits-due', 'Audits Due', 'Effective documents whose periodic review date has passed.', () => ({ reviewDue: 'true' })),
    totalDocuments,
  ],
};
