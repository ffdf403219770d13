import type { DiagnosticCheck, DiagnosticStatus } from '@attest/domain';

/** What a check found (the timing and the hint are added by runCheck). */
export interface CheckOutcome {
  status: DiagnosticStatus;
  message: string;
  details?: string;
}

export interface CheckDefinition<T extends CheckOutcome = CheckOutcome> {
  name: string;
  /** What to do when the check does not pass. */
  quickFix: string;
  /** Past this the check is a FAIL (the work it started may still finish in the background). */
  timeoutMs: number;
  run(): Promise<T>;
}

export type CheckResult<T extends CheckOutcome = CheckOutcome> = DiagnosticCheck & Partial<Omit<T, keyof CheckOutcome>>;

class CheckTimeout extends Error {}

const rounded = (ms: number) => Math.round(ms * 10) / 10;

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** Settles as `promise` does, or rejects with `failure()` once `ms` have passed; the timer never outlives it. */
export async function within<T>(promise: Promise<T>, ms: number, failure: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(failure()), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs one check: it never throws; an error or a timeout is a FAIL with its reason. */
export async function runCheck<T extends CheckOutcome>(check: CheckDefinition<T>): Promise<CheckResult<T>> {
  const started = performance.now();
  try {
    const outcome = await within(check.run(), check.timeoutMs, () => new CheckTimeout());
    return { name: check.name, quickFix: check.quickFix, ...outcome, ms: rounded(performance.now() - started) };
  } catch (error) {
    const message = error instanceof CheckTimeout ? `No answer within ${check.timeoutMs / 1000} s` : messageOf(error);
    return { name: check.name, quickFix: check.quickFix, status: 'fail', message, ms: rounded(performance.now() - started) } as CheckResult<T>;
  }
}
