import { sql } from 'drizzle-orm';
import type { TestApp } from './harness.ts';

/**
 * The outside tester's recipe for a tail deletion, as the database owner: triggers off, every event after `afterSeq`
 * and its seal deleted, triggers on again.
 */
export async function deleteAuditEventsAfter(app: TestApp, afterSeq: number): Promise<void> {
  await app.asOwner(async (owner) => {
    await owner.execute(sql`ALTER TABLE audit_seals DISABLE TRIGGER audit_seals_no_update_delete`);
    await owner.execute(sql`ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_update_delete`);
    await owner.execute(sql`DELETE FROM audit_seals WHERE seq > ${afterSeq}`);
    await owner.execute(sql`DELETE FROM audit_events WHERE seq > ${afterSeq}`);
    await owner.execute(sql`ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_update_delete`);
    await owner.execute(sql`ALTER TABLE audit_seals ENABLE TRIGGER audit_seals_no_update_delete`);
  });
}
