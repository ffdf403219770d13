import type { Db } from '../../platform/db/client.ts';
import type { AppError } from '../../core/app-error.ts';
import type { ActionOutcome, ActionRequest, ActionScope, ReleaseContext } from './workflow-context.ts';

/** Why a version may not become effective now (open conditions of approval), or null when nothing stops it. */
export type ReleaseBlocker = (tx: Db, versionId: string) => Promise<AppError | null>;

/**
 * A release that waits instead (training before effective): the outcome the version waits in, having started what
 * it waits for, or undefined when this hold does not apply to the document.
 */
export type ReleaseHold = (release: ReleaseContext, effectiveDate: string, months: number) => Promise<ActionOutcome | undefined>;

/** Refuses a person's action (throws) before its handler runs: a disposed document cannot be restored. */
export type ActionGuard = (scope: ActionScope) => Promise<void>;

const blockers = new Map<string, ReleaseBlocker>();
const holds = new Map<string, ReleaseHold>();
const guards = new Map<string, { action: ActionRequest['action']; guard: ActionGuard }>();

/**
 * The release-gate registry (DESIGN §5.3): the modules that decide whether a version may become effective — conditions,
 * training, retention — plug in here where the app is composed (http/app.ts), so the workflow imports none of them.
 * Registered by name: a second app in the same process (tests) replaces rather than doubles an entry.
 */
export const releaseGates = {
  block(name: string, blocker: ReleaseBlocker): void {
    blockers.set(name, blocker);
  },
  hold(name: string, hold: ReleaseHold): void {
    holds.set(name, hold);
  },
  guard(name: string, action: ActionRequest['action'], guard: ActionGuard): void {
    guards.set(name, { action, guard });
  },
};

/** The first refusal of the registered blockers, thrown: every path to effective asks this. */
export async function assertReleasable(tx: Db, versionId: string): Promise<void> {
  for (const blocker of blockers.values()) {
    const refusal = await blocker(tx, versionId);
    if (refusal) throw refusal;
  }
}

/** Whether a blocker refuses the release now: the system's releases wait instead of failing. */
export async function releaseBlocked(tx: Db, versionId: string): Promise<boolean> {
  for (const blocker of blockers.values()) if (await blocker(tx, versionId)) return true;
  return false;
}

/** The outcome of the first hold that applies, or undefined when the version may become effective at once. */
export async function holdRelease(release: ReleaseContext, effectiveDate: string, months: number): Promise<ActionOutcome | undefined> {
  for (const hold of holds.values()) {
    const waiting = await hold(release, effectiveDate, months);
    if (waiting) return waiting;
  }
  return undefined;
}

/** Runs the guards registered for the action; the first that refuses throws. */
export async function guardAction(scope: ActionScope, action: ActionRequest['action']): Promise<void> {
  for (const entry of guards.values()) if (entry.action === action) await entry.guard(scope);
}
