import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { Role } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { scimExternalIds, scimNameParts, users } from '../../platform/db/schema/index.ts';
import type { UserRow } from '../users/users.repo.ts';

/** SCIM's given and family names as the identity provider sent them. */
export interface NameParts {
  givenName: string;
  familyName: string;
}

/** What SCIM keeps of a user beside the user's record: the provider's id for them, and the name parts it sent. */
export interface ScimAttributes {
  externalId: string | null;
  nameParts: NameParts | null;
}

export interface ScimUserRow extends ScimAttributes {
  user: UserRow;
}

const attributeColumns = { externalId: scimExternalIds.externalId, givenName: scimNameParts.givenName, familyName: scimNameParts.familyName };
const attributesOf = (row: { externalId: string | null; givenName: string | null; familyName: string | null }): ScimAttributes => ({
  externalId: row.externalId,
  nameParts: row.givenName === null || row.familyName === null ? null : { givenName: row.givenName, familyName: row.familyName },
});

/** One page of users matching a filter, oldest first (a stable order for startIndex), and how many match. */
export async function pageOfUsers(db: Db, where: SQL | undefined, page: { offset: number; limit: number }): Promise<{ rows: ScimUserRow[]; total: number }> {
  const [totals] = await db.select({ total: count() }).from(users).leftJoin(scimExternalIds, eq(scimExternalIds.userId, users.id)).where(where);
  const rows =
    page.limit === 0
      ? []
      : await db
          .select({ user: users, ...attributeColumns })
          .from(users)
          .leftJoin(scimExternalIds, eq(scimExternalIds.userId, users.id))
          .leftJoin(scimNameParts, eq(scimNameParts.userId, users.id))
          .where(where)
          .orderBy(asc(users.createdAt), asc(users.id))
          .offset(page.offset)
          .limit(page.limit);
  return { rows: rows.map((row) => ({ user: row.user, ...attributesOf(row) })), total: totals?.total ?? 0 };
}

export async function scimAttributesOf(db: Db, userId: string): Promise<ScimAttributes> {
  const [row] = await db
    .select(attributeColumns)
    .from(users)
    .leftJoin(scimExternalIds, eq(scimExternalIds.userId, users.id))
    .leftJoin(scimNameParts, eq(scimNameParts.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? attributesOf(row) : { externalId: null, nameParts: null };
}

export async function userIdOfExternalId(db: Db, externalId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: scimExternalIds.userId }).from(scimExternalIds).where(eq(scimExternalIds.externalId, externalId)).limit(1);
  return row?.userId;
}

/** Keeps the user's externalId (null removes it). */
export async function saveExternalId(tx: Db, userId: string, externalId: string | null): Promise<void> {
  if (externalId === null) {
    await tx.delete(scimExternalIds).where(eq(scimExternalIds.userId, userId));
    return;
  }
  await tx.insert(scimExternalIds).values({ userId, externalId }).onConflictDoUpdate({ target: scimExternalIds.userId, set: { externalId } });
}

/** Keeps the name parts the provider sent (null forgets them). */
export async function saveNameParts(tx: Db, userId: string, parts: NameParts | null): Promise<void> {
  if (parts === null) {
    await tx.delete(scimNameParts).where(eq(scimNameParts.userId, userId));
    return;
  }
  await tx.insert(scimNameParts).values({ userId, ...parts }).onConflictDoUpdate({ target: scimNameParts.userId, set: parts });
}

/** The members of a role's group: every user holding the role, deactivated ones included. */
export async function usersWithRole(db: Db, role: Role): Promise<{ id: string; name: string }[]> {
  return db.select({ id: users.id, name: users.name }).from(users).where(eq(users.role, role)).orderBy(asc(users.name), asc(users.id));
}

export async function memberIdsByRole(db: Db): Promise<Map<Role, string[]>> {
  const rows = await db.select({ id: users.id, role: users.role }).from(users);
  const byRole = new Map<Role, string[]>();
  for (const row of rows) byRole.set(row.role, [...(byRole.get(row.role) ?? []), row.id]);
  return byRole;
}
