import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { closeCondition, fetchConditions, respondToCondition } from './api';

// Under "documents", so a workflow action (an approval with conditions) refreshes it too.
export const conditionKeys = { ofDocument: (documentId: string) => ['documents', 'conditions', documentId] as const };

export function useConditions(documentId: string) {
  return useQuery({ queryKey: conditionKeys.ofDocument(documentId), queryFn: () => fetchConditions(documentId) });
}

type ConditionChange = { conditionId: string } & ({ kind: 'respond'; response: string } | { kind: 'close'; reason?: string });

/** Records a response or a closing; the answer is the document's conditions as they are now. */
export function useConditionChange(documentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ConditionChange) =>
      change.kind === 'respond'
        ? respondToCondition(documentId, change.conditionId, { response: change.response })
        : closeCondition(documentId, change.conditionId, change.reason ? { reason: change.reason } : {}),
    onSuccess: (conditions) => client.setQueryData(conditionKeys.ofDocument(documentId), conditions),
  });
}
