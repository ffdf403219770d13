import { count, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { categories, departments, users } from '../platform/db/schema/index.ts';
import { SYSTEM_ACTOR, appendAuditEvent } from '../modules/audit/audit.repo.ts';
import { systemClock } from '../platform/clock.ts';
import { createUserWithPassword } from '../modules/users/users.service.ts';
import { CATEGORIES, DEPARTMENTS } from './reference-data.ts';
import { DEMO_USERS } from './demo-users.ts';
import { DEMO_PASSWORD } from '../modules/users/demo-password.ts';

// 0x53454544 = 'SEED': instances starting together seed once.
const SEED_LOCK = 1397048644;

export type SeedOutcome = 'seeded-demo' | 'seeded-reference' | 'not-empty';

/**
 * On an empty database: the reference departments and categories, and unless `mode` is 'none' one active demo
 * user per role. Does nothing once any user or department exists.
 */
export async function seedIfEmpty(db: Db, mode: 'demo' | 'none'): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [[userCount], [departmentCount]] = await Promise.all([
      tx.select({ n: count() }).from(users),
      tx.select({ n: count() }).from(departments),
    ]);
    if ((userCount?.n ?? 0) > 0 || (departmentCount?.n ?? 0) > 0) return 'not-empty';

    await tx.insert(departments).values(DEPARTMENTS.map((name) => ({ name })));
    await tx.insert(categories).values(CATEGORIES.map((c) => ({ ...c })));
    await appendAuditEvent(tx, {
      actor: SYSTEM_ACTOR,
      action: 'Reference Data Seeded',
      entityType: 'system',
      newValues: { departments: DEPARTMENTS, categories: CATEGORIES.map((c) => c.name) },
    });
    if (mode === 'none') return 'seeded-reference';
    for (const demo of DEMO_USERS) {
      await createUserWithPassword(tx, { ...demo, password: DEMO_PASSWORD }, { actor: SYSTEM_ACTOR, now: systemClock.now() });
    }
    return 'seeded-demo';
  });
}
