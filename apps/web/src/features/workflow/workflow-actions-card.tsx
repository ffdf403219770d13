import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRight, PenLine } from 'lucide-react';
import { needsFile, TRANSITIONS, WORKFLOW_ACTIONS, type CurrentUser, type DocumentDetail, type WorkflowAction } from '@attest/domain';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { actionLabel, statusLabel } from '@/i18n/labels';
import { cn } from '@/lib/utils';
import { actionDescription } from './action-copy';
import { ActionDialog, type CommentAction } from './action-dialog';
import { ApproveDialog } from './approve-dialog';
import { AssessmentDialog } from './assessment-dialog';
import { MakeEffectiveDialog } from './make-effective-dialog';
import { othersPending } from './on-behalf-fields';
import { needsComment, needsSignature, offeredActions } from './offered-actions';
import { activeWorkflowOf, useDocumentWorkflows } from '@/lib/api/workflow/queries';
import { SubmitReviewDialog } from './submit-review-dialog';
import { stepLabel } from './workflow-labels';

const DESTRUCTIVE: readonly WorkflowAction[] = ['reject_document', 'abort_workflow', 'mark_obsolete', 'cancel_scheduled_release'];
const OWN_DIALOG: readonly WorkflowAction[] = ['submit_for_review', 'request_re_review', 'approve_document', 'admin_internal_assessment', 'make_effective'];

/** Workflow Actions (spec 02 §2): what this user may do with the document now, each in its own dialog. */
export function WorkflowActionsCard({ doc, className }: { doc: DocumentDetail; className?: string }) {
  const { data: session } = useSession();
  // Readers (the role user) take no part in any workflow: no card for them.
  if (!session || !WORKFLOW_ACTIONS.some((action) => TRANSITIONS[action].roles.includes(session.user.role))) return null;
  return <ActionsCard doc={doc} user={session.user} className={className} />;
}

function ActionsCard({ doc, user, className }: { doc: DocumentDetail; user: CurrentUser; className?: string }) {
  const { t } = useTranslation(['workflow', 'errors']);
  const workflows = useDocumentWorkflows(doc.id);
  const [open, setOpen] = useState<WorkflowAction | null>(null);
  const workflow = activeWorkflowOf(workflows.data);
  const actions = offeredActions({ status: doc.status, role: user.role, userId: user.id, authorId: doc.author.id, workflow });
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  // The server refuses these without a file (VERSION_HAS_NO_FILE); the card says so before anyone tries.
  const blocked = (action: WorkflowAction) => !doc.hasFile && needsFile(action);
  const noFileId = `no-file-${doc.id}`;
  const target = { id: doc.id, title: doc.title, docNumber: doc.docNumber, version: doc.version, priority: doc.priority, trainingRequired: doc.trainingRequired, status: doc.status };

  return (
    <Card className={className}>
      <CardHeader className="pb-4">
        <CardTitle as="h2" className="text-base">
          {t('actionsCard.title')}
        </CardTitle>
        <CardDescription>
          {/* The step only when it says more than the status ("Pending Approval · Pending Approval" said it twice). */}
          {[...new Set([statusLabel(doc.status), ...(workflow ? [stepLabel(workflow.currentStep)] : [])])].join(' · ')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {workflows.isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : actions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('actionsCard.none')}</p>
        ) : (
          <>
            {actions.some(blocked) && (
              <p id={noFileId} className="mb-3 rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm">
                {t('errors:VERSION_HAS_NO_FILE')}
              </p>
            )}
            <ul className="grid gap-2" aria-label={t('actionsCard.listLabel')}>
              {actions.map((action) => (
                <li key={action}>
                  <button
                    type="button"
                    onClick={() => setOpen(action)}
                    disabled={blocked(action)}
                    aria-describedby={blocked(action) ? noFileId : undefined}
                    className={cn(
                      'group flex w-full items-start gap-3 rounded-lg border px-3 py-2.5 text-left outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent',
                      DESTRUCTIVE.includes(action) && 'hover:border-destructive/50',
                    )}
                  >
                    <span className="grid min-w-0 flex-1 gap-0.5">
                      <span className="flex flex-wrap items-center gap-2 text-sm font-medium">
                        {actionLabel(action)}
                        {needsSignature(action) && (
                          <Badge variant="outline" className="gap-1 border-primary/40 text-primary">
                            <PenLine className="size-3" aria-hidden="true" />
                            {t('common.eSignatureRequired')}
                          </Badge>
                        )}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {actionDescription(action)}
                        {needsComment(action) && !OWN_DIALOG.includes(action) && ` ${t('actionsCard.commentRequired')}`}
                      </span>
                    </span>
                    <ChevronRight className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>

      <SubmitReviewDialog
        open={open === 'submit_for_review' || open === 'request_re_review'}
        onOpenChange={close}
        user={user}
        document={target}
        action={open === 'request_re_review' ? 'request_re_review' : 'submit_for_review'}
      />
      <ApproveDialog open={open === 'approve_document'} onOpenChange={close} document={target} signerName={user.name} onBehalfOf={othersPending(workflow?.assignments ?? [], 'approver', user.id)} />
      <AssessmentDialog open={open === 'admin_internal_assessment'} onOpenChange={close} document={target} signerName={user.name} />
      <MakeEffectiveDialog open={open === 'make_effective'} onOpenChange={close} document={target} signerName={user.name} />
      <ActionDialog
        action={open && !OWN_DIALOG.includes(open) ? (open as CommentAction) : null}
        onOpenChange={close}
        document={target}
        workflow={workflow}
        user={user}
      />
    </Card>
  );
}
