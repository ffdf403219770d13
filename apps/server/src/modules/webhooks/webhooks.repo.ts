import { and, arrayContains, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, type WebhookDeliveryStatus } from '../../platform/db/schema/webhooks.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

export async function listEndpoints(db: Db): Promise<EndpointRow[]> {
  return db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function findEndpoint(db: Db, id: string, forUpdate = false): Promise<EndpointRow | undefined> {
  const query = db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertEndpoint(db: Db, values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(db: Db, id: string, values: Partial<typeof webhookEndpoints.$inferInsert>): Promise<EndpointRow> {
  const [row] = await db.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id)).returning();
  return row!;
}

export async function deleteEndpoint(db: Db, id: string): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** The endpoints an event goes to: active, not paused, subscribed to its type. */
export async function endpointsSubscribedTo(db: Db, type: WebhookEventType): Promise<{ id: string }[]> {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.active, true), isNull(webhookEndpoints.pausedAt), arrayContains(webhookEndpoints.eventTypes, [type])));
}

export async function insertDeliveries(db: Db, values: (typeof webhookDeliveries.$inferInsert)[]): Promise<DeliveryRow[]> {
  if (values.length === 0) return [];
  return db.insert(webhookDeliveries).values(values).returning();
}

export async function findDelivery(db: Db, id: string, forUpdate = false): Promise<DeliveryRow | undefined> {
  const query = db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function setDeliveryStatus(db: Db, id: string, status: WebhookDeliveryStatus, deliveredAt: Date | null = null): Promise<void> {
  await db.update(webhookDeliveries).set({ status, deliveredAt }).where(eq(webhookDeliveries.id, id));
}

export async function insertAttempt(db: Db, values: typeof webhookAttempts.$inferInsert): Promise<void> {
  await db.insert(webhookAttempts).values(values);
}

/** One page of an endpoint's deliveries, newest first, each with its attempts in order. */
export async function pageOfDeliveries(db: Db, endpointId: string, page: number, pageSize: number): Promise<{ items: WebhookDelivery[]; total: number }> {
  const [counted] = await db.select({ total: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const attempts = rows.length
    ? await db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, rows.map((r) => r.id))).orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.id))
    : [];
  return { items: rows.map((row) => presentDelivery(row, attempts.filter((a) => a.deliveryId === row.id))), total: Number(counted?.total ?? 0) };
}

export function presentEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    eventTypes: row.eventTypes as WebhookEventType[],
    active: row.active,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    pauseReason: row.pauseReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    rowVersion: row.rowVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentDelivery(row: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType as WebhookEventType,
    status: row.status,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    attempts: attempts.map((a) => ({ id: a.id, statusCode: a.statusCode, error: a.error, latencyMs: a.latencyMs, responseExcerpt: a.responseExcerpt, attemptedAt: a.attemptedAt.toISOString() })),
  };
}
