import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BulkUserUpdateRequest,
  BulkUserUpdateResponse,
  CreateUserRequest,
  ErrorResponse,
  IdParams,
  SetUserStatusRequest,
  SetupCodeIssued,
  UpdateUserRequest,
  UserListQuery,
  UserListResponse,
  UserResponse,
  UserUploadRequest,
  UserUploadResponse,
} from '@attest/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { auditActorOf, originOf, requireAuth } from '../../core/request-context.ts';
import { attachmentHeader } from '../files/content-disposition.ts';
import { AppError } from '../../core/app-error.ts';
import { findUserById } from './users.repo.ts';
import type { AdminContext } from './user-admin.service.ts';
import { bulkUpdateUsersByAdmin, createUserByAdmin, editUserByAdmin, recordUserExport, resetPasswordByAdmin, setUserStatusByAdmin } from './user-admin-requests.service.ts';
import { uploadUsers } from './user-upload.service.ts';
import { listUsers, streamUsers, userSummary } from './users-list.repo.ts';
import { toManagedUser } from './users.present.ts';
import { userCsvHeader, userCsvRow, userExportFileName } from './users-csv.ts';

const ExportQuery = UserListQuery.extend({ view: z.enum(['all', 'active']).default('all') });

function contextOf(request: FastifyRequest): AdminContext {
  const { user } = requireAuth(request);
  return { actor: { ...auditActorOf(request), id: user.id }, origin: originOf(request), now: request.now };
}

/**
 * User administration (spec 02 §2 User Management, All Users, Active Users). Listing needs view-users (a document
 * coordinator may read the directory); every change needs manage-user-roles. No response carries a password hash.
 */
export function userRoutes(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  const { db, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const manage = { access: 'manage-user-roles' as const };
  const withTtl = (request: FastifyRequest) => ({ ...contextOf(request), setupCodeTtlHours: config.setupCodeTtlHours });
  // Read at use time: SMTP configured and e-mail turned on in the preferences (else the setup code is shown instead).
  const mailEnabled = async () => config.mail !== undefined && (await app.preferences.get('emailEnabled'));

  api.get('/api/users', {
    config: { access: 'view-users' },
    schema: { tags, summary: 'The user directory: filtered, sorted and paged, with summary counts', querystring: UserListQuery, response: { 200: UserListResponse } },
    handler: async (request) => {
      const [list, summary] = await Promise.all([listUsers(db, request.query, request.now), userSummary(db)]);
      return { items: list.rows.map((row) => toManagedUser(row, request.now)), total: list.total, page: request.query.page, pageSize: request.query.pageSize, summary };
    },
  });

  api.get('/api/users/export.csv', {
    config: { access: 'view-users' },
    schema: { tags, summary: 'All Users / Active Users as CSV: every value quoted, ISO dates (the export is audited)', querystring: ExportQuery },
    handler: async (request, reply) => {
      const { view, ...filters } = request.query;
      // Active Users lists only users with a password set (02 §2), whatever the query says.
      const query = view === 'active' ? { ...filters, passwordSet: 'true' as const } : filters;
      await recordUserExport(db, contextOf(request), view, query);
      async function* lines() {
        yield userCsvHeader(view);
        for await (const row of streamUsers(db, query, request.now)) yield userCsvRow(toManagedUser(row, request.now), view);
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(userExportFileName(view, request.now), 'attachment'))
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  });

  api.get('/api/users/:id', {
    config: { access: 'view-users' },
    schema: { tags, summary: 'One user of the directory', params: IdParams, response: { 200: UserResponse } },
    handler: async (request) => {
      const user = await findUserById(db, request.params.id);
      if (!user) throw new AppError('USER_NOT_FOUND');
      return { user: toManagedUser(user, request.now) };
    },
  });

  api.post('/api/users', {
    config: { ...manage, idempotent: true },
    schema: { tags, summary: 'Create New User: no password; returns the one-time setup code (shown once)', body: CreateUserRequest, response: { 200: SetupCodeIssued } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, setupCode, expiresAt, mailed } = await createUserByAdmin(db, request.body, withTtl(request), mailEnabled);
      return { user: toManagedUser(user, request.now), setupCode, expiresAt: expiresAt.toISOString(), mailed };
    },
  });

  api.put('/api/users/:id', {
    config: manage,
    schema: { tags, summary: 'Edit User (old → new audited; leaving active ends their sessions)', params: IdParams, body: UpdateUserRequest, response: { 200: UserResponse } },
    handler: async (request) => {
      const user = await editUserByAdmin(db, request.params.id, request.body, contextOf(request));
      return { user: toManagedUser(user, request.now) };
    },
  });

  api.post('/api/users/:id/status', {
    config: manage,
    schema: { tags, summary: 'Activate, deactivate or suspend; anything but active ends every session of the user', params: IdParams, body: SetUserStatusRequest, response: { 200: UserResponse } },
    handler: async (request) => {
      const user = await setUserStatusByAdmin(db, request.params.id, request.body.status, contextOf(request));
      return { user: toManagedUser(user, request.now) };
    },
  });

  api.post('/api/users/:id/reset-password', {
    config: manage,
    schema: { tags, summary: 'Reset Password: clears the password, ends sessions, issues a one-time setup code', params: IdParams, response: { 200: SetupCodeIssued } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await resetPasswordByAdmin(db, request.params.id, withTtl(request), mailEnabled);
      return { user: toManagedUser(result.user, request.now), setupCode: result.setupCode, expiresAt: result.expiresAt.toISOString(), mailed: result.mailed };
    },
  });

  api.post('/api/users/bulk-update', {
    config: manage,
    schema: {
      tags,
      summary: 'Bulk role or status update (one audit event per changed user)',
      body: BulkUserUpdateRequest,
      response: { 200: BulkUserUpdateResponse, 404: ErrorResponse.describe('A user in the list does not exist (USER_NOT_FOUND); nothing is changed') },
    },
    handler: async (request) => bulkUpdateUsersByAdmin(db, request.body, contextOf(request)),
  });

  api.post('/api/users/bulk-upload', {
    config: { ...manage, idempotent: true },
    schema: { tags, summary: 'Bulk User Upload: one transaction per row; setup codes in this response only', body: UserUploadRequest, response: { 200: UserUploadResponse } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return uploadUsers(db, request.body.rows, { ...withTtl(request), mailEnabled: await mailEnabled() });
    },
  });
}
