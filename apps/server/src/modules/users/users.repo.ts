import { and, eq } from 'drizzle-orm';
import type { CurrentUser } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { retiredEmails, users } from '../../platform/db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

/** Who had this address before an edit changed it, if anyone. */
export async function retiredEmailOwner(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: retiredEmails.userId }).from(retiredEmails).where(eq(retiredEmails.email, email.trim().toLowerCase())).limit(1);
  return row?.userId;
}

/** An edit moves a user from one address to another: the old one stays theirs for good; taking an own old one back un-retires it. */
export async function retireEmail(db: Db, userId: string, from: string, to: string): Promise<void> {
  await db.insert(retiredEmails).values({ email: from, userId }).onConflictDoNothing();
  await db.delete(retiredEmails).where(and(eq(retiredEmails.email, to), eq(retiredEmails.userId, userId)));
}

export async function findUserByEmployeeId(db: Db, employeeId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.employeeId, employeeId)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Reads and row-locks a user for the rest of the transaction. */
export async function lockUserById(tx: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row;
}

export async function insertUser(tx: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** Changes a user row; `at` (the app clock's time of the change) is its updatedAt. */
export async function updateUser(tx: Db, id: string, values: Partial<NewUserRow>, at: Date): Promise<void> {
  await tx.update(users).set({ ...values, updatedAt: at }).where(eq(users.id, id));
}

/** The count of failed signing attempts and the signing lock it set (cleared with 0 and null); not a change to the account, so updatedAt stays. */
export async function setSigningFailures(tx: Db, id: string, failures: number, lockedUntil: Date | null): Promise<void> {
  await tx.update(users).set({ signingFailures: failures, signingLockedUntil: lockedUntil }).where(eq(users.id, id));
}

/** The public face of a user record: never the password hash or lockout counters. */
export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status === 'inactive' ? 'inactive' : 'active',
    department: row.department,
    avatarUrl: row.avatarUrl,
    employeeId: row.employeeId,
    designation: row.designation,
  };
}
