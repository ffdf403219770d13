import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { Role } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { scimExternalIds, users } from '../../platform/db/schema/index.ts';
import type { UserRow } from '../users/users.repo.ts';

export interface ScimUserRow {
  user: UserRow;
  externalId: string | null;
}

/** One page of users matching a filter, oldest first (a stable order for startIndex), and how many match. */
export async function pageOfUsers(db: Db, where: SQL | undefined, page: { offset: number; limit: number }): Promise<{ rows: ScimUserRow[]; total: number }> {
  const [totals] = await db.select({ total: count() }).from(users).leftJoin(scimExternalIds, eq(scimExternalIds.userId, users.id)).where(where);
  const rows =
    page.limit === 0
      ? []
      : await db
          .select({ user: users, externalId: scimExternalIds.externalId })
          .from(users)
          .leftJoin(scimExternalIds, eq(scimExternalIds.userId, users.id))
          .where(where)
          .orderBy(asc(users.createdAt), asc(users.id))
          .offset(page.offset)
          .limit(page.limit);
  return { rows, total: totals?.total ?? 0 };
}

export async function externalIdOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ externalId: scimExternalIds.externalId }).from(scimExternalIds).where(eq(scimExternalIds.userId, userId)).limit(1);
  return row?.externalId ?? null;
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
