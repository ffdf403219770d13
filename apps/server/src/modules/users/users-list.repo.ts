import { and, asc, count, desc, eq, gt, gte, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { RECENT_LOGIN_DAYS, type UserListFilters, type UserListQuery, type UserSummary } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import type { UserRow } from './users.repo.ts';
import { likeSubstring } from '../../platform/db/like-pattern.ts';

export type UserQuery = z.output<typeof UserListQuery>;
export type UserFilters = z.output<typeof UserListFilters>;

/** Spec 02 §5 user list filtering, in SQL. */
export function userConditions(filters: UserFilters, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.q) {
    const pattern = likeSubstring(filters.q);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.employeeId, pattern)));
  }
  if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.status) conditions.push(eq(users.status, filters.status));
  if (filters.passwordSet === 'true') conditions.push(isNotNull(users.passwordHash));
  if (filters.passwordSet === 'false') conditions.push(isNull(users.passwordHash));
  switch (filters.login) {
    case 'never':
      conditions.push(isNull(users.lastLogin));
      break;
    case 'recent':
      conditions.push(gte(users.lastLogin, new Date(now.getTime() - RECENT_LOGIN_DAYS * 86_400_000)));
      break;
    case 'locked':
      conditions.push(gt(users.accountLockedUntil, now));
      break;
    case 'failed':
      conditions.push(gt(users.failedLoginAttempts, 0));
      break;
    case undefined:
      break;
  }
  return and(...conditions);
}

const SORT_COLUMNS = {
  name: sql`lower(${users.name})`,
  email: users.email,
  employeeId: users.employeeId,
  role: users.role,
  department: sql`lower(${users.department})`,
  status: users.status,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
} as const;

export function userOrder(query: Pick<UserQuery, 'sort' | 'dir'>): SQL[] {
  const direction = query.dir === 'desc' ? desc : asc;
  // Empty values last either way, and the id keeps pages stable when values tie.
  return [sql`${direction(SORT_COLUMNS[query.sort])} NULLS LAST`, asc(users.id)];
}

/** One page of users, filtered and sorted in SQL, with the number matching the filters. */
export async function listUsers(db: Db, query: UserQuery, now: Date): Promise<{ rows: UserRow[]; total: number }> {
  const where = userConditions(query, now);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...userOrder(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** The summary cards: counts over the whole directory, whatever the filters. */
export async function userSummary(db: Db): Promise<UserSummary> {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) FILTER (WHERE ${users.status} = 'active')`.mapWith(Number),
      inactive: sql<number>`count(*) FILTER (WHERE ${users.status} = 'inactive')`.mapWith(Number),
      admins: sql<number>`count(*) FILTER (WHERE ${users.role} = 'admin')`.mapWith(Number),
    })
    .from(users);
  return { total: row?.total ?? 0, active: row?.active ?? 0, inactive: row?.inactive ?? 0, admins: row?.admins ?? 0 };
}

/** Every matching user in the list order, read a page at a time so an export never holds the whole directory. */
export async function* streamUsers(db: Db, query: UserQuery, now: Date, batchSize = 500): AsyncGenerator<UserRow> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await db
      .select()
      .from(users)
      .where(userConditions(query, now))
      .orderBy(...userOrder(query))
      .limit(batchSize)
      .offset(offset);
    yield* rows;
    if (rows.length < batchSize) return;
  }
}
