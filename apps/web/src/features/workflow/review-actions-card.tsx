import { useState } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';
import { toast } from 'sonner';
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
import { useSession } from '@/features/auth/session';
import { ApiError } from '@/lib/api-client';
import { activeWorkflowOf, useDocumentWorkflows, useWorkflowAction } from './queries';

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
          toast.success(decision === 'approved' ? 'Document approved successfully' : 'Document rejected successfully');
        },
        onError: (error) => {
          setConfirming(null);
          toast.error('Action Failed', { description: error instanceof ApiError ? error.message : 'Please check your connection and try again.' });
        },
      },
    );
  };

  const blank = !comment.trim();
  return (
    <Card role="region" aria-labelledby="review-actions-title">
      <CardHeader className="pb-4">
        <CardTitle as="h2" id="review-actions-title" className="text-base">
          Review Actions
        </CardTitle>
        <CardDescription>You are a reviewer of this document. Record your decision with a comment.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Field id="review-page-comment" label="Review comment" required hint={blank ? 'Please provide a review comment' : undefined}>
          <Textarea {...fieldAria('review-page-comment', undefined, true)} value={comment} maxLength={5000} onChange={(event) => setComment(event.target.value)} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setConfirming('approved')} disabled={blank}>
            <CheckCircle2 aria-hidden="true" />
            Approve
          </Button>
          <Button variant="destructive" onClick={() => setConfirming('rejected')} disabled={blank}>
            <XCircle aria-hidden="true" />
            Reject
          </Button>
        </div>
      </CardContent>
      <AlertDialog open={confirming !== null} onOpenChange={(open) => !open && !review.isPending && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{confirming === 'rejected' ? 'Reject this document?' : 'Approve this document?'}</AlertDialogTitle>
            <AlertDialogDescription>
              Your review of “{doc.title}” is recorded with your comment and cannot be changed afterwards.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={review.isPending}>Cancel</AlertDialogCancel>
            <Button variant={confirming === 'rejected' ? 'destructive' : 'default'} onClick={confirm} loading={review.isPending} loadingText="Saving…">
              Confirm
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
