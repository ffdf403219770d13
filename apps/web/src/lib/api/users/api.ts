import {
  BulkUserUpdateResponse,
  SetupCodeIssued,
  UserListResponse,
  UserResponse,
  UserUploadResponse,
  type BulkUserUpdateRequest,
  type CreateUserRequest,
  type ManagedUserStatus,
  type UpdateUserRequest,
  type UserUploadRow,
} from '@attest/domain';
import { apiRequest } from '@/lib/api-client';
import type { UserListState } from '@/lib/use-user-list';

/** The list state as API parameters: only what is set. */
export function userListParams(state: Partial<UserListState>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

export const fetchUsers = (state: UserListState) => apiRequest(`/api/users?${userListParams(state).toString()}`, { schema: UserListResponse });

export const createUserRequest = (body: CreateUserRequest) => apiRequest('/api/users', { body, schema: SetupCodeIssued, idempotent: true });

export const updateUserRequest = (id: string, body: UpdateUserRequest) =>
  apiRequest(`/api/users/${id}`, { method: 'PUT', body, schema: UserResponse });

export const setUserStatusRequest = (id: string, status: ManagedUserStatus) =>
  apiRequest(`/api/users/${id}/status`, { body: { status }, schema: UserResponse });

export const resetPasswordRequest = (id: string) => apiRequest(`/api/users/${id}/reset-password`, { method: 'POST', schema: SetupCodeIssued });

export const bulkUpdateRequest = (body: BulkUserUpdateRequest) => apiRequest('/api/users/bulk-update', { body, schema: BulkUserUpdateResponse });

export const bulkUploadRequest = (rows: UserUploadRow[]) =>
  apiRequest('/api/users/bulk-upload', { body: { rows }, schema: UserUploadResponse, timeoutMs: 10 * 60_000, idempotent: true });

/** The CSV export of the list as filtered on screen (streamed by the server, every value quoted). */
export function userExportPath(view: 'all' | 'active', state: Partial<UserListState>): string {
  const { page: _page, pageSize: _pageSize, ...filters } = state;
  const params = userListParams({ ...filters, ...(view === 'active' ? { passwordSet: 'true' as const } : {}) });
  params.set('view', view);
  return `/api/users/export.csv?${params.toString()}`;
}

export const fetchUser = (id: string) => apiRequest(`/api/users/${id}`, { schema: UserResponse });
