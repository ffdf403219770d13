import type { Db } from '../db/client.ts';

/** A subscriber runs inside the publisher's transaction: the change and what follows from it commit together. */
export type EventHandler<E> = (tx: Db, event: E) => Promise<void>;

export interface EventBus<Events extends { [K in keyof Events]: object }> {
  /** Adding the same handler twice keeps one (several apps in one test process register the same modules). */
  on<K extends keyof Events>(type: K, handler: EventHandler<Events[K]>): void;
  publish<K extends keyof Events>(tx: Db, type: K, event: Events[K]): Promise<void>;
}

/**
 * Domain events (DESIGN §5.3): a module announces what happened and the modules that care subscribe, so the
 * publisher never imports them. Handlers run in order of registration; one that throws rolls the change back.
 */
export function createEventBus<Events extends { [K in keyof Events]: object }>(): EventBus<Events> {
  const handlers = new Map<keyof Events, Set<EventHandler<never>>>();
  return {
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler);
      handlers.set(type, set);
    },
    async publish(tx, type, event) {
      for (const handler of handlers.get(type) ?? []) await (handler as EventHandler<typeof event>)(tx, event);
    },
  };
}
