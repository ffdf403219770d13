import { Cron } from 'croner';

/** A 5-field cron expression (minute precision), read in a time zone (UTC when none is given). */
export class CronSchedule {
  private readonly cron: Cron;

  constructor(expression: string, timezone?: string) {
    if (expression.trim().split(/\s+/).length !== 5) throw new Error(`A cron schedule needs 5 fields: "${expression}"`);
    // Without a callback croner only computes dates: it starts no timer.
    this.cron = new Cron(expression, { timezone: timezone ?? 'UTC' });
  }

  /** The first occurrence strictly after `after`. */
  nextAfter(after: Date): Date {
    const next = this.cron.nextRun(after);
    if (!next) throw new Error(`The cron schedule "${this.cron.getPattern() ?? ''}" has no further occurrence`);
    return next;
  }
}

/** Whether CronSchedule accepts the expression (for configuration checks). */
export function isCronExpression(expression: string): boolean {
  try {
    new CronSchedule(expression);
    return true;
  } catch {
    return false;
  }
}
