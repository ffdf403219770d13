import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client.ts';

/** A one-time change to existing data that must go through the application (the sealed audit trail). */
export interface DataStep {
  name: string;
  run(tx: Db): Promise<void>;
}

/**
 * Runs each step not run before, each in one transaction that also records it in data_steps: a step commits with
 * its record or not at all, and never runs twice. A second instance starting at the same moment waits on the record's
 * key and then finds the step done.
 */
export async function runDataSteps(db: Db, steps: readonly DataStep[]): Promise<string[]> {
  const ran: string[] = [];
  for (const step of steps) {
    const done = await db.transaction(async (tx) => {
      const claimed = rowsOf<{ name: string }>(await tx.execute(sql`INSERT INTO data_steps (name) VALUES (${step.name}) ON CONFLICT (name) DO NOTHING RETURNING name`));
      if (claimed.length === 0) return false;
      await step.run(tx);
      return true;
    });
    if (done) ran.push(step.name);
  }
  return ran;
}
