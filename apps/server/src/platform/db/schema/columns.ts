import { timestamp } from 'drizzle-orm/pg-core';

/** Timestamps are stored with time zone and read as Dates. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
