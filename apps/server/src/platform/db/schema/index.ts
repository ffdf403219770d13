/**
 * The database schema, one file per concept: every table the migrations make, for the queries' types. The numbered SQL
 * files in apps/server/migrations make the database; schema-drift.test.ts keeps the two alike.
 */
export * from './identity.ts';
export * from './audit.ts';
export * from './reference.ts';
export * from './documents.ts';
export * from './workflow.ts';
export * from './notifications.ts';
export * from './acknowledgements.ts';
export * from './cart.ts';
export * from './notes.ts';
export * from './renditions.ts';
export * from './copies.ts';
export * from './training.ts';
export * from './periodic-reviews.ts';
export * from './conditions.ts';
export * from './backups.ts';
export * from './repositories.ts';
export * from './installation-qualifications.ts';
export * from './unreadable-blob-notices.ts';
export * from './scheduled-releases.ts';
export * from './manifested-renditions.ts';
export * from './two-factor.ts';
export * from './sso.ts';
export * from './audit-reviews.ts';
export * from './jobs.ts';
export * from './requests.ts';
export * from './settings.ts';
export * from './retention.ts';
export * from './webhooks.ts';
export * from './scim.ts';
export * from './lms.ts';
