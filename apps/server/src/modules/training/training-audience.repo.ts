import { eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { trainingRequirements } from '../../platform/db/schema/training.ts';

export type RequirementRow = typeof trainingRequirements.$inferSelect;

/**
 * Whether user `u` (an alias of users) is in the audience of requirement `r` (an alias of training_requirements):
 * active, and named by department, role or in person. The one definition of the audience.
 */
export const IN_AUDIENCE: SQL = sql`(u.status = 'active' AND (u.department = ANY(r.departments) OR u.role = ANY(r.roles) OR u.id = ANY(r.user_ids)))`;

export async function findRequirement(db: Db, documentId: string): Promise<RequirementRow | undefined> {
  const [row] = await db.select().from(trainingRequirements).where(eq(trainingRequirements.documentId, documentId)).limit(1);
  return row;
}

export async function saveRequirement(tx: Db, values: typeof trainingRequirements.$inferInsert): Promise<void> {
  const { documentId: _key, ...rest } = values;
  await tx.insert(trainingRequirements).values(values).onConflictDoUpdate({ target: trainingRequirements.documentId, set: rest });
}

/** Active people the document's audience names today. */
export async function audienceSize(db: Db, documentId: string): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`SELECT count(*) AS n FROM users u JOIN training_requirements r ON r.document_id = ${documentId} WHERE ${IN_AUDIENCE}`),
  );
  return Number(row?.n ?? 0);
}

/**
 * What share of a version's audience has completed its training: the active people assigned that version (open or
 * completed) and how many of them signed it off. One query, for the matrix totals and for gating effectiveness.
 */
export async function trainingCompletion(db: Db, versionId: string): Promise<{ assigned: number; completed: number }> {
  const [row] = rowsOf<{ assigned: number | string; completed: number | string }>(
    await db.execute(sql`
      SELECT count(*) AS assigned, count(*) FILTER (WHERE a.status = 'completed') AS completed
      FROM training_assignments a JOIN users u ON u.id = a.user_id
      WHERE a.version_id = ${versionId} AND a.status <> 'cancelled' AND u.status = 'active'`),
  );
  return { assigned: Number(row?.assigned ?? 0), completed: Number(row?.completed ?? 0) };
}
