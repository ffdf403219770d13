import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { setCsrfToken } from '@/lib/api-client';
import { logout } from '@/lib/api/auth/api';

/** Spec 01 §2: Sign Out always ends on the landing page, even when the server cannot be reached. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      console.error('Sign-out request failed; leaving anyway', error);
    }
    setCsrfToken(null);
    // Leave the protected area before dropping the cache, so its guard does not bounce to /login first.
    await navigate({ to: '/' });
    queryClient.clear();
  }, [navigate, queryClient]);
}
