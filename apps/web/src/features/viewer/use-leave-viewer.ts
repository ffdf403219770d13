import { useCanGoBack, useRouter } from '@tanstack/react-router';
import type { Role } from '@attest/domain';

/** Back and Escape return to where the reader came from; opened from a link, to the document's page. */
export function useLeaveViewer(role: Role, documentId: string): () => void {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return () => {
    if (canGoBack) router.history.back();
    else void router.navigate({ to: '/dashboard/$role/documents/$documentId', params: { role, documentId } });
  };
}
