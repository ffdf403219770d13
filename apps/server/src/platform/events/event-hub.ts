import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** The channel the triggers of migration 0010 announce committed changes on. */
export const EVENTS_CHANNEL = 'attest_events';

/** What arrives on the channel; payloads carry kinds and ids only, listeners read the rows themselves. */
export type BusEvent =
  /** New notifications for a user. */
  | { k: 'n'; u: string }
  /** A user's notifications were read or deleted. */
  | { k: 'nc'; u: string }
  /** An audited change to an entity of this type. */
  | { k: 'c'; e: string }
  /** Mail was queued. */
  | { k: 'm' }
  /** Live streams must end: those of one session (revoked), or all of one user's (role or status changed). */
  | { k: 'x'; s: string }
  | { k: 'x'; u: string }
  /** The listener (re)connected: anything announced while it was down was missed. */
  | { k: 'resync' };

type Handler = (event: BusEvent) => void;

function parse(payload: string): BusEvent | undefined {
  try {
    const value = JSON.parse(payload) as Partial<{ k: string; u: string; e: string; s: string }>;
    if ((value.k === 'n' || value.k === 'nc') && typeof value.u === 'string') return { k: value.k, u: value.u };
    if (value.k === 'c' && typeof value.e === 'string') return { k: 'c', e: value.e };
    if (value.k === 'm') return { k: 'm' };
    if (value.k === 'x' && typeof value.s === 'string') return { k: 'x', s: value.s };
    if (value.k === 'x' && typeof value.u === 'string') return { k: 'x', u: value.u };
  } catch {
    // Not ours: ignored below.
  }
  return undefined;
}

/**
 * One LISTEN per server instance, fanned out in-process. Events come from database triggers, so they are sent
 * only for committed changes and reach every instance on the same database (PostgreSQL LISTEN/NOTIFY; PGlite
 * delivers its own notifications in-process).
 */
export class EventHub {
  private readonly handlers = new Set<Handler>();
  private stop: (() => Promise<void>) | undefined;
  private started = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  async start(database: Database): Promise<void> {
    this.stop = await database.listen(EVENTS_CHANNEL, {
      onPayload: (payload) => {
        const event = parse(payload);
        if (event) this.emit(event);
        else this.log.warn({ payload }, 'unrecognised event on the events channel');
      },
      // The first LISTEN misses nothing; a re-established one may have.
      onListening: () => {
        if (this.started) this.emit({ k: 'resync' });
        this.started = true;
      },
      onError: (error) => this.log.warn({ err: error }, 'event listener connection failed; reconnecting'),
    });
  }

  subscribe(handler: Handler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  emit(event: BusEvent): void {
    for (const handler of this.handlers) {
      try {
        handler(event);
      } catch (error) {
        this.log.error({ err: error, event }, 'event handler failed');
      }
    }
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await this.stop?.();
    this.stop = undefined;
  }
}
