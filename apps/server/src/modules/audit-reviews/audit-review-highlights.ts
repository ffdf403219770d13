import { sql, type SQL } from 'drizzle-orm';
import { auditActionsInCategories, type AuditAction, type AuditCategory, type AuditReviewHighlight } from '@attest/domain';
import { actionIn } from '../audit-log/audit-list.repo.ts';

/** The working hours a review measures against: whole hours in the site's time zone, Monday to Friday. */
export interface WorkingHours {
  start: number;
  end: number;
  timezone: string;
}

/** The highlights that are kinds of action, by the audit catalogue's categories; the others look at who and when. */
const HIGHLIGHT_CATEGORIES = {
  /** Failed sign-ins, failed signing authentications and the lockouts they cause. */
  'failed-authentication': ['authentication-failure'],
  /** Stored settings, reference data and repository connections. */
  'configuration-change': ['configuration'],
} as const satisfies Partial<Record<AuditReviewHighlight, readonly AuditCategory[]>>;

/** The catalogue's actions a highlight that is a kind of action marks. */
export const highlightedActions = (kind: keyof typeof HIGHLIGHT_CATEGORIES): AuditAction[] => auditActionsInCategories(HIGHLIGHT_CATEGORIES[kind]);

/**
 * Each highlight as a condition over an audit event aliased `a` (see AUDIT_REVIEW_HIGHLIGHTS): the review's filter,
 * its counts and the flags on each listed entry all use these, so they always agree.
 */
export function highlightCondition(kind: AuditReviewHighlight, hours: WorkingHours): SQL {
  switch (kind) {
    case 'failed-authentication':
    case 'configuration-change':
      return actionIn(highlightedActions(kind));
    case 'outside-working-hours': {
      const local = sql`(a.occurred_at AT TIME ZONE ${hours.timezone})`;
      return sql`(a.actor_id IS NOT NULL AND (extract(isodow FROM ${local}) >= 6 OR extract(hour FROM ${local}) < ${hours.start} OR extract(hour FROM ${local}) >= ${hours.end}))`;
    }
    case 'administrator-action':
      return sql`a.actor_role = 'admin'`;
  }
}

/**
 * The events of a period: from the first day's midnight to the midnight after the last day, in the site's time zone;
 * for a signed review, none after the newest event when it was signed, so it shows exactly what its reviewer signed
 * for (a period reviewed before it ended, for cause, does not grow afterwards).
 */
export function periodCondition(period: { periodStart: string; periodEnd: string; upToSeq?: string | number | null }, timezone: string): SQL {
  const within = sql`a.occurred_at >= (${period.periodStart}::date)::timestamp AT TIME ZONE ${timezone} AND a.occurred_at < (${period.periodEnd}::date + 1)::timestamp AT TIME ZONE ${timezone}`;
  return period.upToSeq ? sql`${within} AND a.seq <= ${Number(period.upToSeq)}` : within;
}
