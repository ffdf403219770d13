import { sql } from 'drizzle-orm';
import type { AuditAction, AuditEntityTypeOf } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { tagOf, type AuditEventContent } from './audit-seal.ts';

/** Who did something and from where; 'system' when no person acted. */
export interface AuditActor {
  id: string | null;
  name: string;
  role: string | null;
}

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

export const SYSTEM_ACTOR: AuditActor = { id: null, name: 'system', role: null };

export interface AuditEventInput<A extends AuditAction = AuditAction> {
  actor: AuditActor;
  origin?: RequestOrigin;
  /** A name from the audit catalogue (packages/domain audit-catalogue.ts): a free-text name does not compile. */
  action: A;
  /** One of the entity types the catalogue gives the action. */
  entityType: AuditEntityTypeOf<A>;
  entityId?: string | null;
  oldValues?: unknown;
  newValues?: unknown;
  reason?: string | null;
}

/**
 * Appends one event with its keyed tag, in one statement. Call it with the transaction that makes the change, so
 * both commit or neither does. The database assigns seq, time and hashes (and holds the chain's lock until commit);
 * the tag binds what the writer knows with a key the database never sees, and the keyed seal follows once the
 * transaction commits (audit-sealer.ts), so an audited change pays for one INSERT.
 */
export async function appendAuditEvent<A extends AuditAction>(db: Db, event: AuditEventInput<A>): Promise<{ seq: number }> {
  const content: AuditEventContent = {
    actor_id: event.actor.id,
    actor_name: event.actor.name,
    actor_role: event.actor.role,
    action: event.action,
    entity_type: event.entityType,
    entity_id: event.entityId ?? null,
    old_values: jsonText(event.oldValues),
    new_values: jsonText(event.newValues),
    reason: event.reason ?? null,
    ip: event.origin?.ip ?? null,
    user_agent: event.origin?.userAgent ?? null,
  };
  const [row] = rowsOf<{ seq: string | number }>(
    await db.execute(sql`
      INSERT INTO audit_events (actor_id, actor_name, actor_role, action, entity_type, entity_id,
                                old_values, new_values, reason, ip, user_agent, tag)
      VALUES (${content.actor_id}, ${content.actor_name}, ${content.actor_role}, ${content.action}, ${content.entity_type},
              ${content.entity_id}, ${content.old_values}::jsonb, ${content.new_values}::jsonb,
              ${content.reason}, ${content.ip}, ${content.user_agent}, ${tagOf(content)})
      RETURNING seq`),
  );
  if (!row) throw new Error('audit event was not recorded');
  return { seq: Number(row.seq) };
}

/** The JSON the database receives (so the tag sees what jsonb will hold); null for no value. */
const jsonText = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));
