import { useTranslation } from 'react-i18next';
import type { OnBehalfOf } from '@attest/domain';
import { Field, fieldAria } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

/** A draft "Act on behalf of": whom for (empty until chosen) and why. */
export interface OnBehalfDraft {
  userId: string;
  reason: string;
}

/** The request's onBehalfOf once both are given, else null (the dialog keeps Confirm disabled). */
export const onBehalfOf = (draft: OnBehalfDraft): OnBehalfOf | null => (draft.userId && draft.reason.trim() ? { userId: draft.userId, reason: draft.reason.trim() } : null);

/**
 * "Act on behalf of" (DESIGN §4.10): shown when the signed-in person is not an assignee of the step. Nobody completes a
 * step in another's name: they choose whom they act for and give the reason, which the record keeps beside their own name.
 */
export function OnBehalfFields({ assignees, value, onChange }: { assignees: readonly { id: string; name: string }[]; value: OnBehalfDraft; onChange: (next: OnBehalfDraft) => void }) {
  const { t } = useTranslation('workflow');
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{t('onBehalf.title')}</legend>
      <p className="text-xs text-muted-foreground">{t('onBehalf.hint')}</p>
      <Field id="on-behalf-user" label={t('onBehalf.assignee')} required>
        <Select {...fieldAria('on-behalf-user', undefined, true)} value={value.userId} onChange={(event) => onChange({ ...value, userId: event.target.value })}>
          <option value="">{t('onBehalf.choose')}</option>
          {assignees.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="on-behalf-reason" label={t('onBehalf.reason')} required>
        <Textarea {...fieldAria('on-behalf-reason', undefined, true)} value={value.reason} maxLength={2000} onChange={(event) => onChange({ ...value, reason: event.target.value })} />
      </Field>
    </fieldset>
  );
}

/** The pending assignees of a step type, when the signed-in person is not one of them (else none: they act themselves). */
export function othersPending(assignments: readonly { user: { id: string; name: string }; type: string; status: string }[], type: 'reviewer' | 'approver', userId: string) {
  const pending = assignments.filter((a) => a.type === type && a.status === 'pending');
  if (pending.some((a) => a.user.id === userId)) return [];
  return pending.map((a) => ({ id: a.user.id, name: a.user.name }));
}
