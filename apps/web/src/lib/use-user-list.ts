import { useState } from 'react';
import type { LoginFilter, ManagedUserStatus, Role, UserSort } from '@attest/domain';

export interface UserListFiltersState {
  q?: string;
  role?: Role;
  status?: ManagedUserStatus;
  login?: LoginFilter;
  passwordSet?: 'true' | 'false';
}

export interface UserListState extends UserListFiltersState {
  sort: UserSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** Spec 02 §9: users by name ascending. */
export const DEFAULT_USER_LIST: UserListState = { sort: 'name', dir: 'asc', page: 1, pageSize: 25 };

/** Clicking the sorted column flips it; another column starts ascending. Back to page 1. */
export function sortUsersBy(state: UserListState, sort: UserSort): UserListState {
  const dir = state.sort === sort && state.dir === 'asc' ? 'desc' : 'asc';
  return { ...state, sort, dir, page: 1 };
}

export function hasUserFilters(state: UserListState, fixed: UserListFiltersState = {}): boolean {
  return (['q', 'role', 'status', 'login'] as const).some((key) => state[key] !== undefined && state[key] !== fixed[key]);
}

/** The filters, sort and page of a user list, with the changes each control makes. */
export function useUserList(fixed: UserListFiltersState = {}) {
  const [state, setState] = useState<UserListState>({ ...DEFAULT_USER_LIST, ...fixed });
  return {
    state,
    setFilters: (patch: UserListFiltersState) => setState((s) => ({ ...s, ...patch, page: 1 })),
    clearFilters: () => setState((s) => ({ ...DEFAULT_USER_LIST, sort: s.sort, dir: s.dir, pageSize: s.pageSize, ...fixed })),
    sortBy: (sort: UserSort) => setState((s) => sortUsersBy(s, sort)),
    setPage: (page: number) => setState((s) => ({ ...s, page })),
    setPageSize: (pageSize: number) => setState((s) => ({ ...s, pageSize, page: 1 })),
    filtered: hasUserFilters(state, fixed),
  };
}
export type UserList = ReturnType<typeof useUserList>;
