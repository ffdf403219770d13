/** The database schema, one file per concept; drizzle and drizzle-kit read it from here. */
export * from './identity.ts';
export * from './audit.ts';
export * from './reference.ts';
export * from './documents.ts';
export * from './workflow.ts';
export * from './notifications.ts';
export * from './acknowledgements.ts';
export * from './cart.ts';
export * from './notes.ts';
