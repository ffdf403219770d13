/**
 * One Idempotency-Key per user action. An action is what is sent: the same path and body while
 * the first is still on its way (a double click), shortly after it succeeded (a second click racing the answer), or
 * after it failed without an answer from the API (a retry) reuses the key, so the server makes one record. Anything
 * the server answered otherwise frees the action: sending it again is a new one.
 */
const REPEAT_WINDOW_MS = 5_000;

interface Action {
  key: string;
  pending: number;
  /** When the last request of this action succeeded; null while none has. */
  succeededAt: number | null;
}

const actions = new Map<string, Action>();
const isOver = (action: Action, now: number) => action.pending === 0 && action.succeededAt !== null && now - action.succeededAt > REPEAT_WINDOW_MS;

export type ActionOutcome = 'succeeded' | 'refused' | 'unanswered';

function newKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The key for sending `fingerprint` now, and what to call once its request settles. */
export function idempotencyKeyFor(fingerprint: string, now = Date.now()): { key: string; settle: (outcome: ActionOutcome) => void } {
  for (const [name, done] of actions) if (isOver(done, now)) actions.delete(name);
  let action = actions.get(fingerprint);
  if (!action) {
    action = { key: newKey(), pending: 0, succeededAt: null };
    actions.set(fingerprint, action);
  }
  const current = action;
  current.pending += 1;
  return {
    key: current.key,
    settle: (outcome) => {
      current.pending -= 1;
      if (outcome === 'succeeded') current.succeededAt = Date.now();
      else if (outcome === 'refused' && current.pending === 0 && current.succeededAt === null) actions.delete(fingerprint);
    },
  };
}

/** How a request ended, as far as its key is concerned: a 5xx or no answer at all may be retried with it. */
export function outcomeOf(status: number | null): ActionOutcome {
  if (status === null || status >= 500) return 'unanswered';
  return status >= 200 && status < 300 ? 'succeeded' : 'refused';
}
