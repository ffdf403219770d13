import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ArchiveStaleDraftsRequest,
  ArchiveStaleDraftsResponse,
  AUDIT_RETENTION_MINIMUM_DAYS,
  DispositionDecisionRequest,
  DispositionDecisionResponse,
  DispositionListResponse,
  IdParams,
  RETENTION_DEFAULTS,
  RetentionListQuery,
  RetentionPolicies,
  RetentionPoliciesResponse,
  StaleDraftListResponse,
} from '@attest/domain';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import type { SettingsService } from '../../core/settings/settings.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { auditActorOf, originOf, requireAuth } from '../../core/request-context.ts';
import { contextOf } from '../../core/request-context.ts';
import { listDispositionDue } from './disposition.repo.ts';
import { decideDisposition } from './disposition.service.ts';
import { RETENTION_SETTING } from './retention-policies.ts';
import { archiveStaleDrafts, listStaleDrafts } from './stale-drafts.ts';

const pageOf = (q: RetentionListQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });

/** Retention (FR-RET-1 to FR-RET-3): the four day counts, the disposition review and stale drafts; administrators only. */
export function retentionRoutes(app: FastifyInstance, deps: { db: Db; store: BlobStore; settings: SettingsService; clock: Clock }): void {
  const { db, settings, clock } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['retention'];

  const present = async (): Promise<RetentionPoliciesResponse> => {
    const stored = await settings.get(RETENTION_SETTING);
    return {
      ...stored.value,
      defaults: { ...RETENTION_DEFAULTS },
      auditMinimumDays: AUDIT_RETENTION_MINIMUM_DAYS,
      updatedAt: stored.updatedAt?.toISOString() ?? null,
      updatedBy: stored.updatedBy,
    };
  };

  api.get('/api/system/retention', {
    config: { access: 'manage-system' },
    schema: { tags, summary: 'Retention policies in days: documents, auditLogs, backups, drafts (with the defaults and the audit minimum)', response: { 200: RetentionPoliciesResponse } },
    handler: present,
  });

  api.put('/api/system/retention', {
    config: { access: 'manage-system' },
    schema: { tags, summary: 'Save the four retention day counts (audited, old and new values)', body: RetentionPolicies, response: { 200: RetentionPoliciesResponse } },
    handler: async (request) => {
      await settings.set(RETENTION_SETTING, request.body, { actor: auditActorOf(request), origin: originOf(request), now: clock.now() });
      return present();
    },
  });

  api.get('/api/retention/disposition', {
    config: { access: 'manage-system' },
    schema: { tags, summary: 'Archived and obsolete documents past the documents retention period, awaiting a signed decision', querystring: RetentionListQuery, response: { 200: DispositionListResponse } },
    handler: async (request) => {
      const { documents } = (await settings.get(RETENTION_SETTING)).value;
      const page = await listDispositionDue(db, documents, clock.now(), pageOf(request.query));
      return { ...page, page: request.query.page, pageSize: request.query.pageSize };
    },
  });

  api.post('/api/retention/disposition/:id', {
    config: { access: 'manage-system' },
    schema: {
      tags,
      summary: 'Retain for another period or dispose of a document due for disposition (signed with meaning "disposition"; audited)',
      params: IdParams,
      body: DispositionDecisionRequest,
      response: { 200: DispositionDecisionResponse },
    },
    handler: async (request) =>
      decideDisposition(db, deps.store, request.params.id, request.body, { auth: requireAuth(request), origin: originOf(request), now: clock.now(), log: request.log }),
  });

  api.get('/api/retention/stale-drafts', {
    config: { access: 'manage-system' },
    schema: { tags, summary: 'Drafts untouched for longer than the drafts retention period', querystring: RetentionListQuery, response: { 200: StaleDraftListResponse } },
    handler: async (request) => {
      const { drafts } = (await settings.get(RETENTION_SETTING)).value;
      const page = await listStaleDrafts(db, drafts, clock.now(), pageOf(request.query));
      return { ...page, page: request.query.page, pageSize: request.query.pageSize };
    },
  });

  api.post('/api/retention/stale-drafts/archive', {
    config: { access: 'manage-system' },
    schema: { tags, summary: 'Archive the chosen stale drafts with a reason (each archived and audited as any archiving)', body: ArchiveStaleDraftsRequest, response: { 200: ArchiveStaleDraftsResponse } },
    handler: async (request) => archiveStaleDrafts(db, request.body.documentIds, request.body.reason, contextOf(request)),
  });
}
