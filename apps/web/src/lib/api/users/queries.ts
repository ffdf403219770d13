import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkUserUpdateRequest, ManagedUserStatus, UpdateUserRequest, UserUploadRow } from '@attest/domain';
import {
  bulkUpdateRequest,
  bulkUploadRequest,
  createUserRequest,
  fetchUser,
  fetchUsers,
  resetPasswordRequest,
  setUserStatusRequest,
  updateUserRequest,
} from './api';
import type { UserListState } from '@/lib/use-user-list';

export const userKeys = {
  all: ['users'] as const,
  list: (state: UserListState) => ['users', 'list', state] as const,
  one: (id: string) => ['users', 'one', id] as const,
};

export function useUsers(state: UserListState) {
  return useQuery({ queryKey: userKeys.list(state), queryFn: () => fetchUsers(state), placeholderData: keepPreviousData });
}

export function useUser(id: string) {
  return useQuery({ queryKey: userKeys.one(id), queryFn: () => fetchUser(id) });
}

/** A change to the directory: every user list (and the session, whose user may be among them) reloads after it. */
function useUserMutation<TVariables, TResult>(fn: (variables: TVariables) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const useCreateUser = () => useUserMutation(createUserRequest);
export const useUpdateUser = () => useUserMutation(({ id, body }: { id: string; body: UpdateUserRequest }) => updateUserRequest(id, body));
export const useSetUserStatus = () =>
  useUserMutation(({ id, status }: { id: string; status: ManagedUserStatus }) => setUserStatusRequest(id, status));
export const useResetPassword = () => useUserMutation((id: string) => resetPasswordRequest(id));
export const useBulkUpdateUsers = () => useUserMutation((body: BulkUserUpdateRequest) => bulkUpdateRequest(body));
export const useBulkUploadUsers = () => useUserMutation((rows: UserUploadRow[]) => bulkUploadRequest(rows));
