import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { DiagnosticStatus, InstallationCheck, InstallationFact } from '@attest/domain';
import { ts } from './columns.ts';
import { blobs } from './documents.ts';
import { users } from './identity.ts';

export interface InstallationFindings {
  checks: InstallationCheck[];
  versions: InstallationFact[];
  configuration: InstallationFact[];
}

/** Installation qualification runs (FR-VAL-3, migration 0100); hand-written like backups.ts and kept out of index.ts. */
export const installationQualifications = pgTable(
  'installation_qualifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runAt: ts('run_at').notNull(),
    runBy: uuid('run_by')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<DiagnosticStatus>().notNull(),
    findings: jsonb('findings').$type<InstallationFindings>().notNull(),
    reportSha256: text('report_sha256')
      .notNull()
      .references(() => blobs.sha256),
    reportSize: bigint('report_size', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('installation_qualifications_run_at_idx').on(t.runAt.desc(), t.id),
    check('installation_qualifications_status_valid', sql`${t.status} in ('pass','warn','fail')`),
  ],
);
