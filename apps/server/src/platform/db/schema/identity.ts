import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Role } from '@attest/domain';
import { ts } from './columns.ts';

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
    role: text('role').$type<Role>().notNull(),
    status: text('status').notNull().default('active'),
    phone: text('phone'),
    hireDate: date('hire_date'),
    avatarUrl: text('avatar_url'),
    /** Profile fields the user edits themselves (spec 02 §3 profile shape). */
    bio: text('bio'),
    location: text('location'),
    timezone: text('timezone'),
    passwordHash: text('password_hash'),
    lastLogin: ts('last_login'),
    failedLoginAttempts: integer('failed_login_attempts').notNull().default(0),
    accountLockedUntil: ts('account_locked_until'),
    /** Wrong signing passwords in a row, in any session (21 CFR 11.300(d)); the configured limit locks signing. */
    signingFailures: integer('signing_failures').notNull().default(0),
    signingLockedUntil: ts('signing_locked_until'),
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
    check('users_status_valid', sql`${t.status} in ('active','inactive','suspended')`),
  ],
);

/** Addresses a user had before an edit changed them: never given to anyone else (spec: e-mails are never reused). */
export const retiredEmails = pgTable('retired_emails', {
  email: text('email').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  retiredAt: ts('retired_at').notNull().defaultNow(),
});

/** Server-side sessions; the cookie holds a random token whose SHA-256 is the id. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** The session's public name in the session list (migration 0060); the id is the token's hash. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    csrfToken: text('csrf_token').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** 21 CFR 11.200: after the first signing of a session, later signings ask for the password only. */
    signingIdentified: boolean('signing_identified').notNull().default(false),
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

/** Per-user preferences (spec 02 §3); the object is parsed with UserPreferences, which fills defaults. */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  preferences: jsonb('preferences').notNull().default({}),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
