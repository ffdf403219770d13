import { useSyncExternalStore } from 'react';

/**
 * Where toasts may sit without covering a control. The signed-in shell offers the foot of its
 * expanded sidebar, which only says who is signed in; elsewhere toasts go to the bottom-right corner.
 */
export type ToastPlace = 'sidebar-foot' | 'corner';

let place: ToastPlace = 'corner';
const listeners = new Set<() => void>();

export function setToastPlace(next: ToastPlace): void {
  if (next === place) return;
  place = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToastPlace = (): ToastPlace => useSyncExternalStore(subscribe, () => place, () => place);

/** Success is told briefly; errors and information stay for spec 01 §9's 5 s (the toaster's default). */
export const TOAST_DURATION_MS = { success: 3000, other: 5000 } as const;

/** A success toast's options: its shorter time, unless the caller chose one. */
export const successOptions = <T extends object>(options?: T) => ({ duration: TOAST_DURATION_MS.success, ...options });
