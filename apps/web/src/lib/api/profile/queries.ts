import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest, ProfileUpdateRequest, UserPreferencesUpdate } from '@attest/domain';
import { sessionQueryKey, useSession } from '@/lib/session';
import { applyLanguage } from '@/i18n/language';
import { changePasswordRequest, fetchActivity, fetchPreferences, fetchProfile, saveProfile, savePreferencesRequest, uploadAvatarRequest } from './api';

export const profileKeys = {
  all: ['profile'] as const,
  profile: ['profile', 'me'] as const,
  preferences: ['profile', 'preferences'] as const,
  activity: ['profile', 'activity'] as const,
};

export const useProfile = () => useQuery({ queryKey: profileKeys.profile, queryFn: fetchProfile });
const preferencesQuery = { queryKey: profileKeys.preferences, queryFn: fetchPreferences, staleTime: 5 * 60_000 };
export const usePreferences = () => useQuery(preferencesQuery);

/** Right after sign-in: reads the user's saved preferences (kept for the dashboard) and switches to their language. */
export async function applySavedLanguage(client: QueryClient): Promise<void> {
  const { preferences } = await client.fetchQuery(preferencesQuery);
  await applyLanguage(preferences.language);
}
export const useActivity = () => useQuery({ queryKey: profileKeys.activity, queryFn: fetchActivity });

/** A change to my profile: the profile, my activity and the session's user (shown in the header) reload. */
function useProfileMutation<TVariables, TResult>(fn: (variables: TVariables) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: profileKeys.all }), client.invalidateQueries({ queryKey: sessionQueryKey })]);
    },
  });
}

export const useSaveProfile = () => useProfileMutation((body: ProfileUpdateRequest) => saveProfile(body));
export const useChangePassword = () => useProfileMutation((body: ChangePasswordRequest) => changePasswordRequest(body));
export const useSavePreferences = () => useProfileMutation((body: UserPreferencesUpdate) => savePreferencesRequest(body));

export function useUploadAvatar() {
  const { data: session } = useSession();
  return useProfileMutation((file: File) => uploadAvatarRequest(file, session?.csrfToken ?? null));
}
