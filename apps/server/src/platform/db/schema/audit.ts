import {
  bigint,
  index,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/**
 * The append-only, hash-chained audit trail. seq, occurred_at, prev_hash and hash are assigned by a database
 * trigger (migration 0001); UPDATE, DELETE and TRUNCATE are refused by the database.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    occurredAt: ts('occurred_at').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    oldValues: jsonb('old_values'),
    newValues: jsonb('new_values'),
    reason: text('reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    /** Keyed tag of what the writer knew (audit-seal.ts tagOf); null before migration 0211. */
    tag: text('tag'),
  },
  (t) => [
    index('audit_events_occurred_idx').on(t.occurredAt),
    index('audit_events_actor_idx').on(t.actorId),
    index('audit_events_entity_idx').on(t.entityType, t.entityId),
  ],
);

/**
 * One keyed seal per audit event (migration 0016): HMAC-SHA256 with a key the database never sees, chained over the
 * previous seal and the event as stored, so an owner of the database who rewrites an event and recomputes the hash
 * chain still cannot produce seals that verify. Append-only like the events.
 */
export const auditSeals = pgTable('audit_seals', {
  seq: bigint('seq', { mode: 'number' })
    .primaryKey()
    .references(() => auditEvents.seq),
  mac: text('mac').notNull(),
});
