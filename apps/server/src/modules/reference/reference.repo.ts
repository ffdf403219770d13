import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { categories, departments } from '../../platform/db/schema/index.ts';

export type DepartmentRow = typeof departments.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

export async function listDepartments(db: Db, includeInactive: boolean): Promise<DepartmentRow[]> {
  const query = db.select().from(departments).orderBy(asc(departments.name));
  return includeInactive ? query : query.where(eq(departments.isActive, true));
}

export async function listCategories(db: Db, includeInactive: boolean): Promise<CategoryRow[]> {
  const query = db.select().from(categories).orderBy(asc(categories.name));
  return includeInactive ? query : query.where(eq(categories.isActive, true));
}

export async function findDepartment(db: Db, id: string): Promise<DepartmentRow | undefined> {
  const [row] = await db.select().from(departments).where(eq(departments.id, id)).limit(1);
  return row;
}

export async function findCategory(db: Db, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}
