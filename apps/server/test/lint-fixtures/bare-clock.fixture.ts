// Linted by test/bare-clock-rule.test.ts as if it lived under src/: every wall-clock read here must be reported.
export const stampedAt = new Date();
export const elapsedSince = (start: number): number => Date.now() - start;
// A date built from a value is not a clock read.
export const epoch = new Date(0);
