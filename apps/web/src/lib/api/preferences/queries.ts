import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SystemPreferencesUpdate } from '@attest/domain';
import { isPendingChange } from '@/lib/api/setting-changes/api';
import { settingChangesKey } from '@/lib/api/setting-changes/queries';
import { fetchSystemNotice, fetchSystemPreferences, saveSystemPreferences } from './api';

const systemPreferencesKey = ['system', 'preferences'] as const;
const systemNoticeKey = ['system', 'notice'] as const;

export function useSystemPreferences() {
  return useQuery({ queryKey: systemPreferencesKey, queryFn: fetchSystemPreferences });
}

/** A save changes the banner, the upload limit and the session's idle time: those are fetched afresh. */
export function useSaveSystemPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SystemPreferencesUpdate) => saveSystemPreferences(body),
    onSuccess: (saved) => {
      // A weakening save is held for a second administrator: the preferences are unchanged, the pending panel shows it.
      if (isPendingChange(saved)) return client.invalidateQueries({ queryKey: settingChangesKey });
      client.setQueryData(systemPreferencesKey, saved);
      void client.invalidateQueries({ queryKey: systemNoticeKey });
    },
  });
}

/** The maintenance banner: anyone may read it, signed in or not; checked again every minute. */
export function useSystemNotice() {
  return useQuery({ queryKey: systemNoticeKey, queryFn: fetchSystemNotice, refetchInterval: 60_000, staleTime: 30_000 });
}
