import { USER_ACTIVITY_WINDOW_MS } from '@attest/domain';

// What counts as the person at work: the page loading, and any key press, click, touch, wheel or scroll since.
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
let lastInteractionAt = Date.now();

/** Listens for the person's own input on the page; returns the way to stop. */
export function trackUserActivity(target: EventTarget = window): () => void {
  const mark = () => {
    lastInteractionAt = Date.now();
  };
  for (const type of INTERACTIONS) target.addEventListener(type, mark, { capture: true, passive: true });
  return () => {
    for (const type of INTERACTIONS) target.removeEventListener(type, mark, { capture: true });
  };
}

/**
 * True when nobody has touched the page for a minute: requests made then are live refreshes, not the person, and
 * tell the server so, so that an unattended screen still reaches its idle sign-out.
 */
export function isUnattended(now = Date.now()): boolean {
  return now - lastInteractionAt > USER_ACTIVITY_WINDOW_MS;
}
