import { and, eq } from 'drizzle-orm';
import { WORKFLOW_ACTIONS } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { workflowAssignments } from '../../platform/db/schema/index.ts';
import { createNotifications, type NotificationInput } from '../notifications/notify.ts';
import { lifecycleEvents, type LifecycleEvents, type PersonStep } from './lifecycle-events.ts';

type StepEvent = LifecycleEvents[PersonStep];

type Notice = Omit<NotificationInput, 'userId'>;

async function assignees(tx: Db, workflowId: string, type: 'reviewer' | 'approver', status: 'pending' | 'cancelled'): Promise<string[]> {
  const rows = await tx
    .select({ userId: workflowAssignments.userId })
    .from(workflowAssignments)
    .where(and(eq(workflowAssignments.workflowId, workflowId), eq(workflowAssignments.type, type), eq(workflowAssignments.status, status)));
  return rows.map((r) => r.userId);
}

/**
 * Who learns about a workflow action, and what they read (FR-NOT-2): assignees when work reaches them,
 * the author (and whoever started the workflow) when their document moves on or comes back. The actor is never
 * told about their own action. Links lead where the reader acts: the review page for assignees.
 */
export async function workflowNotices(tx: Db, event: StepEvent): Promise<NotificationInput[]> {
  const { request: req, outcome, doc, version, actor } = event;
  const label = `${doc.docNumber} "${doc.title}" (version ${version.versionLabel})`;
  const workflowId = (outcome.details?.workflowId as string | undefined) ?? event.workflow?.id;
  const owners = [doc.authorId, event.workflow?.initiatedBy].filter((id): id is string => Boolean(id));
  const comment = 'comment' in req && req.comment?.trim() ? ` Comment: ${req.comment.trim()}` : '';
  const review = `/documents/${doc.id}/review`;
  const page = `/documents/${doc.id}`;

  const to = (userIds: readonly string[], notice: Notice): NotificationInput[] =>
    [...new Set(userIds)].filter((id) => id !== actor.id).map((userId) => ({ ...notice, userId }));

  switch (req.action) {
    case 'submit_for_review':
    case 'request_re_review':
      if (!workflowId) return [];
      return to(await assignees(tx, workflowId, 'reviewer', 'pending'), {
        title: 'Review assigned',
        message: `${actor.name} asks you to review ${label}.${comment}`,
        type: 'info',
        category: 'workflow',
        actionUrl: review,
      });
    case 'complete_review': {
      const decision = req.decision === 'approved' ? 'approved' : 'rejected';
      if (outcome.status === 'pending-approval' && workflowId) {
        const routed = { type: 'info', category: 'workflow' } as const;
        return [
          ...to(await assignees(tx, workflowId, 'approver', 'pending'), { ...routed, title: 'Approval assigned', message: `Every review of ${label} is complete; please approve it.`, actionUrl: review }),
          ...to(owners, { ...routed, title: 'Sent for approval', message: `Every review of ${label} is complete; it went on to its approvers.`, actionUrl: page }),
        ];
      }
      if (outcome.status === 'reviewed') {
        return to(owners, { title: 'Review completed', message: `All reviews of ${label} are complete; it can be submitted for approval.`, type: 'success', category: 'workflow', actionUrl: page });
      }
      if (outcome.status === 'rejected') {
        return to(owners, { title: 'Review rejected', message: `${actor.name} rejected ${label} in review; it goes back for revision.${comment}`, type: 'error', category: 'workflow', actionUrl: page });
      }
      return to(owners, { title: 'Review completed', message: `${actor.name} completed their review of ${label} (${decision}).${comment}`, type: 'info', category: 'workflow', actionUrl: page });
    }
    case 'request_changes':
      return to(owners, { title: 'Changes requested', message: `${actor.name} requests changes to ${label}.${comment}`, type: 'warning', category: 'workflow', actionUrl: page });
    case 'submit_for_approval':
      if (!workflowId) return [];
      return to(await assignees(tx, workflowId, 'approver', 'pending'), {
        title: 'Approval assigned',
        message: `${actor.name} asks you to approve ${label}.${comment}`,
        type: 'info',
        category: 'workflow',
        actionUrl: review,
      });
    case 'approve_document':
      if (outcome.status !== 'approved') return [];
      // With conditions, the author has the conditions' own notice (what to do); the others learn of the approval.
      if (req.conditions) return to(owners.filter((id) => id !== doc.authorId), { title: 'Document approved with conditions', message: `${label} was approved with conditions by ${actor.name}.`, type: 'success', category: 'workflow', actionUrl: page });
      return to(owners, { title: 'Document approved', message: `${label} was approved by ${actor.name}.`, type: 'success', category: 'workflow', actionUrl: page });
    case 'reject_document':
      return to(owners, { title: 'Document rejected', message: `${actor.name} rejected ${label}.${comment}`, type: 'error', category: 'workflow', actionUrl: page });
    case 'abort_workflow': {
      const cancelled = workflowId ? [...(await assignees(tx, workflowId, 'reviewer', 'cancelled')), ...(await assignees(tx, workflowId, 'approver', 'cancelled'))] : [];
      return to([...owners, ...cancelled], { title: 'Workflow aborted', message: `${actor.name} aborted the workflow of ${label}; it is back in draft.${comment}`, type: 'warning', category: 'workflow', actionUrl: page });
    }
    case 'make_effective':
    case 'admin_internal_assessment':
      return effectiveNotices(event, label, owners, comment, to);
    case 'mark_obsolete':
      return to(owners, { title: 'Document obsolete', message: `${actor.name} marked ${label} obsolete.${comment}`, type: 'warning', category: 'document', actionUrl: page });
    case 'cancel_scheduled_release':
      return to(owners, { title: 'Scheduled release cancelled', message: `${actor.name} cancelled the scheduled release of ${label}; it is approved, not effective.${comment}`, type: 'warning', category: 'document', actionUrl: page });
    case 'new_version':
    case 'restore_from_archive':
      return [];
  }
}

