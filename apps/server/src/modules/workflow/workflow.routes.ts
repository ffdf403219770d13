import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddCommentRequest,
  AssignableUsersResponse,
  IdParams,
  WorkflowActionRequest,
  WorkflowActionResponse,
  WorkflowDetail,
  WorkflowListQuery,
  WorkflowListResponse,
} from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { contextOf, originOf, requireAuth } from '../../core/request-context.ts';
import { findWorkflowRow, listWorkflows } from './workflow-list.repo.ts';
import { documentWorkflows } from './document-workflows.service.ts';
import { addReviewComment } from './review-comments.service.ts';
import { presentWorkflow, presentWorkflowDetail } from './workflow.present.ts';
import { activeUsersWithRole } from './workflow.repo.ts';
import { performAction } from './workflow.service.ts';
import type { SiteCalendar } from '../preferences/site-calendar.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PreferencesService } from '../preferences/system-preferences.ts';

const AssignableQuery = z.object({ role: z.enum(['reviewer', 'approver']) });

export function workflowRoutes(app: FastifyInstance, deps: { db: Db; calendar: SiteCalendar; clock: Clock; preferences: PreferencesService }): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['workflow'];
  const viewerOf = (request: Parameters<typeof requireAuth>[0]) => {
    const { user } = requireAuth(request);
    return { id: user.id, role: user.role };
  };

  api.post('/api/documents/:id/actions', {
    // Each action's roles come from the transition table, checked by the service.
    config: { access: 'view-sops', idempotent: true },
    schema: { tags, summary: 'Perform a lifecycle action (transition table of spec 02 §4)', params: IdParams, body: WorkflowActionRequest, response: { 200: WorkflowActionResponse } },
    handler: async (request) => {
      const now = deps.clock.now();
      const rules = { routeToApprovalWhenReviewed: await deps.preferences.get('routeToApprovalWhenReviewed') };
      return performAction(db, request.params.id, request.body, requireAuth(request), originOf(request), { today: await deps.calendar.today(now), now, rules });
    },
  });

  api.get('/api/workflows', {
    config: { access: 'review-history' },
    schema: { tags, summary: 'Workflows the user may see, paged and sorted (submitted, newest first by default)', querystring: WorkflowListQuery, response: { 200: WorkflowListResponse } },
    handler: async (request) => {
      const { rows, total } = await listWorkflows(db, request.query, viewerOf(request));
      return { items: rows.map(presentWorkflow), total, page: request.query.page, pageSize: request.query.pageSize };
    },
  });

  api.get('/api/workflows/:id', {
    config: { access: 'review-history' },
    schema: { tags, summary: 'A workflow with its assignments, comments and timeline', params: IdParams, response: { 200: WorkflowDetail } },
    handler: async (request) => {
      const row = await findWorkflowRow(db, request.params.id, viewerOf(request));
      if (!row) throw new AppError('NOT_FOUND', 'Workflow not found.');
      return presentWorkflowDetail(db, row);
    },
  });

  api.get('/api/documents/:id/workflows', {
    config: { access: 'view-sops' },
    schema: { tags, summary: "A document's workflows, newest first (stage history for the document page)", params: IdParams, response: { 200: z.array(WorkflowDetail) } },
    handler: async (request) => documentWorkflows(db, viewerOf(request), request.params.id),
  });

  api.post('/api/workflows/:id/comments', {
    config: { access: 'workflow-comments' },
    schema: { tags, summary: 'Add a comment to a workflow', params: IdParams, body: AddCommentRequest, response: { 201: z.object({ ok: z.literal(true) }) } },
    handler: async (request, reply) => {
      await addReviewComment(db, contextOf(request), request.params.id, request.body.comment);
      return reply.code(201).send({ ok: true as const });
    },
  });

  api.get('/api/users/assignable', {
    // Whoever takes part in workflows picks reviewers and approvers (submit for review or approval).
    config: { access: 'workflow-comments' },
    schema: { tags, summary: 'Active reviewers or approvers, sorted by name', querystring: AssignableQuery, response: { 200: AssignableUsersResponse } },
    handler: async (request) => activeUsersWithRole(db, request.query.role),
  });
}
