import { z } from 'zod';
import {
  ImportRepositoryFileResponse,
  RepositoryConnection,
  RepositoryTreeResponse,
  TestRepositoryResponse,
  type CreateRepositoryRequest,
  type ImportRepositoryFileRequest,
  type RepositoryTreeQuery,
  type UpdateRepositoryRequest,
} from '@attest/domain';
import { apiFileRequest, apiRequest } from '@/lib/api-client';

// A first fetch of a large repository, or a test that waits for an unreachable host, may take the server's 30 s.
const SLOW_MS = 90_000;

const repositoryPath = (id: string) => `/api/repositories/${encodeURIComponent(id)}`;

export const fetchRepositories = () => apiRequest('/api/repositories', { schema: z.array(RepositoryConnection) });

export function fetchRepositoryTree(id: string, query: RepositoryTreeQuery) {
  const params = new URLSearchParams({ path: query.path ?? '', sort: query.sort ?? 'name', direction: query.direction ?? 'asc' });
  if (query.refresh === 'true') params.set('refresh', 'true');
  return apiRequest(`${repositoryPath(id)}/tree?${params.toString()}`, { schema: RepositoryTreeResponse, timeoutMs: SLOW_MS });
}

export const createRepositoryRequest = (body: CreateRepositoryRequest) => apiRequest('/api/repositories', { body, schema: RepositoryConnection });

export const updateRepositoryRequest = (id: string, body: UpdateRepositoryRequest) =>
  apiRequest(repositoryPath(id), { method: 'PUT', body, schema: RepositoryConnection });

export const deleteRepositoryRequest = (id: string) => apiRequest(repositoryPath(id), { method: 'DELETE' });

export const testRepositoryRequest = (id: string, path?: string) =>
  apiRequest(`${repositoryPath(id)}/test`, { body: path ? { path } : {}, schema: TestRepositoryResponse, timeoutMs: SLOW_MS });

export const importRepositoryFileRequest = (id: string, body: ImportRepositoryFileRequest) =>
  apiRequest(`${repositoryPath(id)}/import`, { body, schema: ImportRepositoryFileResponse, timeoutMs: SLOW_MS });

/** One file at the branch head, as a download. */
export const repositoryFileUrl = (id: string, path: string) => `${repositoryPath(id)}/file?${new URLSearchParams({ path }).toString()}`;

/** One file at the branch head as the browser shows it: PDF, text, sanitised HTML, or Word converted to PDF. */
export const repositoryPreviewUrl = (id: string, path: string) => `${repositoryPath(id)}/preview?${new URLSearchParams({ path }).toString()}`;

export const downloadRepositoryZip = (id: string, paths: string[]) => apiFileRequest(`${repositoryPath(id)}/zip`, { body: { paths }, timeoutMs: SLOW_MS });
