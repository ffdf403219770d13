import { z } from 'zod';
import {
  DocumentTraining,
  MyTrainingAssignment,
  QuizAttemptResult,
  TrainingMatrix,
  type SignatureInput,
  type TrainingMatrixQuery,
  type UpdateTrainingRequest,
} from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

const trainingPath = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}/training`;

export const fetchDocumentTraining = (documentId: string) => apiRequest(trainingPath(documentId), { schema: DocumentTraining });

export const updateDocumentTraining = (documentId: string, body: UpdateTrainingRequest) =>
  apiRequest(trainingPath(documentId), { method: 'PUT', body, schema: DocumentTraining });

export const attemptQuizRequest = (documentId: string, answers: number[][]) =>
  apiRequest(`${trainingPath(documentId)}/quiz-attempts`, { body: { answers }, schema: QuizAttemptResult });

export const completeTrainingRequest = (documentId: string, body: { signature: SignatureInput; comment?: string }) =>
  apiRequest(`${trainingPath(documentId)}/complete`, { body, schema: DocumentTraining });

export const fetchMyTraining = () => apiRequest('/api/me/training', { schema: z.array(MyTrainingAssignment) });

const matrixParams = (query: TrainingMatrixQuery) =>
  new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')).toString();

export const fetchTrainingMatrix = (query: TrainingMatrixQuery) => apiRequest(`/api/training/matrix?${matrixParams(query)}`, { schema: TrainingMatrix });

/** The export of the same filters: a plain link the browser saves. */
export const trainingMatrixExportUrl = (query: TrainingMatrixQuery, format: 'csv' | 'pdf') => `/api/training/matrix.${format}?${matrixParams(query)}`;
