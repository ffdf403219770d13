import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkflowActionRequest, WorkflowDetail } from '@attest/domain';
import { fetchDocuments } from '@/lib/api/documents/api';
import { documentKeys } from '@/lib/api/documents/queries';
import { signatureKeys } from '@/lib/api/signatures/queries';
import {
  addWorkflowComment,
  fetchAssignableUsers,
  fetchDocumentWorkflows,
  fetchDueForReview,
  fetchWorkflow,
  fetchWorkflows,
  performWorkflowAction,
} from './api';
import type { ResolvedWorkflowQuery } from '@/lib/workflow-search';

export const workflowKeys = {
  all: ['workflows'] as const,
  lists: () => ['workflows', 'list'] as const,
  list: (query: ResolvedWorkflowQuery) => ['workflows', 'list', query] as const,
  detail: (id: string) => ['workflows', 'detail', id] as const,
  ofDocument: (documentId: string) => ['workflows', 'document', documentId] as const,
  assignable: (role: 'reviewer' | 'approver') => ['workflows', 'assignable', role] as const,
  drafts: (authorId: string | undefined) => ['workflows', 'drafts', authorId ?? 'any'] as const,
  // Under "documents" too, so every document change refreshes it.
  dueForReview: ['documents', 'due-for-review'] as const,
};

export function useWorkflowList(query: ResolvedWorkflowQuery) {
  return useQuery({ queryKey: workflowKeys.list(query), queryFn: () => fetchWorkflows(query), placeholderData: keepPreviousData });
}

export function useWorkflow(id: string | null) {
  return useQuery({ queryKey: workflowKeys.detail(id ?? ''), queryFn: () => fetchWorkflow(id ?? ''), enabled: Boolean(id) });
}

export function useDocumentWorkflows(documentId: string) {
  return useQuery({ queryKey: workflowKeys.ofDocument(documentId), queryFn: () => fetchDocumentWorkflows(documentId) });
}

/** The running workflow of a document, if any (the list is newest first). */
export function activeWorkflowOf(workflows: readonly WorkflowDetail[] | undefined): WorkflowDetail | null {
  return workflows?.find((workflow) => workflow.status === 'active') ?? null;
}

export function useAssignableUsers(role: 'reviewer' | 'approver', enabled = true) {
  return useQuery({ queryKey: workflowKeys.assignable(role), queryFn: () => fetchAssignableUsers(role), enabled, staleTime: 60_000 });
}

/** Spec 02 §5: the SOPs one may submit are drafts, the author's own (any for admin and coordinator), by title. */
export function useSubmittableDrafts(authorId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: workflowKeys.drafts(authorId),
    queryFn: () => fetchDocuments({ status: ['draft'], author: authorId, sort: 'title', dir: 'asc', pageSize: 100 }),
    enabled,
  });
}

export function useDueForReview(enabled = true) {
  return useQuery({ queryKey: workflowKeys.dueForReview, queryFn: fetchDueForReview, enabled });
}

/** After a workflow change everything that shows a status, a workflow or a signature is fetched again. */
export function useRefreshAfterWorkflowChange(): (documentId?: string) => Promise<void> {
  const client = useQueryClient();
  return async (documentId) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: documentKeys.all }),
      client.invalidateQueries({ queryKey: workflowKeys.all }),
      documentId
        ? client.invalidateQueries({ queryKey: signatureKeys.ofDocument(documentId) })
        : client.invalidateQueries({ queryKey: signatureKeys.all }),
    ]);
  };
}

export function useWorkflowAction() {
  const refresh = useRefreshAfterWorkflowChange();
  return useMutation({
    mutationFn: ({ documentId, request }: { documentId: string; request: WorkflowActionRequest }) =>
      performWorkflowAction(documentId, request),
    // Not awaited: the caller's own success handling runs at once, even when the refetched status unmounts the caller.
    onSettled: (_data, _error, { documentId }) => void refresh(documentId),
  });
}

export function useAddComment(workflowId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => addWorkflowComment(workflowId, comment),
    onSuccess: () => client.invalidateQueries({ queryKey: workflowKeys.all }),
  });
}
