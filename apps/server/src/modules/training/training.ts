import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import type { SiteCalendar } from '../preferences/site-calendar.ts';
import { scheduleTrainingReminders } from './training-reminders.job.ts';
import { gateReleasesOnTraining } from './training-gate.ts';
import { scheduleTrainingGate } from './training-gate.job.ts';
import { configureTraining } from './training-settings.ts';
import { assignTrainingOnChanges } from './training-subscriptions.ts';

/** Training (FR-TRN-1 to FR-TRN-5): settings, event subscriptions, its release gate, routes, the daily reminders and the hourly gate check. */
export async function registerTraining(app: FastifyInstance, deps: { db: Db; clock: Clock; calendar: SiteCalendar; dueDays: number }): Promise<void> {
  configureTraining({ clock: deps.clock, dueDays: deps.dueDays, calendar: deps.calendar });
  assignTrainingOnChanges();
  gateReleasesOnTraining();
  await scheduleTrainingReminders(app.jobs, deps.db, deps.calendar);
  await scheduleTrainingGate(app.jobs, deps.db, deps.calendar);
}
