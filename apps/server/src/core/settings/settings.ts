import { eq, sql } from 'drizzle-orm';
import type { AuditAction } from '@attest/domain';
import type { z } from 'zod';
import type { Database, Db } from '../../platform/db/client.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../../modules/audit/audit.repo.ts';
import { systemSettings } from '../../platform/db/schema/settings.ts';

/** Instances LISTEN here and drop a key from their cache when another instance (or this one) changes it. */
export const SETTINGS_CHANNEL = 'attest_settings';

/** One setting: its key, the shape of its value, and the value in force while nobody has set it. */
export interface SettingDefinition<T> {
  key: string;
  schema: z.ZodType<T>;
  default: T;
  /** What the audit trail names the change. */
  auditAction: AuditAction;
}

export const defineSetting = <T>(definition: SettingDefinition<T>): SettingDefinition<T> => definition;

export interface StoredSetting<T> {
  value: T;
  updatedAt: Date | null;
  updatedBy: string | null;
}

/**
 * Reads a setting straight from the database (no cache): the default when unset, and the default too when the stored
 * value no longer fits the definition (a definition made stricter since), so a reader never gets a value it refuses.
 */
export async function readSetting<T>(db: Db, definition: SettingDefinition<T>): Promise<StoredSetting<T>> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, definition.key)).limit(1);
  if (!row) return { value: definition.default, updatedAt: null, updatedBy: null };
  const parsed = definition.schema.safeParse(row.value);
  return { value: parsed.success ? parsed.data : definition.default, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
}

export interface SettingChange {
  actor: AuditActor;
  origin?: RequestOrigin;
  now: Date;
  /** Why the administrator made the change, kept on the audit event. */
  reason?: string;
}

/** Holds the setting's row until the caller's transaction ends, so a read-then-write sees no other writer between. */
export async function lockSetting(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`SELECT key FROM system_settings WHERE key = ${key} FOR UPDATE`);
}

/**
 * Writes a setting in the caller's transaction: locks the row, appends the audit event with the old and new values,
 * and announces the key on SETTINGS_CHANNEL (delivered on commit, so no instance reloads an uncommitted value).
 * Returns the value before. A value equal to the one in force is written and audited all the same: an explicit save.
 */
export async function writeSetting<T>(tx: Db, definition: SettingDefinition<T>, value: T, change: SettingChange): Promise<T> {
  const valid = definition.schema.parse(value);
  await lockSetting(tx, definition.key);
  const before = await readSetting(tx, definition);
  await tx
    .insert(systemSettings)
    .values({ key: definition.key, value: valid, updatedAt: change.now, updatedBy: change.actor.id })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: valid, updatedAt: change.now, updatedBy: change.actor.id } });
  await appendAuditEvent(tx, {
    actor: change.actor,
    origin: change.origin,
    action: definition.auditAction,
    entityType: 'setting',
    entityId: definition.key,
    oldValues: before.value,
    newValues: valid,
    reason: change.reason,
  });
  await tx.execute(sql`SELECT pg_notify(${SETTINGS_CHANNEL}, ${definition.key})`);
  return before.value;
}

/**
 * The cached read of settings, one per app. A value is read once and kept until a NOTIFY names its key (any instance's
 * write), or until the LISTEN is re-established (whatever was announced while it was down was missed: drop all).
 */
export class SettingsService {
  private readonly cache = new Map<string, Promise<StoredSetting<unknown>>>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(SETTINGS_CHANNEL, {
      onPayload: (key) => this.changed(key),
      onListening: () => {
        this.cache.clear();
        // Whatever was announced while the LISTEN was down was missed: every follower re-reads.
        for (const key of this.listeners.keys()) this.notify(key);
      },
    });
  }

  /**
   * Calls `listener` after a change of the key on any instance (this one at once, the others on the NOTIFY), and
   * when the LISTEN is re-established. It may be called more than once for one change: it re-reads and compares.
   */
  onChange(key: string, listener: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  private changed(key: string): void {
    this.cache.delete(key);
    this.notify(key);
  }

  private notify(key: string): void {
    for (const listener of this.listeners.get(key) ?? []) listener();
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  get<T>(definition: SettingDefinition<T>): Promise<StoredSetting<T>> {
    let entry = this.cache.get(definition.key);
    if (!entry) {
      entry = readSetting(this.database.db, definition);
      this.cache.set(definition.key, entry);
      // A failed read is not kept: the next caller tries again.
      entry.catch(() => this.cache.delete(definition.key));
    }
    return entry as Promise<StoredSetting<T>>;
  }

  /** Writes in its own transaction and forgets the key here at once (the NOTIFY reaches the other instances). */
  async set<T>(definition: SettingDefinition<T>, value: T, change: SettingChange): Promise<T> {
    return this.writing(definition.key, (tx) => writeSetting(tx, definition, value, change));
  }

  /** Runs `work` in a transaction of its own that may write the key, and forgets the key here at once after it. */
  async writing<R>(key: string, work: (tx: Db) => Promise<R>): Promise<R> {
    const result = await this.database.db.transaction(work);
    this.changed(key);
    return result;
  }
}
