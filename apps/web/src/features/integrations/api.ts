import { z } from 'zod';
import {
  LmsConfig,
  LmsStatement,
  LmsStatementListResponse,
  LmsTestResult,
  ScimToken,
  ScimTokenIssued,
  ScimTokenListResponse,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  type CreateWebhookRequest,
  type IssueScimTokenRequest,
  type LmsStatementListQuery,
  type UpdateLmsConfigRequest,
  type UpdateWebhookRequest,
  type WebhookDeliveryQuery,
} from '@attest/domain';
import { apiRequest } from '@/lib/api-client';
import { toApiParams } from '@/lib/list-search';

const WEBHOOKS = '/api/integrations/webhooks';
const webhook = (id: string) => `${WEBHOOKS}/${encodeURIComponent(id)}`;

export function fetchWebhooks() {
  return apiRequest(WEBHOOKS, { schema: z.array(WebhookEndpoint) });
}

export function createWebhook(body: CreateWebhookRequest) {
  return apiRequest(WEBHOOKS, { method: 'POST', body, schema: WebhookEndpointWithSecret });
}

export function updateWebhook(id: string, body: UpdateWebhookRequest) {
  return apiRequest(webhook(id), { method: 'PUT', body, schema: WebhookEndpoint });
}

export function deleteWebhook(id: string) {
  return apiRequest(webhook(id), { method: 'DELETE' });
}

export function rotateWebhookSecret(id: string) {
  return apiRequest(`${webhook(id)}/rotate-secret`, { method: 'POST', schema: WebhookEndpointWithSecret });
}

export function fetchWebhookDeliveries(id: string, query: WebhookDeliveryQuery) {
  return apiRequest(`${webhook(id)}/deliveries?${toApiParams(query).toString()}`, { schema: WebhookDeliveryPage });
}

export function redeliverWebhook(id: string, deliveryId: string) {
  return apiRequest(`${webhook(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`, { method: 'POST' });
}

const SCIM_TOKENS = '/api/integrations/scim-tokens';

export function fetchScimTokens() {
  return apiRequest(SCIM_TOKENS, { schema: ScimTokenListResponse });
}

export function issueScimToken(body: IssueScimTokenRequest) {
  return apiRequest(SCIM_TOKENS, { method: 'POST', body, schema: ScimTokenIssued });
}

export function revokeScimToken(id: string) {
  return apiRequest(`${SCIM_TOKENS}/${encodeURIComponent(id)}/revoke`, { method: 'POST', schema: ScimToken });
}

const LMS = '/api/integrations/lms';

export function fetchLmsConfig() {
  return apiRequest(LMS, { schema: LmsConfig });
}

export function saveLmsConfig(body: UpdateLmsConfigRequest) {
  return apiRequest(LMS, { method: 'PUT', body, schema: LmsConfig });
}

export function testLmsConnection() {
  return apiRequest(`${LMS}/test`, { method: 'POST', schema: LmsTestResult });
}

export function fetchLmsStatements(query: LmsStatementListQuery) {
  return apiRequest(`${LMS}/statements?${toApiParams(query).toString()}`, { schema: LmsStatementListResponse });
}

export function resendLmsStatement(id: string) {
  return apiRequest(`${LMS}/statements/${encodeURIComponent(id)}/resend`, { method: 'POST', schema: LmsStatement });
}
