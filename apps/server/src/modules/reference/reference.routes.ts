import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Category, CategoryInput, Department, DepartmentInput, IdParams, hasPermission } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { originOf, requireAuth, auditActorOf } from '../../core/request-context.ts';
import { listCategories, listDepartments, type CategoryRow, type DepartmentRow } from './reference.repo.ts';
import { createCategory, createDepartment, updateCategory, updateDepartment } from './reference.service.ts';

const presentDepartment = (row: DepartmentRow): Department => ({ id: row.id, name: row.name, description: row.description, isActive: row.isActive });
const presentCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  description: row.description,
  retentionDays: row.retentionDays,
  requiresApproval: row.requiresApproval,
  autoArchive: row.autoArchive,
  isActive: row.isActive,
});
const ListQuery = z.object({ includeInactive: z.enum(['true', 'false']).optional() });

/** Departments and categories: everyone reads the active ones; admin and document coordinator manage them. */
export function referenceRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const manages = (request: Parameters<typeof requireAuth>[0]) => hasPermission(requireAuth(request).user.role, 'manage-categories');

  api.get('/api/departments', {
    config: { access: 'authenticated' },
    schema: { tags: ['reference'], summary: 'Departments (inactive ones for managers on request)', querystring: ListQuery, response: { 200: z.array(Department) } },
    handler: async (request) => (await listDepartments(db, request.query.includeInactive === 'true' && manages(request))).map(presentDepartment),
  });
  api.post('/api/departments', {
    config: { access: 'manage-categories' },
    schema: { tags: ['reference'], summary: 'Add a department', body: DepartmentInput, response: { 201: Department } },
    handler: async (request, reply) => {
      const row = await createDepartment(db, request.body, { actor: auditActorOf(request), origin: originOf(request) });
      return reply.code(201).send(presentDepartment(row));
    },
  });
  api.put('/api/departments/:id', {
    config: { access: 'manage-categories' },
    schema: { tags: ['reference'], summary: 'Edit, deactivate or reactivate a department', params: IdParams, body: DepartmentInput, response: { 200: Department } },
    handler: async (request) => presentDepartment(await updateDepartment(db, request.params.id, request.body, { actor: auditActorOf(request), origin: originOf(request) }, request.now)),
  });

  api.get('/api/categories', {
    config: { access: 'authenticated' },
    schema: { tags: ['reference'], summary: 'Document categories', querystring: ListQuery, response: { 200: z.array(Category) } },
    handler: async (request) => (await listCategories(db, request.query.includeInactive === 'true' && manages(request))).map(presentCategory),
  });
  api.post('/api/categories', {
    config: { access: 'manage-categories' },
    schema: { tags: ['reference'], summary: 'Add a category', body: CategoryInput, response: { 201: Category } },
    handler: async (request, reply) => {
      const row = await createCategory(db, request.body, { actor: auditActorOf(request), origin: originOf(request) });
      return reply.code(201).send(presentCategory(row));
    },
  });
  api.put('/api/categories/:id', {
    config: { access: 'manage-categories' },
    schema: { tags: ['reference'], summary: 'Edit, deactivate or reactivate a category', params: IdParams, body: CategoryInput, response: { 200: Category } },
    handler: async (request) => presentCategory(await updateCategory(db, request.params.id, request.body, { actor: auditActorOf(request), origin: originOf(request) }, request.now)),
  });
}
