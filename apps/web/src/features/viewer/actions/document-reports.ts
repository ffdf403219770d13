import { WhereUsedResponse } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

const documentPath = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}`;

/** The reports are plain links the browser saves: the server sends them as attachments and audits each download. */
export const workflowHistoryUrl = (documentId: string) => `${documentPath(documentId)}/workflow-history.pdf`;
export const translationsReportUrl = (documentId: string, format: 'pdf' | 'csv') => `${documentPath(documentId)}/translations-report.${format}`;

export const WHERE_USED_PAGE_SIZE = 10;

export function fetchWhereUsed(documentId: string, page: number) {
  return apiRequest(`${documentPath(documentId)}/where-used?page=${page}&pageSize=${WHERE_USED_PAGE_SIZE}`, { schema: WhereUsedResponse });
}
