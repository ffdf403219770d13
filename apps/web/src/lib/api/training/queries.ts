import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignatureInput, TrainingMatrixQuery, UpdateTrainingRequest } from '@attest/domain';
import { documentKeys } from '@/lib/api/documents/queries';
import { attemptQuizRequest, completeTrainingRequest, fetchDocumentTraining, fetchMyTraining, fetchTrainingMatrix, updateDocumentTraining } from './api';

// Under "documents": a lifecycle change (a new version in force) refreshes training too.
export const trainingKeys = {
  all: ['documents', 'training'] as const,
  document: (documentId: string) => ['documents', 'training', 'document', documentId] as const,
  mine: ['documents', 'training', 'mine'] as const,
  matrix: (query: TrainingMatrixQuery) => ['documents', 'training', 'matrix', query] as const,
};

export function useDocumentTraining(documentId: string, enabled = true) {
  return useQuery({ queryKey: trainingKeys.document(documentId), queryFn: () => fetchDocumentTraining(documentId), enabled });
}

export function useMyTraining() {
  return useQuery({ queryKey: trainingKeys.mine, queryFn: fetchMyTraining });
}

export function useTrainingMatrix(query: TrainingMatrixQuery) {
  return useQuery({ queryKey: trainingKeys.matrix(query), queryFn: () => fetchTrainingMatrix(query), placeholderData: keepPreviousData });
}

/** After any training change the document, its lists, My Training, the matrix and the dashboard figures are stale. */
function useTrainingChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: documentKeys.all });
}

export function useUpdateTraining(documentId: string) {
  const changed = useTrainingChanged();
  return useMutation({ mutationFn: (body: UpdateTrainingRequest) => updateDocumentTraining(documentId, body), onSuccess: changed });
}

export function useQuizAttempt(documentId: string) {
  const changed = useTrainingChanged();
  return useMutation({ mutationFn: (answers: number[][]) => attemptQuizRequest(documentId, answers), onSuccess: changed });
}

export function useCompleteTraining(documentId: string) {
  const changed = useTrainingChanged();
  return useMutation({ mutationFn: (body: { signature: SignatureInput; comment?: string }) => completeTrainingRequest(documentId, body), onSuccess: changed });
}
