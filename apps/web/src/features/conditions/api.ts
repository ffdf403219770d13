import { ConditionsResponse, type CloseConditionRequest, type RespondConditionRequest } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

const base = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}/conditions`;

export const fetchConditions = (documentId: string) => apiRequest(base(documentId), { schema: ConditionsResponse });

export const respondToCondition = (documentId: string, conditionId: string, body: RespondConditionRequest) =>
  apiRequest(`${base(documentId)}/${encodeURIComponent(conditionId)}/response`, { body, schema: ConditionsResponse });

export const closeCondition = (documentId: string, conditionId: string, body: CloseConditionRequest) =>
  apiRequest(`${base(documentId)}/${encodeURIComponent(conditionId)}/close`, { body, schema: ConditionsResponse });
