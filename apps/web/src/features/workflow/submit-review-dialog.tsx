import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { PRIORITIES, type CurrentUser, type Priority, type WorkflowActionRequest } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { capitalize } from '@/features/documents/format';
import { ApiError } from '@/lib/api-client';
import { localToday } from './dates';
import { useSubmittableDrafts, useWorkflowAction } from './queries';
import { UserPicker } from './user-picker';

export interface SubmitTarget {
  id: string;
  title: string;
  docNumber: string;
  priority: Priority;
}

interface SubmitReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: CurrentUser;
  /** The document to submit; without it the dialog offers the SOPs the user may submit. */
  document?: SubmitTarget;
  action?: 'submit_for_review' | 'request_re_review';
  onDone?: () => void;
}

const MISSING = 'Please select a SOP and assign reviewers and approvers.';

/** Submit for Review (spec 02 §2, §5): an SOP, reviewers and approvers, due date, priority and a comment. */
export function SubmitReviewDialog(props: SubmitReviewDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[calc(100svh-2rem)] max-w-2xl overflow-y-auto">
        <SubmitReviewForm {...props} />
      </DialogContent>
    </Dialog>
  );
}

function SubmitReviewForm({ onOpenChange, user, document, action = 'submit_for_review', onDone }: SubmitReviewDialogProps) {
  const rereview = action === 'request_re_review';
  const [documentId, setDocumentId] = useState(document?.id ?? '');
  const [reviewers, setReviewers] = useState<string[]>([]);
  const [approvers, setApprovers] = useState<string[]>([]);
  const [dueDate, setDueDate] = useState('');
  const [priority, setPriority] = useState<Priority>(document?.priority ?? 'medium');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ sop?: boolean; reviewers?: boolean; approvers?: boolean; comment?: string; dueDate?: string }>({});
  const drafts = useSubmittableDrafts(user.role === 'author' ? user.id : undefined, !document);
  const submit = useWorkflowAction();
  const title = rereview ? 'Request Re-review' : 'Submit for Review';
  // Changing a field clears its error.
  const clear = (key: keyof typeof errors) => setErrors((current) => ({ ...current, [key]: undefined }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      sop: !documentId,
      reviewers: reviewers.length === 0,
      approvers: approvers.length === 0,
      comment: comment.trim() ? undefined : 'Comment is required for this action',
      dueDate: dueDate && dueDate < localToday() ? 'The due date cannot be in the past' : undefined,
    };
    setErrors(next);
    if (next.sop || next.reviewers || next.approvers) {
      toast.error('Validation Error', { description: MISSING });
      return;
    }
    if (next.comment || next.dueDate) {
      toast.error('Validation Error', { description: next.comment ?? next.dueDate });
      return;
    }
    const request: WorkflowActionRequest = rereview
      ? { action: 'request_re_review', reviewers, approvers, comment: comment.trim() }
      : { action: 'submit_for_review', reviewers, approvers, comment: comment.trim(), priority, ...(dueDate ? { dueDate } : {}) };
    submit.mutate(
      { documentId, request },
      {
        onSuccess: (result) => {
          if (rereview) toast.success('Action Completed', { description: result.message });
          else toast.success('SOP Submitted', { description: 'SOP has been submitted for review successfully.' });
          onOpenChange(false);
          onDone?.();
        },
        onError: (error) =>
          toast.error('Error', {
            description: error instanceof ApiError ? error.message : 'Failed to submit SOP for review. Please try again.',
          }),
      },
    );
  };

  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          The reviewers review first; the approvers then approve with their electronic signature.
        </DialogDescription>
      </DialogHeader>

      {document ? (
        <div className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">SOP</span>
          <p className="font-medium">{document.title}</p>
          <p className="font-mono text-xs text-muted-foreground">{document.docNumber}</p>
        </div>
      ) : (
        <Field id="submit-sop" label="SOP" required error={errors.sop ? 'Select the SOP to submit' : undefined}>
          <Select
            {...fieldAria('submit-sop', errors.sop ? 'x' : undefined, true)}
            value={documentId}
            disabled={drafts.isPending}
            onChange={(event) => {
              setDocumentId(event.target.value);
              clear('sop');
              const chosen = drafts.data?.items.find((item) => item.id === event.target.value);
              if (chosen) setPriority(chosen.priority);
            }}
          >
            <option value="">{drafts.isPending ? 'Loading drafts…' : 'Select a draft SOP'}</option>
            {drafts.data?.items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title} ({item.docNumber})
              </option>
            ))}
          </Select>
          {drafts.data && drafts.data.items.length === 0 && (
            <p className="text-xs text-muted-foreground">
              {user.role === 'author' ? 'You have no draft SOPs to submit.' : 'There are no draft SOPs to submit.'}
            </p>
          )}
        </Field>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <UserPicker
          role="reviewer"
          label="Reviewers"
          selected={reviewers}
          onChange={(ids) => {
            setReviewers(ids);
            clear('reviewers');
          }}
          invalid={errors.reviewers}
        />
        <UserPicker
          role="approver"
          label="Approvers"
          selected={approvers}
          onChange={(ids) => {
            setApprovers(ids);
            clear('approvers');
          }}
          invalid={errors.approvers}
        />
      </div>

      {!rereview && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="submit-due-date" label="Due date" error={errors.dueDate}>
            <Input
              {...fieldAria('submit-due-date', errors.dueDate)}
              type="date"
              min={localToday()}
              value={dueDate}
              onChange={(event) => {
                setDueDate(event.target.value);
                clear('dueDate');
              }}
            />
          </Field>
          <Field id="submit-priority" label="Priority">
            <Select id="submit-priority" value={priority} onChange={(event) => setPriority(event.target.value as Priority)}>
              {[...PRIORITIES].reverse().map((value) => (
                <option key={value} value={value}>
                  {capitalize(value)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      )}

      <Field id="submit-comment" label="Comment" required error={errors.comment}>
        <Textarea
          {...fieldAria('submit-comment', errors.comment, true)}
          value={comment}
          maxLength={5000}
          placeholder="What should the reviewers look at?"
          onChange={(event) => {
            setComment(event.target.value);
            clear('comment');
          }}
        />
      </Field>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={submit.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={submit.isPending} loadingText="Submitting…">
          <Send aria-hidden="true" />
          {title}
        </Button>
      </DialogFooter>
    </form>
  );
}
