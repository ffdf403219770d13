import type { Clock } from '../../platform/clock.ts';
import { systemClock } from '../../platform/clock.ts';
import { todayIn } from '../../platform/site-date.ts';

export interface TrainingSettings {
  clock: Clock;
  /** TRAINING_DUE_DAYS: days from assignment to due date when the document names none. */
  dueDays: number;
  /** Due dates are the site's calendar dates (the siteTimezone preference in force). */
  calendar: { today(at?: Date): Promise<string> };
}

const utcCalendar = { today: (at: Date = systemClock.now()) => Promise.resolve(todayIn('UTC', at)) };
let current: TrainingSettings = { clock: systemClock, dueDays: 14, calendar: utcCalendar };

/**
 * The lifecycle and users publish events without a clock of their own; the training subscribers read "now" and the
 * due-day default here, set once by registerTraining from the app's clock and configuration.
 */
export function configureTraining(settings: TrainingSettings): void {
  current = settings;
}

export const trainingSettings = (): TrainingSettings => current;
