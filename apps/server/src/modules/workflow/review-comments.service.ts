import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { ActionContext } from '../../core/request-context.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { findWorkflowRow } from './workflow-list.repo.ts';
import { addComment } from './workflow.repo.ts';

/** Adds a comment to a workflow the person may see, and its audit event, in one transaction. */
export async function addReviewComment(db: Db, context: ActionContext, workflowId: string, comment: string): Promise<void> {
  const row = await findWorkflowRow(db, workflowId, context.viewer);
  if (!row) throw new AppError('NOT_FOUND', 'Workflow not found.');
  await db.transaction(async (tx) => {
    await addComment(tx, { documentId: row.document_id, workflowId: row.id, userId: context.viewer.id, action: 'comment', content: comment, createdAt: context.now });
    await appendAuditEvent(tx, { actor: context.actor, origin: context.origin, action: 'Review Comment Added', entityType: 'document', entityId: row.document_id, newValues: { workflowId: row.id, comment } });
  });
}
