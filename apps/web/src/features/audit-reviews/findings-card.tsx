import { useState, type FormEvent } from 'react';
import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { AUDIT_REVIEW_FINDING_ENTRIES_MAX, AUDIT_REVIEW_FINDING_MAX, type AuditReviewFinding } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/format';
import { errorText } from '@/i18n/error-text';
import { useAddAuditReviewFinding } from './queries';

interface FindingsCardProps {
  reviewId: string;
  findings: readonly AuditReviewFinding[];
  /** Entries ticked in the trail; null when the review is signed and takes no more findings. */
  selected: readonly number[] | null;
  onRecorded: () => void;
}

/** The reviewer's findings: what they saw, each optionally pointing to entries of the period. */
export function FindingsCard({ reviewId, findings, selected, onRecorded }: FindingsCardProps) {
  const { t } = useTranslation('auditReviews');
  const add = useAddAuditReviewFinding(reviewId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const tooMany = (selected?.length ?? 0) > AUDIT_REVIEW_FINDING_ENTRIES_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('findings.required'));
      return;
    }
    setError(undefined);
    try {
      await add.mutateAsync({ text, entrySeqs: [...(selected ?? [])] });
      setText('');
      onRecorded();
      toast.success(t('findings.recorded'));
    } catch (caught) {
      toast.error(t('findings.failed'), { description: errorText(caught, t('findings.tryAgain')) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          {t('findings.title')}
        </CardTitle>
        <CardDescription>{t('findings.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {findings.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ListChecks className="size-4" aria-hidden="true" />
            {t('findings.none')}
          </p>
        ) : (
          <ol className="grid gap-3" aria-label={t('findings.title')}>
            {findings.map((finding, index) => (
              <li key={finding.id} className="rounded-md border p-3 text-sm">
                <p className="whitespace-pre-wrap">
                  <span className="mr-1 font-semibold">{index + 1}.</span>
                  {finding.text}
                </p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {finding.entrySeqs.length > 0 && <span className="mr-2">{t('findings.entries', { seqs: finding.entrySeqs.map((seq) => `#${seq}`).join(', ') })}</span>}
                  {t('findings.by', { name: finding.createdBy, when: formatDateTime(finding.createdAt) })}
                </p>
              </li>
            ))}
          </ol>
        )}
        {selected && (
          <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate aria-label={t('findings.add')}>
            <Field id="finding-text" label={t('findings.text')} required error={error} hint={t('findings.hint')}>
              <Textarea {...fieldAria('finding-text', error, true)} maxLength={AUDIT_REVIEW_FINDING_MAX} value={text} onChange={(e) => setText(e.target.value)} />
            </Field>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {selected.length === 0 ? t('findings.noEntries') : t('findings.linked', { count: selected.length, seqs: selected.map((seq) => `#${seq}`).join(', ') })}
              {tooMany && ` ${t('findings.tooMany', { max: AUDIT_REVIEW_FINDING_ENTRIES_MAX })}`}
            </p>
            <div>
              <Button type="submit" loading={add.isPending} disabled={tooMany}>
                {t('findings.add')}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
