import { eq } from 'drizzle-orm';
import type { OnBehalfOf } from '@attest/domain';
import { users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../core/app-error.ts';
import { createNotification } from '../notifications/notify.ts';
import type { AssignmentType } from './workflow.repo.ts';
import type { ActionScope } from './workflow-context.ts';

/** Someone a step was completed for: shown everywhere as "<actor> on behalf of <name> — <reason>". */
export interface ActingFor {
  userId: string;
  name: string;
  reason: string;
}

/**
 * Checks an "Act on behalf of" (DESIGN §4.10): only holders of override-workflow-steps may, never for themselves, and
 * only for a person the step is still waiting for (the caller completes it and refuses otherwise).
 */
export async function actingFor(scope: ActionScope, onBehalfOf: OnBehalfOf, mayOverride: boolean): Promise<ActingFor> {
  if (!mayOverride) throw new AppError('FORBIDDEN', 'Only document control and administrators act on behalf of an assignee.');
  if (onBehalfOf.userId === scope.auth.user.id) throw new AppError('VALIDATION_FAILED', 'You are the assignee: act in your own name.');
  const [assignee] = await scope.tx.select({ name: users.name }).from(users).where(eq(users.id, onBehalfOf.userId)).limit(1);
  if (!assignee) throw new AppError('NOT_ASSIGNED', 'That person is not assigned to this workflow step.');
  return { userId: onBehalfOf.userId, name: assignee.name, reason: onBehalfOf.reason };
}

/** The assignee learns that their step was completed for them, by whom and why. */
export async function tellAssignee(scope: ActionScope, type: AssignmentType, decision: 'approved' | 'rejected', who: ActingFor): Promise<void> {
  const step = type === 'reviewer' ? 'review' : 'approval';
  await createNotification(scope.tx, {
    userId: who.userId,
    title: `Your ${step} was completed on your behalf`,
    message: `${scope.auth.user.name} completed your ${step} of ${scope.doc.docNumber} "${scope.doc.title}" on your behalf (${decision}). Reason: ${who.reason}`,
    type: 'info',
    category: 'workflow',
    actionUrl: `/documents/${scope.doc.id}`,
  });
}

/** What the audit event records of it. */
export const onBehalfDetails = (who: ActingFor | null) => (who ? { onBehalfOf: { userId: who.userId, name: who.name, reason: who.reason } } : {});
