import { z } from 'zod';
import { Category, CategoryInput, Department, DepartmentInput } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

export type DepartmentInputValue = z.input<typeof DepartmentInput>;
export type CategoryInputValue = z.input<typeof CategoryInput>;

const listPath = (base: string, includeInactive: boolean) => (includeInactive ? `${base}?includeInactive=true` : base);

export function fetchDepartments(includeInactive = false) {
  return apiRequest(listPath('/api/departments', includeInactive), { schema: z.array(Department) });
}

export function fetchCategories(includeInactive = false) {
  return apiRequest(listPath('/api/categories', includeInactive), { schema: z.array(Category) });
}

export function createDepartment(body: DepartmentInputValue) {
  return apiRequest('/api/departments', { body, schema: Department });
}

export function updateDepartment(id: string, body: DepartmentInputValue) {
  return apiRequest(`/api/departments/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: Department });
}

export function createCategory(body: CategoryInputValue) {
  return apiRequest('/api/categories', { body, schema: Category });
}

export function updateCategory(id: string, body: CategoryInputValue) {
  return apiRequest(`/api/categories/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: Category });
}
