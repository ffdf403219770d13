import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApproveSettingChangeRequest, IdParams, RejectSettingChangeRequest, SettingChangeListQuery, SettingChangeRecord } from '@attest/domain';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { listSettingChanges, presentSettingChange } from '../../core/settings/setting-changes.repo.ts';
import { originOf, requireAuth } from '../../core/request-context.ts';
import type { SettingChangeDecisions } from './setting-changes.service.ts';

/**
 * Four-eyes approval of setting changes that weaken a GxP control (the four-eyes rule): the list, and the decisions —
 * approve with a signature or reject (another administrator), withdraw (the proposer). Administrators only.
 */
export function settingChangesRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock; decisions: SettingChangeDecisions }): void {
  const { db, clock, decisions } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['system'];
  const access = 'manage-system' as const;
  const ctxOf = (request: Parameters<typeof requireAuth>[0]) => ({ auth: requireAuth(request), origin: originOf(request), now: clock.now() });

  api.get('/api/system/setting-changes', {
    config: { access },
    schema: { tags, summary: 'Setting changes that weaken a control: pending and decided, newest first (at most 100)', querystring: SettingChangeListQuery, response: { 200: z.array(SettingChangeRecord) } },
    handler: async (request) => (await listSettingChanges(db, request.query)).map(presentSettingChange),
  });

  api.post('/api/system/setting-changes/:id/approve', {
    config: { access },
    schema: { tags, summary: 'Approve a pending change as a second administrator, with an electronic signature (meaning "approved"); applies it', params: IdParams, body: ApproveSettingChangeRequest, response: { 200: SettingChangeRecord } },
    handler: (request) => decisions.approve(request.params.id, request.body, ctxOf(request)),
  });

  api.post('/api/system/setting-changes/:id/reject', {
    config: { access },
    schema: { tags, summary: 'Reject a pending change as a second administrator, with a reason', params: IdParams, body: RejectSettingChangeRequest, response: { 200: SettingChangeRecord } },
    handler: (request) => decisions.reject(request.params.id, request.body.reason, ctxOf(request)),
  });

  api.post('/api/system/setting-changes/:id/withdraw', {
    config: { access },
    schema: { tags, summary: 'Withdraw your own pending change', params: IdParams, response: { 200: SettingChangeRecord } },
    handler: (request) => decisions.withdraw(request.params.id, ctxOf(request)),
  });
}
