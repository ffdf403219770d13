import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { defineJob, type JobContext, type JobQueue } from '../../platform/jobs/job-queue.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent, SYSTEM_ACTOR } from '../audit/audit.repo.ts';
import { createNotifications } from '../notifications/notify.ts';
import type { AddressPolicy } from '../repositories/address-policy.ts';
import type { TokenCipher } from '../repositories/token-crypto.ts';
import { checkWebhookUrl, pinWebhookAddress } from './webhook-address.ts';
import { WEBHOOK_DELIVER_JOB } from './webhook-outbox.ts';
import { sendWebhook, type SendResult } from './webhook-send.ts';
import { findDelivery, findEndpoint, insertAttempt, setDeliveryStatus, updateEndpoint, type EndpointRow } from './webhooks.repo.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** The Standard Webhooks retry schedule: after the first attempt, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h. */
export const WEBHOOK_RETRY_DELAYS_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR] as const;
/** An endpoint failing this long (no delivery since its first failure) is paused and the administrators told. */
export const WEBHOOK_PAUSE_AFTER_MS = 24 * HOUR;
export const WEBHOOK_TIMEOUT_MS = 10 * SECOND;

export interface DeliverDeps {
  db: Db;
  cipher: TokenCipher;
  addresses: AddressPolicy;
  timeoutMs: number;
  /** WEBHOOK_ALLOW_HTTP: turned off later, an http:// endpoint registered before is no longer sent to. */
  allowHttp: boolean;
}

const GONE_REASON = 'The receiver answered 410 Gone: it no longer wants these events.';
const FAILING_REASON = 'Every delivery failed for 24 hours.';

/** Thrown by an attempt that reached the receiver, or was refused by the address rules, and is already logged. */
class DeliveryNotAccepted extends Error {}

/**
 * One attempt at one delivery: signs the CloudEvent (Standard Webhooks), POSTs it to the endpoint's checked address,
 * records the attempt, and throws to be retried on the schedule while the endpoint has not failed for a day.
 */
async function deliverWebhook(deps: DeliverDeps, deliveryId: string, ctx: Pick<JobContext, 'clock' | 'lastAttempt'>): Promise<void> {
  const delivery = await findDelivery(deps.db, deliveryId);
  if (!delivery || delivery.status !== 'pending') return;
  const endpoint = await findEndpoint(deps.db, delivery.endpointId);
  if (!endpoint) return;
  if (!endpoint.active || endpoint.pausedAt) {
    await setDeliveryStatus(deps.db, delivery.id, 'cancelled');
    return;
  }
  const body = JSON.stringify(delivery.payload);
  const at = ctx.clock.now();
  const secret = deps.cipher.decrypt(endpoint.secretCiphertext, endpoint.id);
  const headers = {
    'content-type': 'application/cloudevents+json; charset=utf-8',
    'user-agent': 'Attest-Webhooks',
    'webhook-id': delivery.eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(delivery.eventId, at, body),
  };
  const result = await send(deps, endpoint.url, body, headers);
  const delivered = 'statusCode' in result && result.statusCode >= 200 && result.statusCode < 300;
  const gone = 'statusCode' in result && result.statusCode === 410;
  const retry = await deps.db.transaction(async (tx) => {
    await insertAttempt(tx, {
      deliveryId: delivery.id,
      statusCode: 'statusCode' in result ? result.statusCode : null,
      error: 'error' in result ? result.error.slice(0, 1000) : null,
      latencyMs: result.latencyMs,
      responseExcerpt: 'excerpt' in result ? result.excerpt : '',
      attemptedAt: at,
    });
    const current = await findEndpoint(tx, endpoint.id, true);
    if (delivered) {
      await setDeliveryStatus(tx, delivery.id, 'delivered', at);
      if (current?.failingSince) await updateEndpoint(tx, endpoint.id, { failingSince: null });
      return false;
    }
    if (!current) return false;
    if (gone) {
      await setDeliveryStatus(tx, delivery.id, 'failed');
      await stopEndpoint(tx, current, { active: false, pausedAt: null, pauseReason: GONE_REASON }, 'Webhook Endpoint Disabled', at);
      return false;
    }
    const failingSince = current.failingSince ?? at;
    if (!current.failingSince) await updateEndpoint(tx, endpoint.id, { failingSince });
    if (at.getTime() - failingSince.getTime() >= WEBHOOK_PAUSE_AFTER_MS) {
      await setDeliveryStatus(tx, delivery.id, 'failed');
      if (!current.pausedAt) await stopEndpoint(tx, current, { pausedAt: at, pauseReason: FAILING_REASON }, 'Webhook Endpoint Paused', at);
      return false;
    }
    if (ctx.lastAttempt) await setDeliveryStatus(tx, delivery.id, 'failed');
    return !ctx.lastAttempt;
  });
  if (retry) throw new DeliveryNotAccepted(`Webhook not delivered: ${'error' in result ? result.error : `HTTP ${result.statusCode}`}`);
}

