import { ConversionCheckResponse, DiagnosticsResponse, TestEmailResponse } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

// A LibreOffice conversion may take most of a minute on a busy server.
const SLOW_MS = 3 * 60_000;

export const runDiagnosticsRequest = () => apiRequest('/api/system/diagnostics', { method: 'POST', schema: DiagnosticsResponse, timeoutMs: SLOW_MS });
export const convertSampleRequest = () => apiRequest('/api/system/integration-checks/conversion', { method: 'POST', schema: ConversionCheckResponse, timeoutMs: SLOW_MS });
export const sendTestEmailRequest = () => apiRequest('/api/system/integration-checks/email', { method: 'POST', schema: TestEmailResponse });
