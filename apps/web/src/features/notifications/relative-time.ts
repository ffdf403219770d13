const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec 01 §9, 02 §9: under 60 minutes as minutes, under 24 hours as hours, then days; with `dateAfterWeek` (the
 * notifications page) a date once it is over 7 days old.
 */
export function relativeTime(iso: string, now: Date = new Date(), dateAfterWeek = false): string {
  const then = new Date(iso);
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (dateAfterWeek && elapsed >= 7 * DAY) return then.toLocaleDateString();
  return `${Math.floor(elapsed / DAY)}d ago`;
}
