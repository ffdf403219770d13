import { loginStatusOf, type ManagedUser, type ManagedUserStatus } from '@attest/domain';
import type { UserRow } from './users.repo.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** What an administrator sees of a user: whether a password is set, never the hash. */
export function toManagedUser(row: UserRow, now: Date): ManagedUser {
  return {
    id: row.id,
    employeeId: row.employeeId,
    name: row.name,
    email: row.email,
    designation: row.designation,
    department: row.department,
    role: row.role,
    status: row.status as ManagedUserStatus,
    phone: row.phone,
    hireDate: row.hireDate,
    avatarUrl: row.avatarUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastLogin: iso(row.lastLogin),
    failedLoginAttempts: row.failedLoginAttempts,
    accountLockedUntil: iso(row.accountLockedUntil),
    passwordSet: row.passwordHash !== null,
    isFirstLogin: row.isFirstLogin,
    loginStatus: loginStatusOf(row, now),
  };
}

/** The fields an audit event records of a user (old → new): the administrable ones, no secrets or counters. */
export function auditedFields(row: UserRow) {
  return {
    name: row.name,
    email: row.email,
    employeeId: row.employeeId,
    designation: row.designation,
    department: row.department,
    role: row.role,
    status: row.status,
    phone: row.phone,
    hireDate: row.hireDate,
  };
}

/** Only the fields that differ, as { old, new } pairs for the audit event. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): { oldValues: Partial<T>; newValues: Partial<T> } {
  const oldValues: Partial<T> = {};
  const newValues: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (before[key] !== after[key]) {
      oldValues[key] = before[key];
      newValues[key] = after[key];
    }
  }
  return { oldValues, newValues };
}
