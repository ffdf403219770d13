import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
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

export async function updateUser(tx: Db, id: string, values: Partial<NewUserRow>): Promise<void> {
  await tx.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id));
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
