import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { documentAcknowledgements } from '../../platform/db/schema/index.ts';
import { IN_FORCE_VERSION } from '../documents/in-force.ts';

/** Documents `d` whose version in force the user has (or, negated, has not) acknowledged. */
export function acknowledgedBy(userId: string, acknowledged: boolean): SQL {
  const exists = sql`EXISTS (SELECT 1 FROM document_acknowledgements k WHERE k.version_id = ${IN_FORCE_VERSION} AND k.user_id = ${userId})`;
  return sql`(${IN_FORCE_VERSION} IS NOT NULL AND ${acknowledged ? exists : sql`NOT ${exists}`})`;
}

export async function findAcknowledgement(db: Db, versionId: string, userId: string) {
  const [row] = await db
    .select()
    .from(documentAcknowledgements)
    .where(and(eq(documentAcknowledgements.versionId, versionId), eq(documentAcknowledgements.userId, userId)))
    .limit(1);
  return row;
}

/** The new acknowledgement, or undefined when the user had already acknowledged that version. */
export async function insertAcknowledgement(tx: Db, values: { documentId: string; versionId: string; userId: string }) {
  const [row] = await tx.insert(documentAcknowledgements).values(values).onConflictDoNothing().returning();
  return row;
}