/** URL and address are checked at each attempt too: a name may resolve elsewhere since the endpoint was registered. */
async function send(deps: DeliverDeps, url: string, body: string, headers: Record<string, string>): Promise<SendResult> {
  try {
    checkWebhookUrl(url, deps.allowHttp);
    return await sendWebhook(url, await pinWebhookAddress(deps.addresses, url), body, headers, deps.timeoutMs);
  } catch (error) {
    if (error instanceof AppError) return { latencyMs: 0, error: error.message };
    throw error;
  }
}

/** The system disables (410) or pauses (a day of failures) an endpoint: audited as its own action, administrators told. */
async function stopEndpoint(tx: Db, endpoint: EndpointRow, change: { active?: boolean; pausedAt: Date | null; pauseReason: string }, action: 'Webhook Endpoint Disabled' | 'Webhook Endpoint Paused', at: Date): Promise<void> {
  await updateEndpoint(tx, endpoint.id, { ...change, rowVersion: endpoint.rowVersion + 1, updatedAt: at });
  await appendAuditEvent(tx, {
    actor: SYSTEM_ACTOR,
    action,
    entityType: 'webhook',
    entityId: endpoint.id,
    oldValues: { url: endpoint.url, active: endpoint.active, pausedAt: endpoint.pausedAt?.toISOString() ?? null },
    newValues: { url: endpoint.url, active: change.active ?? endpoint.active, pausedAt: change.pausedAt?.toISOString() ?? null },
    reason: change.pauseReason,
  });
  const admins = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM users WHERE role = 'admin' AND status = 'active'`));
  const title = action === 'Webhook Endpoint Disabled' ? 'Webhook endpoint disabled' : 'Webhook endpoint paused';
  await createNotifications(
    tx,
    admins.map((admin) => ({
      userId: admin.id,
      title,
      message: `Attest no longer sends events to ${endpoint.url}. ${change.pauseReason} Check the receiver, then make the endpoint active again in System Administration → Integrations.`,
      type: 'warning' as const,
      category: 'system' as const,
      actionUrl: '/system',
    })),
  );
}

/**
 * An attempt that broke inside Attest (the secret no longer decrypts, the database failed mid-way) is logged with
 * why, as far as the database lets it, and the last such attempt fails the delivery, so none stays pending unseen.
 */
async function logBrokenAttempt(deps: DeliverDeps, deliveryId: string, error: unknown, ctx: Pick<JobContext, 'clock' | 'lastAttempt'>): Promise<void> {
  const reason = `Attempt not sent: ${error instanceof Error ? error.message : String(error)}`.slice(0, 1000);
  try {
    await deps.db.transaction(async (tx) => {
      const delivery = await findDelivery(tx, deliveryId);
      if (delivery?.status !== 'pending') return;
      await insertAttempt(tx, { deliveryId, statusCode: null, error: reason, latencyMs: 0, responseExcerpt: '', attemptedAt: ctx.clock.now() });
      if (ctx.lastAttempt) await setDeliveryStatus(tx, deliveryId, 'failed');
    });
  } catch {
    // The database is what broke: the job's own failure shows in System Administration → Jobs.
  }
}

export function registerWebhookDeliveries(jobs: JobQueue, deps: DeliverDeps): void {
  jobs.register(
    defineJob({
      ...WEBHOOK_DELIVER_JOB,
      retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS,
      handler: async (payload, ctx) => {
        try {
          await deliverWebhook(deps, payload.deliveryId, ctx);
        } catch (error) {
          if (!(error instanceof DeliveryNotAccepted)) await logBrokenAttempt(deps, payload.deliveryId, error, ctx);
          throw error;
        }
      },
    }),
  );
}
