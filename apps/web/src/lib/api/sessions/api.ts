import { OkResponse, SessionListResponse } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

/** My sessions, or (with a user id) an administrator's view of that user's. */
const base = (userId?: string) => (userId ? `/api/users/${userId}/sessions` : '/api/profile/sessions');

export const fetchSessions = (userId?: string) => apiRequest(base(userId), { schema: SessionListResponse });
export const endSession = (sessionId: string, userId?: string) => apiRequest(`${base(userId)}/${sessionId}`, { method: 'DELETE', schema: OkResponse });
