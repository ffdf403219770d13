import { SignatureConfigResponse, type SignatureConfigUpdate } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';
import { savedOrPending } from '@/lib/api/setting-changes/api';

export const fetchSignatureConfig = () => apiRequest('/api/system/signature-config', { schema: SignatureConfigResponse });

export const saveSignatureConfig = (body: SignatureConfigUpdate) =>
  apiRequest('/api/system/signature-config', { method: 'PUT', body, schema: savedOrPending(SignatureConfigResponse) });
