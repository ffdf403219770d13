/** Today's date (YYYY-MM-DD) in a time zone: effective dates are judged by the site's calendar, not UTC's. */
export function todayIn(timeZone: string, now: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** "2026-11-24 14:05 (Europe/Berlin)": the plant's clock, which is what a reader of paper compares against. */
export function siteDateTime(timeZone: string, at: Date): string {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return `${todayIn(timeZone, at)} ${time} (${timeZone})`;
}
