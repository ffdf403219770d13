import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionResponse } from '@attest/domain';
import { sessionQueryKey } from '@/lib/session';

// setTimeout cannot wait longer than about 24.8 days; sessions are far shorter, but stay safe.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Re-checks the session the moment it would end (24 h cap or idle limit), so an expired session sends the
 * user to sign in instead of leaving a screen whose next action fails.
 */
export function useSessionExpiry(session: SessionResponse | null | undefined): void {
  const queryClient = useQueryClient();
  const endsAt = session ? Math.min(Date.parse(session.expiresAt), Date.parse(session.idleExpiresAt)) : null;
  useEffect(() => {
    if (endsAt === null) return;
    const delay = Math.min(Math.max(endsAt - Date.now() + 1000, 0), MAX_TIMER_MS);
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }), delay);
    return () => clearTimeout(timer);
  }, [endsAt, queryClient]);
}
