import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateWebhookRequest,
  IdParams,
  UpdateWebhookRequest,
  WebhookDeliveryPage,
  WebhookDeliveryParams,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from '@attest/domain';
import { z } from 'zod';
import { contextOf } from '../../core/request-context.ts';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  redeliverWebhook,
  rotateWebhookSecret,
  updateWebhook,
  webhookDeliveries,
  type WebhookAdminDeps,
} from './webhooks.service.ts';

/** Webhook endpoints, System Administration → Integrations: administrators only; a secret is shown once. */
export function webhookRoutes(app: FastifyInstance, deps: WebhookAdminDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['integrations'];
  const base = '/api/integrations/webhooks';

  api.get(base, {
    config: { access: 'manage-system' },
    schema: { tags, summary: 'The webhook endpoints (never their secrets)', response: { 200: z.array(WebhookEndpoint) } },
    handler: async () => listWebhooks(deps.db),
  });

  api.post(base, {
    config: { access: 'manage-system' },
    schema: { tags, summary: 'Register an endpoint; the answer carries its signing secret, shown this once', body: CreateWebhookRequest, response: { 201: WebhookEndpointWithSecret } },
    handler: async (request, reply) => reply.code(201).send(await createWebhook(deps, request.body, contextOf(request))),
  });

  api.put(`${base}/:id`, {
    config: { access: 'manage-system' },
    schema: { tags, summary: 'Change the URL, events or active (active again resumes a paused endpoint)', params: IdParams, body: UpdateWebhookRequest, response: { 200: WebhookEndpoint } },
    handler: async (request) => updateWebhook(deps, request.params.id, request.body, contextOf(request)),
  });

  api.delete(`${base}/:id`, {
    config: { access: 'manage-system' },
    schema: { tags, summary: 'Remove an endpoint with its deliveries', params: IdParams },
    handler: async (request, reply) => {
      await deleteWebhook(deps, request.params.id, contextOf(request));
      return reply.code(204).send();
    },
  });

  api.post(`${base}/:id/rotate-secret`, {
    config: { access: 'manage-system' },
    schema: { tags, summary: 'A new signing secret, shown this once', params: IdParams, response: { 200: WebhookEndpointWithSecret } },
    handler: async (request) => rotateWebhookSecret(deps, request.params.id, contextOf(request)),
  });

  api.get(`${base}/:id/deliveries`, {
    config: { access: 'manage-system' },
    schema: { tags, summary: "An endpoint's deliveries, newest first, with every attempt", params: IdParams, querystring: WebhookDeliveryQuery, response: { 200: WebhookDeliveryPage } },
    handler: async (request) => webhookDeliveries(deps.db, request.params.id, request.query),
  });

  api.post(`${base}/:id/deliveries/:deliveryId/redeliver`, {
    config: { access: 'manage-system' },
    schema: { tags, summary: 'Send a delivered or failed event again', params: WebhookDeliveryParams },
    handler: async (request, reply) => {
      await redeliverWebhook(deps, request.params.id, request.params.deliveryId, contextOf(request));
      return reply.code(202).send();
    },
  });
}
