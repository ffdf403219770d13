import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SystemPreferences } from '@attest/domain';
import type { Clock } from '../../platform/clock.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { todayIn } from '../../platform/site-date.ts';
import type { PreferencesService } from './system-preferences.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's calendar: "today" and scheduled times in the siteTimezone preference in force. */
    siteCalendar: SiteCalendar;
  }
}

/**
 * The site's calendar: what "today" is, and when scheduled work runs, follow the siteTimezone preference in
 * force. Read at use time, so a change saved on one instance applies on every instance without a restart.
 */
export class SiteCalendar {
  constructor(
    private readonly preferences: PreferencesService,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  timeZone(): Promise<string> {
    return this.preferences.get('siteTimezone');
  }

  /** The site's date (YYYY-MM-DD) at `at`, by default now on the app clock. */
  async today(at: Date = this.clock.now()): Promise<string> {
    return todayIn(await this.timeZone(), at);
  }

  /**
   * Declares a cron schedule in the site's time zone and declares it again whenever the preferences change on any
   * instance: a new time zone or expression replaces the waiting occurrence; `cronOf` returning null removes it (off).
   */
  async follow(jobs: JobQueue, name: string, cronOf: (preferences: SystemPreferences) => string | null): Promise<void> {
    let applied: string | undefined;
    let applying: Promise<void> = Promise.resolve();
    const apply = async () => {
      const { value } = await this.preferences.inForce();
      const cron = cronOf(value);
      const key = cron === null ? 'off' : `${cron}|${value.siteTimezone}`;
      if (key === applied) return;
      if (cron === null) await jobs.unschedule(name);
      else await jobs.schedule(name, cron, { timezone: value.siteTimezone });
      if (applied !== undefined) this.log.info({ job: name, cron, timezone: value.siteTimezone }, 'schedule changed');
      applied = key;
    };
    // One re-declaration at a time, in the order the changes arrived.
    const follow = () => {
      applying = applying.then(apply).catch((error: unknown) => this.log.error({ err: error, job: name }, 'schedule could not be declared'));
    };
    this.preferences.onChange(follow);
    follow();
    await applying;
  }
}

export function registerSiteCalendar(app: FastifyInstance, clock: Clock): SiteCalendar {
  const calendar = new SiteCalendar(app.preferences, clock, app.log);
  app.decorate('siteCalendar', calendar);
  return calendar;
}
