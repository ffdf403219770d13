import { useState, type FormEvent } from 'react';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { SETTING_CHANGE_MEANING, type FourEyesSettingKey, type SettingChangeRecord } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useSession } from '@/lib/session';
import { SignatureDialog } from '@/components/signature-dialog/signature-dialog';
import { errorText } from '@/i18n/error-text';
import { formatDateTime } from '@/lib/date-display';
import { useDecideSettingChange, usePendingChange } from '@/lib/api/setting-changes/queries';

/**
 * The change of this setting waiting for a second administrator, if any: what it changes, who
 * proposed it, when and why; Approve (signed) and Reject for other administrators, Withdraw for the proposer.
 */
export function PendingChangePanel({ settingKey }: { settingKey: FourEyesSettingKey }) {
  const pending = usePendingChange(settingKey);
  const { data: session } = useSession();
  if (!pending.data || !session) return null;
  return <PendingChange key={pending.data.id} change={pending.data} me={session.user} />;
}

function PendingChange({ change, me }: { change: SettingChangeRecord; me: { id: string; name: string } }) {
  const { t } = useTranslation('settingChanges');
  const decide = useDecideSettingChange(change.settingKey, change.id);
  const [signing, setSigning] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const mine = change.proposedBy.id === me.id;
  const valueText = (value: boolean | number) => (typeof value === 'boolean' ? t(value ? 'on' : 'off') : String(value));
  // The field names come from the server's rule table (packages/domain weakened-controls.ts), each with its label here.
  const label = (field: string) => String(t(`fields.${field}` as never));
  const changes = change.weakened.map((w) => `${label(w.field)}: ${valueText(w.from)} → ${valueText(w.to)}`);
  const headingId = `pending-change-${change.id}`;
  const failed = (error: unknown) => toast.error(t('failed'), { description: errorText(error, t('failed')) });

  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    decide.mutate({ kind: 'reject', reason: reason.trim() }, { onSuccess: () => toast.success(t('rejected')), onError: failed });
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-amber-500/50 bg-amber-50 p-4 text-sm dark:bg-amber-950/30">
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <ShieldAlert aria-hidden="true" className="size-5 text-amber-600" />
        {t('title')}
      </h2>
      <p>{t('proposed', { name: change.proposedBy.name, when: formatDateTime(change.proposedAt) })}</p>
      <div>
        <h3 className="font-medium">{t('changes')}</h3>
        <ul className="list-disc pl-5">
          {changes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="text-muted-foreground">{t('otherFields')}</p>
      </div>
      <p>
        <span className="font-medium">{t('reason')}:</span> {change.reason}
      </p>
      {mine ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-muted-foreground">{t('ownChange')}</p>
          <Button variant="outline" loading={decide.isPending} onClick={() => decide.mutate({ kind: 'withdraw' }, { onSuccess: () => toast.success(t('withdrawn')), onError: failed })}>
            {t('withdraw')}
          </Button>
        </div>
      ) : rejecting ? (
        <form onSubmit={reject} noValidate className="grid max-w-lg gap-3">
          <Field id={`${headingId}-reject-reason`} label={t('rejectReason')} required>
            <Textarea {...fieldAria(`${headingId}-reject-reason`, undefined, true)} maxLength={2000} value={reason} onChange={(event) => setReason(event.target.value)} />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" variant="destructive" disabled={!reason.trim()} loading={decide.isPending}>
              {t('confirmReject')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setRejecting(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex gap-2">
          <Button onClick={() => setSigning(true)}>{t('approve')}</Button>
          <Button variant="outline" onClick={() => setRejecting(true)}>
            {t('reject')}
          </Button>
        </div>
      )}
      <SignatureDialog
        open={signing}
        onOpenChange={setSigning}
        meaning={SETTING_CHANGE_MEANING}
        meaningStatement={t('signStatement', { name: change.proposedBy.name })}
        actionLabel={t('signAction')}
        documentLabel={t('signLabel', { setting: t(`settings.${change.settingKey}`), changes: changes.join('; ') })}
        signerName={me.name}
        commentRequired={false}
        onSign={async ({ signature }) => {
          await decide.mutateAsync({ kind: 'approve', body: { signingToken: signature.signingToken, meaning: SETTING_CHANGE_MEANING, consent: signature.consent } });
          toast.success(t('approved'));
        }}
      />
    </section>
  );
}
