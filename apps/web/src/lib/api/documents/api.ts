import {
  ImportRepositoryFileResponse,
  RepositoryUpdateCheckResponse,
  DocumentContent,
  DocumentDetail,
  DocumentListResponse,
  UploadLimitsResponse,
  type DocumentListQuery,
  type QuickCreateDocumentRequest,
  type UpdateDocumentRequest,
} from '@attest/domain';
import { apiRequest } from '@/lib/api-client';
import { toApiParams } from '@/lib/list-search';

const documentPath = (id: string) => `/api/documents/${encodeURIComponent(id)}`;

export function fetchDocuments(query: DocumentListQuery) {
  return apiRequest(`/api/documents?${toApiParams(query).toString()}`, { schema: DocumentListResponse });
}

export function fetchDocument(id: string) {
  return apiRequest(documentPath(id), { schema: DocumentDetail });
}

export function fetchUploadLimits() {
  return apiRequest('/api/documents/upload-limits', { schema: UploadLimitsResponse });
}

export function fetchDocumentContent(id: string, versionId?: string) {
  const query = versionId ? `?versionId=${encodeURIComponent(versionId)}` : '';
  return apiRequest(`${documentPath(id)}/content${query}`, { schema: DocumentContent });
}

/** `action` tells apart creations meant to be separate that send the same details (rows of one bulk upload). */
export function createDocument(body: QuickCreateDocumentRequest, action?: string) {
  return apiRequest('/api/documents', { body, schema: DocumentDetail, idempotent: action ?? true });
}

export function updateDocument(id: string, body: UpdateDocumentRequest) {
  return apiRequest(documentPath(id), { method: 'PUT', body, schema: DocumentDetail });
}

export function duplicateDocument(id: string) {
  return apiRequest(`${documentPath(id)}/duplicate`, { method: 'POST', schema: DocumentDetail, idempotent: true });
}

/** Locking needs no reason; unlocking does (kept in the audit trail). */
export function setDocumentLocked(id: string, locked: boolean, reason?: string) {
  if (!locked) return apiRequest(`${documentPath(id)}/unlock`, { body: { reason: reason ?? '' }, schema: DocumentDetail });
  return apiRequest(`${documentPath(id)}/lock`, { method: 'POST', schema: DocumentDetail });
}

/** Read and understood: acknowledges the version in force for the signed-in user. */
export function acknowledgeDocument(id: string) {
  return apiRequest(`${documentPath(id)}/acknowledge`, { method: 'POST', schema: DocumentDetail });
}

export function archiveDocument(id: string, reason: string) {
  return apiRequest(`${documentPath(id)}/archive`, { body: { reason }, schema: DocumentDetail });
}

/** The real file of the current version (or of one version): a plain link the browser downloads. */
export function documentFileUrl(id: string, options: { versionId?: string; inline?: boolean } = {}): string {
  const base = options.versionId
    ? `${documentPath(id)}/versions/${encodeURIComponent(options.versionId)}/file`
    : `${documentPath(id)}/file`;
  return `${base}?disposition=${options.inline ? 'inline' : 'attachment'}`;
}

/** A version's PDF rendition (409 RENDITION_PENDING / RENDITION_FAILED until there is one). */
export function documentRenditionUrl(id: string, versionId: string, options: { inline?: boolean } = {}): string {
  return `${documentPath(id)}/versions/${encodeURIComponent(versionId)}/rendition?disposition=${options.inline ? 'inline' : 'attachment'}`;
}

export const UPLOAD_PATH = '/api/documents/upload';
export const replaceFilePath = (id: string) => `${documentPath(id)}/file`;

/** "Check for updates" (FR-REPO-2): the imported path at the branch head against the imported file. */
export function checkRepositoryUpdates(id: string) {
  return apiRequest(`${documentPath(id)}/repository-check`, { method: 'POST', schema: RepositoryUpdateCheckResponse });
}

/** Imports the repository file again as the document's next version. */
export function importRepositoryVersion(connectionId: string, body: { path: string; docNumber: string; changeSummary: string }) {
  return apiRequest(`/api/repositories/${encodeURIComponent(connectionId)}/import`, {
    method: 'POST',
    body: { target: 'version', ...body },
    schema: ImportRepositoryFileResponse,
  });
}
