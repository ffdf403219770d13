import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest, ProfileUpdateRequest, UserPreferencesUpdate } from '@attest/domain';
import { sessionQueryKey, useSession } from '@/features/auth/session';
import { changePasswordRequest, fetchActivity, fetchPreferences, fetchProfile, saveProfile, savePreferencesRequest, uploadAvatarRequest } from './api';

export const profileKeys = {
  all: ['profile'] as const,
  profile: ['profile', 'me'] as const,
  preferences: ['profile', 'preferences'] as const,
  activity: ['profile', 'activity'] as const,
};

export const useProfile = () => useQuery({ queryKey: profileKeys.profile, queryFn: fetchProfile });
export const usePreferences = () => useQuery({ queryKey: profileKeys.preferences, queryFn: fetchPreferences, staleTime: 5 * 60_000 });
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
