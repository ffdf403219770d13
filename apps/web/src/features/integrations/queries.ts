import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhookRequest, LmsStatementListQuery, UpdateLmsConfigRequest, UpdateWebhookRequest, WebhookDeliveryQuery } from '@attest/domain';
import {
  createWebhook,
  deleteWebhook,
  fetchLmsConfig,
  fetchLmsStatements,
  fetchScimTokens,
  fetchWebhookDeliveries,
  fetchWebhooks,
  issueScimToken,
  redeliverWebhook,
  resendLmsStatement,
  revokeScimToken,
  rotateWebhookSecret,
  saveLmsConfig,
  testLmsConnection,
  updateWebhook,
} from './api';

export const integrationKeys = {
  webhooks: ['integrations', 'webhooks'] as const,
  deliveries: (id: string) => ['integrations', 'webhooks', id, 'deliveries'] as const,
  deliveryPage: (id: string, query: WebhookDeliveryQuery) => ['integrations', 'webhooks', id, 'deliveries', query] as const,
  scimTokens: ['integrations', 'scim-tokens'] as const,
  lms: ['integrations', 'lms'] as const,
  lmsStatements: ['integrations', 'lms', 'statements'] as const,
  lmsStatementPage: (query: LmsStatementListQuery) => ['integrations', 'lms', 'statements', query] as const,
};

export function useWebhooks() {
  return useQuery({ queryKey: integrationKeys.webhooks, queryFn: fetchWebhooks });
}

/** Adds an endpoint; the answer carries its secret, shown once. */
export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: CreateWebhookRequest) => createWebhook(body), onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.webhooks }) });
}

/** Changes an endpoint at the row version it was read at. */
export function useUpdateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateWebhookRequest }) => updateWebhook(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.webhooks }),
  });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteWebhook, onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.webhooks }) });
}

export function useRotateWebhookSecret() {
  const client = useQueryClient();
  return useMutation({ mutationFn: rotateWebhookSecret, onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.webhooks }) });
}

/** One page of an endpoint's deliveries; the previous page stays on screen while the next one loads. */
export function useWebhookDeliveries(id: string, query: WebhookDeliveryQuery) {
  return useQuery({ queryKey: integrationKeys.deliveryPage(id, query), queryFn: () => fetchWebhookDeliveries(id, query), placeholderData: keepPreviousData });
}

/** Queues a delivery again; the endpoint's deliveries are read again to show it pending. */
export function useRedeliverWebhook(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => redeliverWebhook(id, deliveryId),
    onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.deliveries(id) }),
  });
}

export function useScimTokens() {
  return useQuery({ queryKey: integrationKeys.scimTokens, queryFn: fetchScimTokens });
}

export function useIssueScimToken() {
  const client = useQueryClient();
  return useMutation({ mutationFn: issueScimToken, onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.scimTokens }) });
}

export function useRevokeScimToken() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeScimToken, onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.scimTokens }) });
}

export function useLmsConfig() {
  return useQuery({ queryKey: integrationKeys.lms, queryFn: fetchLmsConfig });
}

export function useSaveLmsConfig() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: UpdateLmsConfigRequest) => saveLmsConfig(body), onSuccess: (saved) => client.setQueryData(integrationKeys.lms, saved) });
}

/** Asks the LRS for /about with the stored credentials: run on request only. */
export function useTestLmsConnection() {
  return useMutation({ mutationFn: testLmsConnection });
}

export function useLmsStatements(query: LmsStatementListQuery) {
  return useQuery({ queryKey: integrationKeys.lmsStatementPage(query), queryFn: () => fetchLmsStatements(query), placeholderData: keepPreviousData });
}

export function useResendLmsStatement() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resendLmsStatement, onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.lmsStatements }) });
}
