import { z } from 'zod';
import {
  AssignableUsersResponse,
  DueForReviewResponse,
  WorkflowActionResponse,
  WorkflowDetail,
  WorkflowListResponse,
  type WorkflowActionRequest,
  type WorkflowListQuery,
} from '@attest/domain';
import { apiRequest } from '@/lib/api-client';
import { toApiParams } from '@/lib/list-search';

const documentPath = (id: string) => `/api/documents/${encodeURIComponent(id)}`;
const workflowPath = (id: string) => `/api/workflows/${encodeURIComponent(id)}`;

/** One lifecycle action; the server checks it against the transition table and the assignments. */
export function performWorkflowAction(documentId: string, body: WorkflowActionRequest) {
  return apiRequest(`${documentPath(documentId)}/actions`, { body, schema: WorkflowActionResponse, idempotent: true });
}

export function fetchWorkflows(query: z.input<typeof WorkflowListQuery>) {
  return apiRequest(`/api/workflows?${toApiParams(query).toString()}`, { schema: WorkflowListResponse });
}

export function fetchWorkflow(id: string) {
  return apiRequest(workflowPath(id), { schema: WorkflowDetail });
}

/** A document's workflows, newest first: the running one and the history behind the stage bar. */
export function fetchDocumentWorkflows(documentId: string) {
  return apiRequest(`${documentPath(documentId)}/workflows`, { schema: z.array(WorkflowDetail) });
}

export function addWorkflowComment(workflowId: string, comment: string) {
  return apiRequest(`${workflowPath(workflowId)}/comments`, { body: { comment } });
}

export function fetchAssignableUsers(role: 'reviewer' | 'approver') {
  return apiRequest(`/api/users/assignable?role=${role}`, { schema: AssignableUsersResponse });
}

export function fetchDueForReview() {
  return apiRequest('/api/documents/due-for-review', { schema: DueForReviewResponse });
}
