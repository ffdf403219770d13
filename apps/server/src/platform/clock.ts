/** The one source of "now" for scheduled work, due dates and reminders, so tests move time instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Real time, for what other parties stamp by it whatever the app's clock says: file modification times (the
 * filesystem), a rate limit's window (shared by every instance), a dropped database connection (before any app
 * clock exists). Everything the app records takes "now" from its injected clock instead.
 */
export const wallClock: Clock = systemClock;

/** A clock that stands still until a test moves it. */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(d: Date): void {
    this.current = d.getTime();
  }
}
