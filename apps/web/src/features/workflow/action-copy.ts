import type { WorkflowAction } from '@attest/domain';
import { i18n } from '@/i18n';
import { serverText } from '@/i18n/server-text';

/** What each action does, told to the user before they confirm. */
export const actionDescription = (action: WorkflowAction) => i18n.t(`workflow:actionCopy.description.${action}`);

/** The confirmation after an action: the server's own sentence in English, the same sentence translated otherwise. */
export const completedText = (action: WorkflowAction, serverMessage: string) =>
  serverText(serverMessage, () => i18n.t(`domain:actionResult.${action}`));

/** The actions whose comment is something more specific than a comment. */
const OWN_COMMENT_LABEL = ['abort_workflow', 'new_version', 'mark_obsolete', 'reject_document', 'request_changes', 'restore_from_archive', 'cancel_scheduled_release'] as const;
type OwnCommentLabelAction = (typeof OWN_COMMENT_LABEL)[number];
const hasOwnCommentLabel = (action: WorkflowAction): action is OwnCommentLabelAction =>
  (OWN_COMMENT_LABEL as readonly WorkflowAction[]).includes(action);

/** The label of the comment box of an action. */
export const commentLabel = (action: WorkflowAction) =>
  hasOwnCommentLabel(action) ? i18n.t(`workflow:actionCopy.commentLabel.${action}`) : i18n.t('workflow:common.comment');
