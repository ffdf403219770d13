import { useTranslation } from 'react-i18next';
import { isRole, type DocumentStatus, type WorkflowSummary } from '@attest/domain';
import { Badge } from '@/components/ui/badge';
import { i18n } from '@/i18n';
import { cn } from '@/lib/utils';

type WorkflowStep = WorkflowSummary['currentStep'];

/** Spec 02 §4 screen workflow states. */
export type WorkflowState = 'draft' | 'pending-review' | 'pending-approval' | 'approved' | 'rejected' | 'archived';

/** The state of a workflow as the screens name it: an aborted one went back to draft (spec 01 §4). */
export function workflowState(workflow: { status: WorkflowSummary['status']; document: { status: DocumentStatus } }): WorkflowState {
  if (workflow.document.status === 'archived') return 'archived';
  if (workflow.status === 'aborted') return 'draft';
  if (workflow.status === 'rejected') return 'rejected';
  if (workflow.status === 'completed') return 'approved';
  return workflow.document.status === 'pending-approval' ? 'pending-approval' : 'pending-review';
}

/**
 * The step a workflow is at. A running one is where its document is; a finished one stays where it ended, however
 * far its document has moved on since (a later version in a new workflow).
 */
export function stepOf(workflow: Pick<WorkflowSummary, 'status' | 'currentStep'>): WorkflowStep {
  if (workflow.status === 'completed') return 'Approved';
  if (workflow.status === 'rejected') return 'Rejected';
  if (workflow.status === 'aborted') return 'Draft';
  return workflow.currentStep;
}

/** A workflow step, as the screens name it, in the reader's language. */
export const stepLabel = (step: WorkflowStep) => i18n.t(`workflow:step.${step}`);

const STATE_CLASSES: Record<WorkflowState, string> = {
  draft: 'bg-slate-100 text-slate-700 border-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:border-slate-600',
  'pending-review': 'bg-amber-100 text-amber-800 border-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:border-amber-800',
  'pending-approval': 'bg-violet-100 text-violet-800 border-violet-300 dark:bg-violet-950 dark:text-violet-200 dark:border-violet-800',
  approved: 'bg-green-100 text-green-800 border-green-300 dark:bg-green-950 dark:text-green-200 dark:border-green-800',
  rejected: 'bg-red-100 text-red-800 border-red-300 dark:bg-red-950 dark:text-red-200 dark:border-red-800',
  archived: 'bg-stone-200 text-stone-700 border-stone-400 dark:bg-stone-800 dark:text-stone-300 dark:border-stone-600',
};

/** Spec 02 §4: the badge shows the state in upper case with hyphens as spaces. */
export function WorkflowStateBadge({ state, className }: { state: WorkflowState; className?: string }) {
  const { t } = useTranslation('workflow');
  return (
    <Badge variant="outline" className={cn(STATE_CLASSES[state], className)}>
      {t(`state.${state}`)}
    </Badge>
  );
}

/** The actions a workflow comment records under a name of its own. */
const COMMENT_ACTIONS = ['submit_for_review', 'request_re_review', 'approve', 'reject', 'request-changes', 'submit-for-approval', 'abort', 'comment'] as const;
type CommentAction = (typeof COMMENT_ACTIONS)[number];
const isCommentAction = (action: string): action is CommentAction => (COMMENT_ACTIONS as readonly string[]).includes(action);

/** What a workflow comment records, as people say it. */
export const commentActionLabel = (action: string) =>
  isCommentAction(action) ? i18n.t(`workflow:commentAction.${action}`) : action.replace(/[-_]/g, ' ');

/** The role of a workflow participant in running text ('document coordinator'). */
export const participantRole = (role: string) => (isRole(role) ? i18n.t(`workflow:participantRole.${role}`) : role.replace('_', ' '));
