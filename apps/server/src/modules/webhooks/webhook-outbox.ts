import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { WebhookEventType } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import type { JobQueue, JobRef } from '../../platform/jobs/job-queue.ts';
import { cloudEventOf } from './cloud-event.ts';
import { endpointsSubscribedTo, insertDeliveries } from './webhooks.repo.ts';

/** One delivery sent (and retried) by the job queue, never inside the request that caused it. */
export const WEBHOOK_DELIVER_JOB = { name: 'webhook-deliver', payload: z.object({ deliveryId: z.uuid() }) } satisfies JobRef;

interface Outbox {
  jobs: JobQueue;
  /** The CloudEvents `source` of every event: this server's public address. */
  source: string;
}

let outbox: Outbox | undefined;

/** The lifecycle publishes without a queue of its own; the subscribers enqueue through the one registerWebhooks sets. */
export function configureWebhookOutbox(settings: Outbox): void {
  outbox = settings;
}

/**
 * Enqueues, in the caller's transaction, one delivery of the event to each endpoint subscribed to its type. The data
 * is gathered only when some endpoint wants it (most releases have none); null sends nothing.
 */
export async function publishWebhookEvent(tx: Db, type: WebhookEventType, data: () => Promise<Record<string, unknown> | null>, at: Date): Promise<void> {
  await publishWebhookEvents(tx, type, async () => {
    const facts = await data();
    return facts ? [facts] : [];
  }, at);
}

/** As publishWebhookEvent, one event for each of the facts gathered (an assignment each, say), with one look-up of the endpoints. */
export async function publishWebhookEvents(tx: Db, type: WebhookEventType, data: () => Promise<readonly Record<string, unknown>[]>, at: Date): Promise<void> {
  if (!outbox) return;
  const endpoints = await endpointsSubscribedTo(tx, type);
  if (endpoints.length === 0) return;
  const source = outbox.source;
  const events = (await data()).map((facts) => cloudEventOf(type, facts, { id: randomUUID(), source, at }));
  const rows = await insertDeliveries(tx, events.flatMap((payload) => endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventId: String(payload.id), eventType: type, payload, createdAt: at }))));
  for (const row of rows) await enqueueDelivery(tx, row.id);
}

/** The delivery's job; the singleton key keeps one unfinished job per delivery (a redelivery of one still being sent adds none). */
export async function enqueueDelivery(tx: Db, deliveryId: string): Promise<void> {
  if (!outbox) throw new Error('Webhooks are not registered');
  await outbox.jobs.enqueue(tx, WEBHOOK_DELIVER_JOB, { deliveryId }, { singletonKey: deliveryId });
}
