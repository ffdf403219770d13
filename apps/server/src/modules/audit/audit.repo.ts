import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client.ts';

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

export interface AuditEventInput {
  actor: AuditActor;
  origin?: RequestOrigin;
  action: string;
  entityType: string;
  entityId?: string | null;
  oldValues?: unknown;
  newValues?: unknown;
  reason?: string | null;
}

/**
 * Appends one event. Call it with the transaction that makes the change, so both commit or neither does.
 * The database assigns seq, time and hashes.
 */
export async function appendAuditEvent(tx: Db, event: AuditEventInput): Promise<{ seq: number }> {
  const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
  const result = await tx.execute(sql`
    INSERT INTO audit_events (actor_id, actor_name, actor_role, action, entity_type, entity_id,
                              old_values, new_values, reason, ip, user_agent)
    VALUES (${event.actor.id}, ${event.actor.name}, ${event.actor.role}, ${event.action}, ${event.entityType},
            ${event.entityId ?? null}, ${json(event.oldValues)}::jsonb, ${json(event.newValues)}::jsonb,
            ${event.reason ?? null}, ${event.origin?.ip ?? null}, ${event.origin?.userAgent ?? null})
    RETURNING seq`);
  return { seq: Number(rowsOf<{ seq: string | number }>(result)[0]?.seq) };
}

export interface ChainVerification {
  intact: boolean;
  verified: number;
  firstBrokenSeq: number | null;
}

/** Recomputes the whole hash chain in the database. */
export async function verifyAuditChain(db: Db): Promise<ChainVerification> {
  const result = await db.execute(sql`SELECT intact, verified, first_broken_seq FROM audit_verify()`);
  const row = rowsOf<{ intact: boolean; verified: string | number; first_broken_seq: string | number | null }>(result)[0];
  return {
    intact: row?.intact ?? true,
    verified: Number(row?.verified ?? 0),
    firstBrokenSeq: row?.first_broken_seq == null ? null : Number(row.first_broken_seq),
  };
}
