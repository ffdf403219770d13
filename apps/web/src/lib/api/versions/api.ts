import { CompareResponse, DocumentDetail, type RevertRequest } from '@attest/domain';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const documentPath = (id: string) => `/api/documents/${encodeURIComponent(id)}`;

export function compareVersions(documentId: string, from: string, to: string) {
  const params = new URLSearchParams({ from, to });
  return apiRequest(`${documentPath(documentId)}/compare?${params.toString()}`, { schema: CompareResponse });
}

export function revertDocument(documentId: string, body: z.input<typeof RevertRequest>) {
  return apiRequest(`${documentPath(documentId)}/revert`, { body, schema: DocumentDetail, idempotent: true });
}
