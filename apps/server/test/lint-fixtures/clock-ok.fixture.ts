// The same reads through the injected clock (linted by test/bare-clock-rule.test.ts): nothing to report.
import { systemClock, type Clock } from '../../src/platform/clock.ts';

const clock: Clock = systemClock;
export const stampedAt = clock.now();
export const elapsedSince = (start: number): number => clock.now().getTime() - start;
export const epoch = new Date(0);
