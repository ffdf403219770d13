import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { refreshSession } from './api';
import { useStoreSession } from './session';

/** The user menu's Refresh Session: extends the session and confirms with a toast. */
export function useRefreshSession() {
  const storeSession = useStoreSession();
  return useMutation({
    mutationFn: refreshSession,
    onSuccess: (session) => {
      storeSession(session);
      toast.success('Session Refreshed', { description: 'Your session has been extended.' });
    },
    onError: (error) => {
      toast.error('Refresh Failed', { description: error.message });
    },
  });
}
