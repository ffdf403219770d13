import { PublicSystemNoticeResponse, SystemPreferencesResponse, type SystemPreferencesUpdate } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';
import { savedOrPending } from '@/lib/api/setting-changes/api';

export const fetchSystemPreferences = () => apiRequest('/api/system/preferences', { schema: SystemPreferencesResponse });

export const saveSystemPreferences = (body: SystemPreferencesUpdate) =>
  apiRequest('/api/system/preferences', { method: 'PUT', body, schema: savedOrPending(SystemPreferencesResponse) });

export const fetchSystemNotice = () => apiRequest('/api/system/notice', { schema: PublicSystemNoticeResponse });
