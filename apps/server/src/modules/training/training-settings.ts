import type { Clock } from '../../platform/clock.ts';
import { systemClock } from '../../platform/clock.ts';

export interface TrainingSettings {
  clock: Clock;
  /** TRAINING_DUE_DAYS: days from assignment to due date when the document names none. */
  dueDays: number;
  /** Due dates are the site's calendar dates. */
  siteTimezone: string;
}

let current: TrainingSettings = { clock: systemClock, dueDays: 14, siteTimezone: 'UTC' };

/**
 * The lifecycle and users publish events without a clock of their own; the training subscribers read "now" and the
 * due-day default here, set once by registerTraining from the app's clock and configuration.
 */
export function configureTraining(settings: TrainingSettings): void {
  current = settings;
}

export const trainingSettings = (): TrainingSettings => current;
