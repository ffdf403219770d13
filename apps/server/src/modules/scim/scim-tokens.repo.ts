import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { scimTokens, users } from '../../platform/db/schema/index.ts';

export type ScimTokenRow = typeof scimTokens.$inferSelect;
export type ScimTokenWithCreator = ScimTokenRow & { creatorName: string };

const withCreator = { token: scimTokens, creatorName: users.name };

export async function insertScimToken(tx: Db, values: typeof scimTokens.$inferInsert): Promise<ScimTokenRow> {
  const [row] = await tx.insert(scimTokens).values(values).returning();
  if (!row) throw new Error('insert into scim_tokens returned no row');
  return row;
}

export async function listScimTokens(db: Db): Promise<ScimTokenWithCreator[]> {
  const rows = await db.select(withCreator).from(scimTokens).innerJoin(users, eq(users.id, scimTokens.createdBy)).orderBy(desc(scimTokens.createdAt), scimTokens.id);
  return rows.map((row) => ({ ...row.token, creatorName: row.creatorName }));
}

export async function findScimToken(db: Db, id: string): Promise<ScimTokenWithCreator | undefined> {
  const [row] = await db.select(withCreator).from(scimTokens).innerJoin(users, eq(users.id, scimTokens.createdBy)).where(eq(scimTokens.id, id)).limit(1);
  return row && { ...row.token, creatorName: row.creatorName };
}

/** Sets revoked_at once; a second revocation keeps the first time. */
export async function markScimTokenRevoked(tx: Db, id: string, at: Date): Promise<void> {
  await tx.update(scimTokens).set({ revokedAt: at }).where(and(eq(scimTokens.id, id), isNull(scimTokens.revokedAt)));
}

/** The unrevoked, unexpired token with this hash. */
export async function findLiveScimToken(db: Db, tokenHash: string, now: Date): Promise<ScimTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(scimTokens)
    .where(and(eq(scimTokens.tokenHash, tokenHash), isNull(scimTokens.revokedAt), gt(scimTokens.expiresAt, now)))
    .limit(1);
  return row;
}

export async function touchScimToken(db: Db, id: string, at: Date): Promise<void> {
  await db.update(scimTokens).set({ lastUsedAt: at }).where(eq(scimTokens.id, id));
}
