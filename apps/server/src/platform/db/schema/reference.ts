import {
  boolean,
  integer,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

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