function effectiveNotices(
  event: StepEvent,
  label: string,
  owners: string[],
  comment: string,
  to: (userIds: readonly string[], notice: Notice) => NotificationInput[],
): NotificationInput[] {
  const { outcome, doc, actor } = event;
  const page = `/documents/${doc.id}`;
  if (outcome.status === 'effective') {
    const superseded = outcome.details?.supersededVersionId ? ' The version it replaces is now obsolete (superseded).' : '';
    const date = outcome.details?.effectiveDate;
    const from = typeof date === 'string' ? ` from ${date}` : '';
    return to(owners, { title: 'Document effective', message: `${label} is effective${from}.${superseded}`, type: 'success', category: 'document', actionUrl: page });
  }
  if (outcome.status === 'scheduled') {
    const on = String(outcome.details?.effectiveDate);
    return to(owners, { title: 'Release scheduled', message: `${actor.name} scheduled ${label} to become effective on ${on}; the version in force stays in force until then.`, type: 'info', category: 'document', actionUrl: page });
  }
  const decision = event.request.action === 'admin_internal_assessment' ? event.request.decision : undefined;
  const title = decision === 'request_changes' ? 'Changes requested' : 'Document rejected';
  return to(owners, { title, message: `${actor.name} did not release ${label} after internal assessment.${comment}`, type: decision === 'request_changes' ? 'warning' : 'error', category: 'workflow', actionUrl: page });
}

const notifyStep = async (tx: Db, event: StepEvent): Promise<void> => createNotifications(tx, await workflowNotices(tx, event));

/**
 * A scheduled release done by the system: its author and whoever scheduled it learn that it is effective, or that it
 * now waits for its audience's training.
 */
async function releasedOnDateNotices(tx: Db, event: LifecycleEvents['release_on_date']): Promise<void> {
  const { doc, version, outcome, scheduled } = event;
  const label = `${doc.docNumber} "${doc.title}" (version ${version.versionLabel})`;
  const message =
    outcome.status === 'effective' ? `${label} is effective from ${scheduled.effectiveDate}, as scheduled.` : `${label} reached its effective date and now waits for its audience's training.`;
  await createNotifications(
    tx,
    [...new Set([doc.authorId, scheduled.by])].map((userId) => ({ userId, title: 'Scheduled release done', message, type: 'success' as const, category: 'document' as const, actionUrl: `/documents/${doc.id}` })),
  );
}

/** People learn of the lifecycle steps that concern them (DESIGN §5.3); subscribed where the app is composed. */
export function notifyOnLifecycleSteps(): void {
  for (const step of WORKFLOW_ACTIONS) lifecycleEvents.on(step, notifyStep);
  lifecycleEvents.on('release_on_date', releasedOnDateNotices);
}
