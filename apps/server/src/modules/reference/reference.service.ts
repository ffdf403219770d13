import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CategoryInput, DepartmentInput } from '@attest/domain';
import { FIELD_MESSAGES } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { categories, departments } from '../../platform/db/schema/index.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { findCategory, findDepartment, type CategoryRow, type DepartmentRow } from './reference.repo.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';

type DepartmentValues = z.output<typeof DepartmentInput>;
type CategoryValues = z.output<typeof CategoryInput>;
interface Context {
  actor: AuditActor;
  origin: RequestOrigin;
}

async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', `"${name}" already exists.`, { name: FIELD_MESSAGES.nameInUse });
    throw error;
  }
}

export async function createDepartment(db: Db, values: DepartmentValues, ctx: Context): Promise<DepartmentRow> {
  return uniqueName(values.name, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(departments).values(values).returning();
      if (!row) throw new Error('insert into departments returned no row');
      await appendAuditEvent(tx, { ...ctx, action: 'Department Created', entityType: 'department', entityId: row.id, newValues: values });
      return row;
    }),
  );
}

export async function updateDepartment(db: Db, id: string, values: DepartmentValues, ctx: Context, now: Date): Promise<DepartmentRow> {
  return uniqueName(values.name, () =>
    db.transaction(async (tx) => {
      const before = await findDepartment(tx, id);
      if (!before) throw new AppError('NOT_FOUND', 'Department not found.');
      const [row] = await tx.update(departments).set({ ...values, updatedAt: now }).where(eq(departments.id, id)).returning();
      await appendAuditEvent(tx, {
        ...ctx,
        action: values.isActive === before.isActive ? 'Department Updated' : values.isActive ? 'Department Activated' : 'Department Deactivated',
        entityType: 'department',
        entityId: id,
        oldValues: { name: before.name, description: before.description, isActive: before.isActive },
        newValues: values,
      });
      return row!;
    }),
  );
}

export async function createCategory(db: Db, values: CategoryValues, ctx: Context): Promise<CategoryRow> {
  return uniqueName(values.name, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(categories).values(values).returning();
      if (!row) throw new Error('insert into categories returned no row');
      await appendAuditEvent(tx, { ...ctx, action: 'Category Created', entityType: 'category', entityId: row.id, newValues: values });
      return row;
    }),
  );
}

export async function updateCategory(db: Db, id: string, values: CategoryValues, ctx: Context, now: Date): Promise<CategoryRow> {
  return uniqueName(values.name, () =>
    db.transaction(async (tx) => {
      const before = await findCategory(tx, id);
      if (!before) throw new AppError('NOT_FOUND', 'Category not found.');
      const [row] = await tx.update(categories).set({ ...values, updatedAt: now }).where(eq(categories.id, id)).returning();
      const { id: _id, createdAt: _c, updatedAt: _u, ...old } = before;
      await appendAuditEvent(tx, {
        ...ctx,
        action: values.isActive === before.isActive ? 'Category Updated' : values.isActive ? 'Category Activated' : 'Category Deactivated',
        entityType: 'category',
        entityId: id,
        oldValues: old,
        newValues: values,
      });
      return row!;
    }),
  );
}
