import { z } from 'zod';

/**
 * What a webhook endpoint may subscribe to, all of them sent. Each is a CloudEvent of type `com.attest.<type>`. The
 * document and copy events carry only what a reader of the released record may see; training events name the trainee
 * by user id and e-mail (what an LMS or HR receiver matches on); the audit checkpoint carries no seal.
 */
export const WEBHOOK_EVENT_TYPES = [
  'document.submitted',
  'document.approved',
  'document.effective',
  'document.superseded',
  'document.obsolete',
  'document.archived',
  'copy.recalled',
  'training.assigned',
  'training.completed',
  'training.overdue',
  'periodic-review.due',
  'audit.checkpoint',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);

/** The CloudEvents `type` of an event: reverse-DNS, so receivers can route on it. */
export const cloudEventTypeOf = (type: WebhookEventType): string => `com.attest.${type}`;

const Instant = z.iso.datetime();

export const WEBHOOK_URL_MAX = 2000;
const Url = z.string().trim().min(1, 'URL is required').max(WEBHOOK_URL_MAX);
const EventTypes = z.array(WebhookEventType).min(1, 'Choose at least one event').max(WEBHOOK_EVENT_TYPES.length);

/** An endpoint as administrators see it: never its secret. */
export const WebhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string(),
  eventTypes: z.array(WebhookEventType),
  active: z.boolean(),
  /** Set when the endpoint failed for a day (or answered 410 Gone): nothing is sent until it is made active again. */
  pausedAt: Instant.nullable(),
  pauseReason: z.string().nullable(),
  failingSince: Instant.nullable(),
  rowVersion: z.number().int(),
  createdAt: Instant,
  updatedAt: Instant,
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

/** Creation and rotation answer with the secret, once: it is stored encrypted and never returned again. */
export const WebhookEndpointWithSecret = WebhookEndpoint.extend({ secret: z.string().startsWith('whsec_') });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecret>;

export const CreateWebhookRequest = z.object({
  url: Url,
  eventTypes: EventTypes,
  active: z.boolean().default(true),
});
export type CreateWebhookRequest = z.input<typeof CreateWebhookRequest>;

/** Making a paused endpoint active again resumes it (its failure clock starts afresh). */
export const UpdateWebhookRequest = z.object({
  url: Url,
  eventTypes: EventTypes,
  active: z.boolean(),
  rowVersion: z.number().int(),
});
export type UpdateWebhookRequest = z.input<typeof UpdateWebhookRequest>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'cancelled'] as const;

export const WebhookAttempt = z.object({
  id: z.uuid(),
  /** The receiver's HTTP status; null when no answer came (refused, timed out, address not allowed). */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  latencyMs: z.number().int(),
  /** The first kilobyte of the receiver's answer. */
  responseExcerpt: z.string(),
  attemptedAt: Instant,
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookDelivery = z.object({
  id: z.uuid(),
  eventId: z.string(),
  eventType: WebhookEventType,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** The CloudEvent as sent. */
  payload: z.record(z.string(), z.unknown()),
  createdAt: Instant,
  deliveredAt: Instant.nullable(),
  attempts: z.array(WebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type WebhookDeliveryQuery = z.input<typeof WebhookDeliveryQuery>;

export const WebhookDeliveryPage = z.object({ items: z.array(WebhookDelivery), total: z.number().int() });
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPage>;

export const WebhookDeliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });
