import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { CONDITION_MAX_CHARS, RespondConditionRequest, type ApprovalCondition } from '@attest/domain';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { errorText, fieldText } from '@/i18n/error-text';
import { useConditionChange } from './queries';

export interface ConditionAction {
  kind: 'respond' | 'close';
  condition: ApprovalCondition;
}

interface ConditionActionDialogProps {
  documentId: string;
  action: ConditionAction | null;
  onOpenChange: (open: boolean) => void;
}

/** Respond to a condition (how it was met, required) or close it (a reason, optional). */
export function ConditionActionDialog({ documentId, action, onOpenChange }: ConditionActionDialogProps) {
  return (
    <Dialog open={action !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        {action && <ConditionForm key={`${action.kind}-${action.condition.id}`} documentId={documentId} action={action} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ConditionForm({ documentId, action, onDone }: { documentId: string; action: ConditionAction; onDone: () => void }) {
  const { t } = useTranslation('workflow');
  const change = useConditionChange(documentId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const respond = action.kind === 'respond';
  const number = action.condition.position;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (respond) {
      const parsed = RespondConditionRequest.safeParse({ response: text });
      if (!parsed.success) {
        setError(fieldText(parsed.error.issues[0]?.message ?? ''));
        return;
      }
    }
    const request = respond ? { kind: 'respond' as const, conditionId: action.condition.id, response: text.trim() } : { kind: 'close' as const, conditionId: action.condition.id, reason: text.trim() || undefined };
    change.mutate(request, {
      onSuccess: () => {
        toast.success(t(respond ? 'conditions.responded' : 'conditions.closed'));
        onDone();
      },
      onError: (failure) => {
        const message = errorText(failure, t('common.checkConnection'));
        setError(message);
        toast.error(t('conditions.actionFailed'), { description: message });
      },
    });
  };

  const id = respond ? 'condition-response' : 'condition-close-reason';
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{t(respond ? 'conditions.respondTitle' : 'conditions.closeTitle', { number })}</DialogTitle>
        <DialogDescription className="whitespace-pre-wrap">{action.condition.text}</DialogDescription>
      </DialogHeader>
      {!respond && action.condition.response && (
        <Alert>
          <AlertDescription className="grid gap-1">
            <span className="font-medium">{t('conditions.response')}</span>
            <span className="whitespace-pre-wrap">{action.condition.response.text}</span>
          </AlertDescription>
        </Alert>
      )}
      <Field
        id={id}
        label={t(respond ? 'conditions.responseLabel' : 'conditions.reasonLabel')}
        required={respond}
        error={error}
        hint={respond ? t('conditions.responseHint') : t('conditions.closeNote')}
      >
        <Textarea
          {...fieldAria(id, error, respond)}
          value={text}
          maxLength={CONDITION_MAX_CHARS}
          autoFocus
          placeholder={respond ? t('common.required') : t('common.optional')}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={change.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={change.isPending} loadingText={t('common.working')}>
          {t(respond ? 'conditions.saveResponse' : 'conditions.confirmClose')}
        </Button>
      </DialogFooter>
    </form>
  );
}
