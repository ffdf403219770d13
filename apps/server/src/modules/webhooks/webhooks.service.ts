import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AuditAction, CreateWebhookRequest, UpdateWebhookRequest, WebhookDeliveryPage, WebhookDeliveryQuery, WebhookEndpoint, WebhookEndpointWithSecret } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import type { ActionContext } from '../../core/request-context.ts';
import type { Db } from '../../platform/db/client.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import type { AddressPolicy } from '../repositories/address-policy.ts';
import type { TokenCipher } from '../repositories/token-crypto.ts';
import { checkWebhookUrl, pinWebhookAddress } from './webhook-address.ts';
import { enqueueDelivery } from './webhook-outbox.ts';
import {
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  pageOfDeliveries,
  presentEndpoint,
  setDeliveryStatus,
  updateEndpoint,
  type EndpointRow,
} from './webhooks.repo.ts';

export interface WebhookAdminDeps {
  db: Db;
  cipher: TokenCipher;
  addresses: AddressPolicy;
  /** http:// endpoints too (WEBHOOK_ALLOW_HTTP, for a receiver on a private network). */
  allowHttp: boolean;
}

type CreateInput = z.output<typeof CreateWebhookRequest>;
type UpdateInput = z.output<typeof UpdateWebhookRequest>;
type DeliveryQuery = z.output<typeof WebhookDeliveryQuery>;

/** A Standard Webhooks signing secret: whsec_ and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** What the audit trail records of an endpoint: never its secret. */
const auditable = (row: EndpointRow) => ({ url: row.url, eventTypes: row.eventTypes, active: row.active, pausedAt: row.pausedAt?.toISOString() ?? null });

async function audit(tx: Db, ctx: ActionContext, action: AuditAction, id: string, values: { old?: unknown; new?: unknown }) {
  await appendAuditEvent(tx, { actor: ctx.actor, origin: ctx.origin, action, entityType: 'webhook', entityId: id, oldValues: values.old, newValues: values.new });
}

/** The URL is refused at registration, not at the first event, when it is not one Attest may send to. */
async function checkDestination(deps: WebhookAdminDeps, url: string): Promise<void> {
  checkWebhookUrl(url, deps.allowHttp);
  await pinWebhookAddress(deps.addresses, url);
}

async function endpointOrThrow(db: Db, id: string, forUpdate = false): Promise<EndpointRow> {
  const row = await findEndpoint(db, id, forUpdate);
  if (!row) throw new AppError('WEBHOOK_NOT_FOUND');
  return row;
}

export async function listWebhooks(db: Db): Promise<WebhookEndpoint[]> {
  return (await listEndpoints(db)).map(presentEndpoint);
}

/** The answer carries the secret, this once; it is stored encrypted only. */
export async function createWebhook(deps: WebhookAdminDeps, input: CreateInput, ctx: ActionContext): Promise<WebhookEndpointWithSecret> {
  await checkDestination(deps, input.url);
  const id = randomUUID();
  const secret = newSecret();
  return deps.db.transaction(async (tx) => {
    const row = await insertEndpoint(tx, {
      id,
      url: input.url,
      eventTypes: [...new Set(input.eventTypes)],
      active: input.active,
      secretCiphertext: deps.cipher.encrypt(secret, id),
      createdBy: ctx.viewer.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await audit(tx, ctx, 'Webhook Endpoint Created', id, { new: auditable(row) });
    return { ...presentEndpoint(row), secret };
  });
}

/** Made active again, a paused or disabled endpoint resumes with its failure clock reset. */
export async function updateWebhook(deps: WebhookAdminDeps, id: string, input: UpdateInput, ctx: ActionContext): Promise<WebhookEndpoint> {
  await checkDestination(deps, input.url);
  return deps.db.transaction(async (tx) => {
    const before = await endpointOrThrow(tx, id, true);
    if (before.rowVersion !== input.rowVersion) throw new AppError('CONFLICT');
    const resumes = input.active && (!before.active || before.pausedAt !== null);
    const after = await updateEndpoint(tx, id, {
      url: input.url,
      eventTypes: [...new Set(input.eventTypes)],
      active: input.active,
      ...(resumes ? { pausedAt: null, pauseReason: null, failingSince: null } : {}),
      rowVersion: before.rowVersion + 1,
      updatedAt: ctx.now,
    });
    await audit(tx, ctx, 'Webhook Endpoint Updated', id, { old: auditable(before), new: auditable(after) });
    return presentEndpoint(after);
  });
}

/** A new secret, shown this once; the old one signs nothing from now on. */
export async function rotateWebhookSecret(deps: WebhookAdminDeps, id: string, ctx: ActionContext): Promise<WebhookEndpointWithSecret> {
  const secret = newSecret();
  return deps.db.transaction(async (tx) => {
    const before = await endpointOrThrow(tx, id, true);
    const after = await updateEndpoint(tx, id, { secretCiphertext: deps.cipher.encrypt(secret, id), rowVersion: before.rowVersion + 1, updatedAt: ctx.now });
    await audit(tx, ctx, 'Webhook Secret Rotated', id, { new: { url: after.url } });
    return { ...presentEndpoint(after), secret };
  });
}

/** Removes the endpoint with its deliveries; jobs still queued for them find nothing to send. */
export async function deleteWebhook(deps: WebhookAdminDeps, id: string, ctx: ActionContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await endpointOrThrow(tx, id, true);
    await deleteEndpoint(tx, id);
    await audit(tx, ctx, 'Webhook Endpoint Deleted', id, { old: auditable(before) });
  });
}

export async function webhookDeliveries(db: Db, id: string, query: DeliveryQuery): Promise<WebhookDeliveryPage> {
  await endpointOrThrow(db, id);
  return pageOfDeliveries(db, id, query.page, query.pageSize);
}

/** Sends a delivered or failed event again, as it was (same id, so the receiver can tell a repeat), with a fresh signature. */
export async function redeliverWebhook(deps: WebhookAdminDeps, id: string, deliveryId: string, ctx: ActionContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const endpoint = await endpointOrThrow(tx, id);
    const delivery = await findDelivery(tx, deliveryId, true);
    if (!delivery || delivery.endpointId !== id) throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND');
    if (delivery.status === 'pending') throw new AppError('WEBHOOK_DELIVERY_PENDING');
    if (!endpoint.active || endpoint.pausedAt) throw new AppError('WEBHOOK_ENDPOINT_INACTIVE');
    await setDeliveryStatus(tx, deliveryId, 'pending');
    await enqueueDelivery(tx, deliveryId);
    await audit(tx, ctx, 'Webhook Delivery Resent', id, { new: { deliveryId, eventId: delivery.eventId, eventType: delivery.eventType } });
  });
}
