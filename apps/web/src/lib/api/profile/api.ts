import {
  ChangePasswordResponse,
  ProfileActivityResponse,
  ProfileResponse,
  UserPreferencesResponse,
  type ChangePasswordRequest,
  type ProfileUpdateRequest,
  type UserPreferencesUpdate,
} from '@attest/domain';
import { apiRequest } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload-request';

export const fetchProfile = () => apiRequest('/api/profile', { schema: ProfileResponse });
export const saveProfile = (body: ProfileUpdateRequest) => apiRequest('/api/profile', { method: 'PUT', body, schema: ProfileResponse });
export const changePasswordRequest = (body: ChangePasswordRequest) => apiRequest('/api/profile/password', { body, schema: ChangePasswordResponse });
export const fetchPreferences = () => apiRequest('/api/profile/preferences', { schema: UserPreferencesResponse });
export const savePreferencesRequest = (body: UserPreferencesUpdate) =>
  apiRequest('/api/profile/preferences', { method: 'PUT', body, schema: UserPreferencesResponse });
export const fetchActivity = () => apiRequest('/api/profile/activity', { schema: ProfileActivityResponse });

export const uploadAvatarRequest = (file: File, csrfToken: string | null) =>
  uploadWithProgress({ url: '/api/profile/avatar', metadata: {}, file, csrfToken, schema: ProfileResponse });
