import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { GENESIS_SEAL, SEALED_COLUMNS, sealOf, type StoredAuditRow } from './audit-seal.ts';

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
 * Appends one event and its keyed seal. Call it with the transaction that makes the change, so all commit or none
 * does. The database assigns seq, time and hashes (and holds the chain's lock until commit); the seal is computed
 * here from the row as stored, with a key the database never sees.
 */
export async function appendAuditEvent(db: Db, event: AuditEventInput): Promise<{ seq: number }> {
  const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
  const append = async (tx: Db) => {
    const [row] = rowsOf<StoredAuditRow>(
      await tx.execute(sql`
        INSERT INTO audit_events (actor_id, actor_name, actor_role, action, entity_type, entity_id,
                                  old_values, new_values, reason, ip, user_agent)
        VALUES (${event.actor.id}, ${event.actor.name}, ${event.actor.role}, ${event.action}, ${event.entityType},
                ${event.entityId ?? null}, ${json(event.oldValues)}::jsonb, ${json(event.newValues)}::jsonb,
                ${event.reason ?? null}, ${event.origin?.ip ?? null}, ${event.origin?.userAgent ?? null})
        RETURNING ${SEALED_COLUMNS}`),
    );
    if (!row) throw new Error('audit event was not recorded');
    const seq = Number(row.seq);
    await insertSeal(tx, row, await previousSeal(tx, seq));
    return { seq };
  };
  // The event and its seal commit together: in the caller's transaction (no savepoint, so one transaction id
  // covers the change and its event), or in one of their own for a caller without one.
  return db instanceof PgTransaction ? append(db as unknown as Db) : db.transaction(append);
}

/** The seal of the event before seq; a missing one (the trail was tampered with) is chained over and reported by verify. */
async function previousSeal(tx: Db, seq: number): Promise<string> {
  if (seq === 1) return GENESIS_SEAL;
  const [prev] = rowsOf<{ mac: string }>(await tx.execute(sql`SELECT mac FROM audit_seals WHERE seq = ${seq - 1}`));
  return prev?.mac ?? GENESIS_SEAL;
}

async function insertSeal(tx: Db, row: StoredAuditRow, previous: string): Promise<string> {
  const mac = sealOf(previous, row);
  await tx.execute(sql`INSERT INTO audit_seals (seq, mac) VALUES (${Number(row.seq)}, ${mac})`);
  return mac;
}

/**
 * Seals the events of a trail written before seals existed (an installation upgraded to migration 0016), once: only
 * while no event is sealed at all and no checkpoint exists yet (the caller checks the store). Returns how many.
 */
export async function sealUnsealedTrail(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(1096107092)`);
    const [sealed] = rowsOf<{ any: boolean }>(await tx.execute(sql`SELECT EXISTS (SELECT 1 FROM audit_seals) AS any`));
    if (sealed?.any) return 0;
    let previous = GENESIS_SEAL;
    let count = 0;
    for (let after = 0; ; ) {
      const page = rowsOf<StoredAuditRow>(
        await tx.execute(sql`SELECT ${SEALED_COLUMNS} FROM audit_events WHERE seq > ${after} ORDER BY seq LIMIT 1000`),
      );
      if (page.length === 0) return count;
      for (const row of page) {
        previous = await insertSeal(tx, row, previous);
        count += 1;
      }
      after = Number(page[page.length - 1]?.seq);
    }
  });
}
