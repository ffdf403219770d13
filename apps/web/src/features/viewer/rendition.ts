import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** What the rendition endpoint answered: the PDF, or why there is none yet. */
export type Rendition =
  | { state: 'ready'; pdf: Blob }
  | { state: 'pending' }
  | { state: 'failed'; reason: string };

/** While the server converts, the viewer asks again this often. */
export const RENDITION_POLL_MS = 3000;

export const renditionUrl = (documentId: string, versionId: string) =>
  `/api/documents/${encodeURIComponent(documentId)}/versions/${encodeURIComponent(versionId)}/rendition`;

/** The error body is read loosely: the rendition codes are the endpoint's own, whatever else the API knows. */
async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
  const code = typeof body?.error?.code === 'string' ? body.error.code : 'INTERNAL';
  const message = typeof body?.error?.message === 'string' ? body.error.message : response.statusText;
  return { code, message };
}

export async function fetchRendition(documentId: string, versionId: string): Promise<Rendition> {
  const response = await fetch(renditionUrl(documentId, versionId), { credentials: 'same-origin', headers: { accept: 'application/pdf' } });
  if (response.ok) return { state: 'ready', pdf: await response.blob() };
  const { code, message } = await errorOf(response);
  if (response.status === 409 && code === 'RENDITION_PENDING') return { state: 'pending' };
  if (response.status === 409 && code === 'RENDITION_FAILED') return { state: 'failed', reason: message };
  throw new ApiError(response.status, 'INTERNAL', message);
}

/** The viewable PDF of one version, asked for again every few seconds while it is being prepared. */
export function useRendition(documentId: string, versionId: string | undefined) {
  return useQuery({
    queryKey: ['documents', 'rendition', documentId, versionId ?? 'none'],
    queryFn: () => fetchRendition(documentId, versionId ?? ''),
    enabled: Boolean(versionId),
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? RENDITION_POLL_MS : false),
    // A ready rendition never changes; only a pending one is asked for again.
    staleTime: (query) => (query.state.data?.state === 'ready' ? Infinity : 0),
    gcTime: 60_000,
    retry: false,
  });
}
