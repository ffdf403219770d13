import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchCategories, fetchDepartments } from './api';

export const referenceKeys = {
  all: ['reference'] as const,
  departments: (includeInactive: boolean) => ['reference', 'departments', { includeInactive }] as const,
  categories: (includeInactive: boolean) => ['reference', 'categories', { includeInactive }] as const,
};

// Reference lists change rarely; five minutes fresh saves a request on every dialog.
const REFERENCE_STALE_MS = 5 * 60_000;

export const departmentsQuery = (includeInactive = false) =>
  queryOptions({
    queryKey: referenceKeys.departments(includeInactive),
    queryFn: () => fetchDepartments(includeInactive),
    staleTime: REFERENCE_STALE_MS,
  });

export const categoriesQuery = (includeInactive = false) =>
  queryOptions({
    queryKey: referenceKeys.categories(includeInactive),
    queryFn: () => fetchCategories(includeInactive),
    staleTime: REFERENCE_STALE_MS,
  });

/** Active departments, name order (the server sorts). */
export function useDepartments(includeInactive = false) {
  return useQuery(departmentsQuery(includeInactive));
}

/** Active categories, name order. */
export function useCategories(includeInactive = false) {
  return useQuery(categoriesQuery(includeInactive));
}
