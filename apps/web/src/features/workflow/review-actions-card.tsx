import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, XCircle } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { DocumentDetail } from '@attest/domain';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useSession } from '@/lib/session';
import { errorText } from '@/i18n/error-text';
import { activeWorkflowOf, useDocumentWorkflows, useWorkflowAction } from '@/lib/api/workflow/queries';

type Decision = 'approved' | 'rejected';

/** Review Actions (spec 01 §2, §4): the assigned reviewer approves or rejects an in-review document with a comment. */
export function ReviewActionsCard({ doc }: { doc: DocumentDetail }) {
  const { data: session } = useSession();
  const workflows = useDocumentWorkflows(doc.id);
  const workflow = activeWorkflowOf(workflows.data);
  if (!session || doc.status !== 'in-review' || !workflow) return null;
  const assigned = workflow.assignments.some((a) => a.user.id === session.user.id && a.type === 'reviewer' && a.status === 'pending');
  if (!assigned) return null;
  return <ReviewActions doc={doc} />;
}

function ReviewActions({ doc }: { doc: DocumentDetail }) {
  const { t } = useTranslation('workflow');
  const [comment, setComment] = useState('');
  const [confirming, setConfirming] = useState<Decision | null>(null);
  const review = useWorkflowAction();

  const confirm = () => {
    if (!confirming) return;
    const decision = confirming;
    review.mutate(
      { documentId: doc.id, request: { action: 'complete_review', decision, comment: comment.trim() } },
      {
        onSuccess: () => {
          setConfirming(null);
          toast.success(decision === 'approved' ? t('reviewActions.approvedToast') : t('reviewActions.rejectedToast'));
        },
        onError: (error) => {
          setConfirming(null);
          toast.error(t('common.actionFailed'), { description: errorText(error, t('common.checkConnection')) });
        },
      },
    );
  };

  const blank = !comment.trim();
  return (
    <Card role="region" aria-labelledby="review-actions-title">
      <CardHeader className="pb-4">
        <CardTitle as="h2" id="review-actions-title" className="text-base">
          {t('reviewActions.title')}
        </CardTitle>
        <CardDescription>{t('reviewActions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Field id="review-page-comment" label={t('reviewActions.comment')} required hint={blank ? t('reviewActions.commentHint') : undefined}>
          <Textarea {...fieldAria('review-page-comment', undefined, true)} value={comment} maxLength={5000} onChange={(event) => setComment(event.target.value)} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setConfirming('approved')} disabled={blank}>
            <CheckCircle2 aria-hidden="true" />
            {t('common.approve')}
          </Button>
          <Button variant="destructive" onClick={() => setConfirming('rejected')} disabled={blank}>
            <XCircle aria-hidden="true" />
            {t('common.reject')}
          </Button>
        </div>
      </CardContent>
      <AlertDialog open={confirming !== null} onOpenChange={(open) => !open && !review.isPending && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{confirming === 'rejected' ? t('reviewActions.confirmReject') : t('reviewActions.confirmApprove')}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('reviewActions.confirmDescription', { title: doc.title })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={review.isPending}>{t('common.cancel')}</AlertDialogCancel>
            <Button variant={confirming === 'rejected' ? 'destructive' : 'default'} onClick={confirm} loading={review.isPending} loadingText={t('reviewActions.saving')}>
              {t('common.confirm')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
