import { and, eq, inArray } from 'drizzle-orm';
import { workflowAssignments, workflows } from '../../platform/db/schema/index.ts';
import { AppError } from '../../core/app-error.ts';
import { signatureConfig } from '../signatures/signature-config.ts';
import type { AssignmentType } from './workflow.repo.ts';
import type { ActionScope } from './workflow-context.ts';

/**
 * Segregation of duties, enforced unless the signature configuration turns it off: the author of a version (who
 * created it, or the document's author) takes no review or approval decision on it, and whoever completed one of the
 * two steps on a version, in any of its workflows, does not complete the other.
 */
export async function assertSegregationOfDuties(scope: ActionScope, step: AssignmentType): Promise<void> {
  const config = await signatureConfig(scope.tx);
  if (!config.segregationOfDuties.enforced) return;
  const actor = scope.auth.user.id;
  if (scope.version.createdBy === actor || scope.doc.authorId === actor) throw new AppError('SOD_AUTHOR');
  const other: AssignmentType = step === 'reviewer' ? 'approver' : 'reviewer';
  const versionWorkflows = scope.tx.select({ id: workflows.id }).from(workflows).where(eq(workflows.versionId, scope.version.id));
  const [done] = await scope.tx
    .select({ id: workflowAssignments.id })
    .from(workflowAssignments)
    .where(
      and(
        inArray(workflowAssignments.workflowId, versionWorkflows),
        eq(workflowAssignments.type, other),
        eq(workflowAssignments.status, 'completed'),
        eq(workflowAssignments.completedBy, actor),
      ),
    )
    .limit(1);
  if (done) throw new AppError('SOD_REVIEWER_APPROVER');
}
