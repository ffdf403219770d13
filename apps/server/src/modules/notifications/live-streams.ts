import type { FastifyBaseLogger } from 'fastify';
import { hasPermission, LIVE_EVENTS, NOTIFICATIONS_PAGE_SIZE, type LiveNotification, type Permission, type Role } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import type { BusEvent, EventHub } from '../../platform/events/event-hub.ts';
import type { SseConnection } from '../../platform/events/sse.ts';
import { readPreferences } from '../preferences/user-preferences.repo.ts';
import { missedNotifications, notificationsAfter, presentNotification, type NotificationRow } from './notifications.repo.ts';

/** Changes are passed on at most every 100 ms (spec 01 §9: realtime 10 events per second). */
const CHANGE_BATCH_MS = 100;
/** A transaction that took its seq earlier may commit after a later one; look back this far for such rows. */
const LATE_COMMIT_SECONDS = 30;
const BATCH = 200;
/** Changes to these kinds of entity are announced only to those who may see them; the rest go to everyone. */
const ENTITY_READERS: Record<string, Permission> = { user: 'view-users', system: 'manage-system', audit: 'verify-audit-trail' };
const visibleTo = (role: Role, entity: string) => {
  const needed = ENTITY_READERS[entity];
  return !needed || hasPermission(role, needed);
};

/** One browser's stream: sends the user's notifications in seq order, each once. */
class UserStream {
  private chain: Promise<void> = Promise.resolve();
  private readonly sent = new Map<string, number>();
  /** Rows at or below the starting point were before this stream (or the browser had them already). */
  private readonly floor: number;

  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly role: Role,
    readonly connection: SseConnection,
    private cursor: number,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    this.floor = cursor;
  }

  /** Replays what a reconnecting browser missed (at most one page, newest). */
  replay(): Promise<void> {
    return this.serial(async () => this.deliver(await missedNotifications(this.db, this.userId, this.cursor, NOTIFICATIONS_PAGE_SIZE)));
  }

  pull(): Promise<void> {
    return this.serial(async () => {
      for (;;) {
        const rows = await notificationsAfter(this.db, this.userId, this.cursor, BATCH, LATE_COMMIT_SECONDS);
        const fresh = await this.deliver(rows);
        if (rows.length < BATCH || fresh === 0) return;
      }
    });
  }

  private serial(task: () => Promise<unknown>): Promise<void> {
    this.chain = this.chain.then(task).then(
      () => undefined,
      (error: unknown) => this.log.warn({ err: error, userId: this.userId }, 'live notification delivery failed'),
    );
    return this.chain;
  }

  private async deliver(rows: NotificationRow[]): Promise<number> {
    const fresh = rows.filter((row) => row.seq > this.floor && !this.sent.has(row.id));
    if (fresh.length === 0 || !this.connection.isOpen) return 0;
    const { preferences } = await readPreferences(this.db, this.userId);
    const now = performance.now();
    for (const row of fresh) {
      const data: LiveNotification = { ...presentNotification(row), toast: preferences.pushNotifications };
      this.cursor = Math.max(this.cursor, row.seq);
      this.sent.set(row.id, now);
      this.connection.send(LIVE_EVENTS.notification, data, this.cursor);
    }
    for (const [id, at] of this.sent) if (now - at > 2 * LATE_COMMIT_SECONDS * 1000) this.sent.delete(id);
    return fresh.length;
  }
}

/** The live streams open on this server instance, fed by the event hub. */
export class LiveStreams {
  private readonly byUser = new Map<string, Set<UserStream>>();
  private pendingEntities = new Set<string>();
  private batchTimer: NodeJS.Timeout | undefined;
  private readonly unsubscribe: () => void;

  constructor(hub: EventHub, private readonly db: Db, private readonly log: FastifyBaseLogger) {
    this.unsubscribe = hub.subscribe((event) => this.onEvent(event));
  }

  /** Registers a stream starting after `cursor`; with `replay` it first sends what was missed since then. */
  async add(user: { id: string; role: Role }, sessionId: string, connection: SseConnection, cursor: number, replay: boolean): Promise<void> {
    const userId = user.id;
    const stream = new UserStream(userId, sessionId, user.role, connection, cursor, this.db, this.log);
    const set = this.byUser.get(userId) ?? new Set<UserStream>();
    set.add(stream);
    this.byUser.set(userId, set);
    connection.onClose(() => {
      set.delete(stream);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    });
    if (replay) await stream.replay();
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Ends every stream (server shutdown); browsers reconnect to another instance. */
  closeAll(): void {
    this.unsubscribe();
    if (this.batchTimer) clearTimeout(this.batchTimer);
    for (const set of [...this.byUser.values()]) for (const stream of [...set]) stream.connection.close();
    this.byUser.clear();
  }

  private onEvent(event: BusEvent): void {
    switch (event.k) {
      case 'n':
        for (const stream of this.byUser.get(event.u) ?? []) void stream.pull();
        return;
      case 'nc':
        for (const stream of this.byUser.get(event.u) ?? []) stream.connection.send(LIVE_EVENTS.notificationsChanged, {});
        return;
      case 'c':
        this.queueChange(event.e);
        return;
      case 'resync':
        for (const set of this.byUser.values()) {
          for (const stream of set) {
            void stream.pull();
            stream.connection.send(LIVE_EVENTS.notificationsChanged, {});
          }
        }
        this.queueChange('*');
        return;
      case 'x':
        this.end('u' in event ? (stream) => stream.userId === event.u : (stream) => stream.sessionId === event.s);
        return;
      case 'm':
        return;
    }
  }

  /** Closes the matching streams; their browsers reconnect and are let in again only with a live session. */
  private end(matches: (stream: UserStream) => boolean): void {
    for (const set of [...this.byUser.values()]) for (const stream of [...set]) if (matches(stream)) stream.connection.close();
  }

  private queueChange(entity: string): void {
    this.pendingEntities.add(entity);
    if (this.batchTimer) return;
    this.batchTimer = setTimeout(() => {
      this.batchTimer = undefined;
      const entities = [...this.pendingEntities];
      this.pendingEntities = new Set();
      for (const set of this.byUser.values()) {
        for (const stream of set) {
          const visible = entities.filter((entity) => entity === '*' || visibleTo(stream.role, entity));
          if (visible.length > 0) stream.connection.send(LIVE_EVENTS.changed, { entities: visible });
        }
      }
    }, CHANGE_BATCH_MS);
    this.batchTimer.unref();
  }
}
