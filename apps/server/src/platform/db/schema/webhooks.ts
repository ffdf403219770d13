import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './identity.ts';

/** Webhook endpoints (migration 0270): the secret only encrypted (token-crypto.ts), never returned. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  eventTypes: text('event_types').array().notNull(),
  active: boolean('active').notNull().default(true),
  secretCiphertext: text('secret_ciphertext').notNull(),
  failingSince: ts('failing_since'),
  pausedAt: ts('paused_at'),
  pauseReason: text('pause_reason'),
  rowVersion: integer('row_version').notNull().default(1),
  createdBy: uuid('created_by').notNull().references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

/** One event for one endpoint: its CloudEvent as sent, every time. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id').notNull().references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    createdAt: ts('created_at').notNull(),
    deliveredAt: ts('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status_valid', sql`${t.status} in ('pending','delivered','failed','cancelled')`),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id').notNull().references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    statusCode: integer('status_code'),
    error: text('error'),
    latencyMs: integer('latency_ms').notNull(),
    responseExcerpt: text('response_excerpt').notNull(),
    attemptedAt: ts('attempted_at').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt)],
);
