import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { toast } from '@/lib/toast';
import { PRIORITIES, type CurrentUser, type Priority, type WorkflowActionRequest } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorText } from '@/i18n/error-text';
import { actionLabel, priorityLabel } from '@/i18n/labels';
import { completedText } from './action-copy';
import { localToday } from '@/lib/dates';
import { useSubmittableDrafts, useWorkflowAction } from '@/lib/api/workflow/queries';
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
  const { t } = useTranslation(['workflow', 'validation']);
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
  const title = actionLabel(action);
  // Changing a field clears its error.
  const clear = (key: keyof typeof errors) => setErrors((current) => ({ ...current, [key]: undefined }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      sop: !documentId,
      reviewers: reviewers.length === 0,
      approvers: approvers.length === 0,
      comment: comment.trim() ? undefined : t('validation:commentRequiredForAction'),
      dueDate: dueDate && dueDate < localToday() ? t('submitDialog.dueDatePast') : undefined,
    };
    setErrors(next);
    if (next.sop || next.reviewers || next.approvers) {
      toast.error(t('common.validationError'), { description: t('submitDialog.missing') });
      return;
    }
    if (next.comment || next.dueDate) {
      toast.error(t('common.validationError'), { description: next.comment ?? next.dueDate });
      return;
    }
    const request: WorkflowActionRequest = rereview
      ? { action: 'request_re_review', reviewers, approvers, comment: comment.trim() }
      : { action: 'submit_for_review', reviewers, approvers, comment: comment.trim(), priority, ...(dueDate ? { dueDate } : {}) };
    submit.mutate(
      { documentId, request },
      {
        onSuccess: (result) => {
          if (rereview) toast.success(t('common.actionCompleted'), { description: completedText('request_re_review', result.message) });
          else toast.success(t('submitDialog.submittedTitle'), { description: t('submitDialog.submittedDescription') });
          onOpenChange(false);
          onDone?.();
        },
        onError: (error) => toast.error(t('common.error'), { description: errorText(error, t('submitDialog.failed')) }),
      },
    );
  };

  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{t('submitDialog.description')}</DialogDescription>
      </DialogHeader>

      {document ? (
        <div className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('submitDialog.sop')}</span>
          <p className="font-medium">{document.title}</p>
          <p className="font-mono text-xs text-muted-foreground">{document.docNumber}</p>
        </div>
      ) : (
        <Field id="submit-sop" label={t('submitDialog.sop')} required error={errors.sop ? t('submitDialog.sopRequired') : undefined}>
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
            <option value="">{drafts.isPending ? t('submitDialog.loadingDrafts') : t('submitDialog.selectDraft')}</option>
            {drafts.data?.items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title} ({item.docNumber})
              </option>
            ))}
          </Select>
          {drafts.data && drafts.data.items.length === 0 && (
            <p className="text-xs text-muted-foreground">
              {user.role === 'author' ? t('submitDialog.noOwnDrafts') : t('submitDialog.noDrafts')}
            </p>
          )}
        </Field>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <UserPicker
          role="reviewer"
          label={t('common.reviewers')}
          selected={reviewers}
          onChange={(ids) => {
            setReviewers(ids);
            clear('reviewers');
          }}
          invalid={errors.reviewers}
        />
        <UserPicker
          role="approver"
          label={t('common.approvers')}
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
          <Field id="submit-due-date" label={t('submitDialog.dueDate')} error={errors.dueDate}>
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
          <Field id="submit-priority" label={t('submitDialog.priority')}>
            <Select id="submit-priority" value={priority} onChange={(event) => setPriority(event.target.value as Priority)}>
              {[...PRIORITIES].reverse().map((value) => (
                <option key={value} value={value}>
                  {priorityLabel(value)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      )}

      <Field id="submit-comment" label={t('common.comment')} required error={errors.comment}>
        <Textarea
          {...fieldAria('submit-comment', errors.comment, true)}
          value={comment}
          maxLength={5000}
          placeholder={t('submitDialog.commentPlaceholder')}
          onChange={(event) => {
            setComment(event.target.value);
            clear('comment');
          }}
        />
      </Field>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={submit.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={submit.isPending} loadingText={t('common.submitting')}>
          <Send aria-hidden="true" />
          {title}
        </Button>
      </DialogFooter>
    </form>
  );
}
