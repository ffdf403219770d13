import { describe, expect, it } from 'vitest';
import { lastFinishedAuditReviewPeriod } from './audit-reviews.ts';

describe('lastFinishedAuditReviewPeriod', () => {
  it('gives the previous calendar month, quarter, half or year, however far into the current one today is [REQ:A11-9]', () => {
    expect(lastFinishedAuditReviewPeriod('2026-03-01', 1)).toEqual({ periodStart: '2026-02-01', periodEnd: '2026-02-28' });
    expect(lastFinishedAuditReviewPeriod('2026-01-31', 1)).toEqual({ periodStart: '2025-12-01', periodEnd: '2025-12-31' });
    expect(lastFinishedAuditReviewPeriod('2026-05-17', 3)).toEqual({ periodStart: '2026-01-01', periodEnd: '2026-03-31' });
    expect(lastFinishedAuditReviewPeriod('2024-03-10', 1)).toEqual({ periodStart: '2024-02-01', periodEnd: '2024-02-29' });
    expect(lastFinishedAuditReviewPeriod('2026-11-27', 6)).toEqual({ periodStart: '2026-01-01', periodEnd: '2026-06-30' });
    expect(lastFinishedAuditReviewPeriod('2026-11-27', 12)).toEqual({ periodStart: '2025-01-01', periodEnd: '2025-12-31' });
  });
});
