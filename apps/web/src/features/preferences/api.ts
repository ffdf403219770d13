import { PublicSystemNoticeResponse, SystemPreferencesResponse, type SystemPreferencesUpdate } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

export const fetchSystemPreferences = () => apiRequest('/api/system/preferences', { schema: SystemPreferencesResponse });

export const saveSystemPreferences = (body: SystemPreferencesUpdate) =>
  apiRequest('/api/system/preferences', { method: 'PUT', body, schema: SystemPreferencesResponse });

export const fetchSystemNotice = () => apiRequest('/api/system/notice', { schema: PublicSystemNoticeResponse });
