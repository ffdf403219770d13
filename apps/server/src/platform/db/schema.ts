import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The user directory (spec 01 §3 all_users). Users are deactivated, never deleted; e-mails are never reused. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: text('employee_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    designation: text('designation'),
    department: text('department'),
    role: text('role').notNull(),
    status: text('status').notNull().default('active'),
    phone: text('phone'),
    hireDate: date('hire_date'),
    avatarUrl: text('avatar_url'),
    passwordHash: text('password_hash'),
    lastLogin: ts('last_login'),
    failedLoginAttempts: integer('failed_login_attempts').notNull().default(0),
    accountLockedUntil: ts('account_locked_until'),
    passwordChangedAt: ts('password_changed_at'),
    isFirstLogin: boolean('is_first_login').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_employee_id_unique').on(t.employeeId),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check(
      'users_role_valid',
      sql`${t.role} in ('admin','author','reviewer','approver','user','document_coordinator')`,
    ),
    check('users_status_valid', sql`${t.status} in ('active','inactive')`),
  ],
);

/** Server-side sessions; the cookie holds a random token whose SHA-256 is the id. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    csrfToken: text('csrf_token').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time password setup codes (DESIGN.md §4.5); only a hash is kept. */
export const setupCodes = pgTable(
  'setup_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdBy: uuid('created_by'),
  },
  (t) => [index('setup_codes_user_idx').on(t.userId)],
);

/**
 * The append-only, hash-chained audit trail. seq, occurred_at, prev_hash and hash are assigned by a database
 * trigger (migration 0001); UPDATE, DELETE and TRUNCATE are refused by the database.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    occurredAt: ts('occurred_at').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    oldValues: jsonb('old_values'),
    newValues: jsonb('new_values'),
    reason: text('reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_events_occurred_idx').on(t.occurredAt),
    index('audit_events_actor_idx').on(t.actorId),
    index('audit_events_entity_idx').on(t.entityType, t.entityId),
  ],
);

/** Departments (spec 01 §3 core_departments). */
export const departments = pgTable('departments', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Document categories (spec 01 §3 Category). */
export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  retentionDays: integer('retention_days').notNull(),
  requiresApproval: boolean('requires_approval').notNull().default(true),
  autoArchive: boolean('auto_archive').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
