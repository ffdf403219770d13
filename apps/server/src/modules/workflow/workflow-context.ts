import type { z } from 'zod';
import type { AuditAction, WorkflowActionRequest } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import type { AuthContext } from '../../core/request-context.ts';
import type { AuditActor, RequestOrigin } from '../audit/audit.repo.ts';
import type { DocumentRow, VersionRow } from '../documents/documents.repo.ts';
import type { WorkflowRow } from './workflow.repo.ts';

export type ActionRequest = z.output<typeof WorkflowActionRequest>;
export type ActionOf<A extends ActionRequest['action']> = Extract<ActionRequest, { action: A }>;

/** Administrators' workflow preferences an action follows, read when the request arrives. */
export interface WorkflowRules {
  /** The last completed review moves the document on to the approvers named at submission (FR-LC-2). */
  routeToApprovalWhenReviewed: boolean;
}
export const DEFAULT_WORKFLOW_RULES: WorkflowRules = { routeToApprovalWhenReviewed: false };

/** Everything an action handler works with, inside the transaction that holds the document's row lock. */
export interface ActionScope {
  tx: Db;
  auth: AuthContext;
  origin: RequestOrigin;
  doc: DocumentRow;
  version: VersionRow;
  workflow: WorkflowRow | undefined;
  today: string;
  /** The app's clock when the action began: the time its records store. */
  now: Date;
  rules: WorkflowRules;
}

/** What a handler changed; the service applies the document update and writes the audit event. */
export interface ActionOutcome {
  status: DocumentRow['status'];
  documentChanges?: Partial<DocumentRow>;
  auditAction: AuditAction;
  details?: Record<string, unknown>;
  /** Extra events, in order, for actions that are two steps (assessment then make effective). */
  before?: { auditAction: AuditAction; status: DocumentRow['status']; details?: Record<string, unknown> }[];
}

/** What becoming effective works with: the records name `recordedBy` (the system's releases: who made it effective). */
export type ReleaseScope = Pick<ActionScope, 'tx' | 'doc' | 'version' | 'workflow' | 'now'> & { recordedBy: string };

/** Who releases a version: a person acting now, or the system on the date a person scheduled (`recordedBy`). */
export type ReleaseContext = ReleaseScope & Pick<ActionScope, 'today'> & { actor: AuditActor; origin?: RequestOrigin };
