import { CopyListItem, CopyListResponse, CopyStatusResponse, PrintResponse, type CopyListQuery, type PrintRequest, type ReconcileCopyRequest } from '@attest/domain';
import { toApiParams } from '@/lib/list-search';
import { apiRequest } from '@/lib/api-client';

export const printCopiesRequest = (documentId: string, body: PrintRequest) =>
  apiRequest(`/api/documents/${encodeURIComponent(documentId)}/print`, { body, schema: PrintResponse, idempotent: true });

export const fetchCopies = (query: CopyListQuery) => apiRequest(`/api/copies?${toApiParams(query).toString()}`, { schema: CopyListResponse });

/** The CSV of the same filters, paging aside: a plain link the browser saves. */
export function copiesExportUrl(query: CopyListQuery): string {
  const params = toApiParams({ ...query, page: undefined, pageSize: undefined });
  return `/api/copies/export.csv?${params.toString()}`;
}

export const reconcileCopyRequest = (copyId: string, body: ReconcileCopyRequest) =>
  apiRequest(`/api/copies/${encodeURIComponent(copyId)}/reconcile`, { body, schema: CopyListItem });

export const fetchCopyStatus = (copyId: string) => apiRequest(`/api/copies/${encodeURIComponent(copyId)}`, { schema: CopyStatusResponse });
