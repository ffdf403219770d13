import { useTranslation } from 'react-i18next';
import { REVIEW_PERIOD_MONTHS } from '@attest/domain';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatDate } from '@/lib/format';
import { nextReviewDate } from './assessment-form';
import { localToday } from '@/lib/dates';

interface ReviewPeriodFieldsProps {
  idPrefix: string;
  effectiveDate: string;
  months: number;
  onEffectiveDate: (value: string) => void;
  onMonths: (value: number) => void;
  effectiveDateError?: string;
}

/** Effective date, review period (6–36 months) and the next review date computed from them. */
export function ReviewPeriodFields({ idPrefix, effectiveDate, months, onEffectiveDate, onMonths, effectiveDateError }: ReviewPeriodFieldsProps) {
  const { t } = useTranslation('workflow');
  const next = nextReviewDate(effectiveDate, months);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field id={`${idPrefix}-effective-date`} label={t('reviewPeriod.effectiveDate')} required error={effectiveDateError}>
        <Input
          {...fieldAria(`${idPrefix}-effective-date`, effectiveDateError, true)}
          type="date"
          min={localToday()}
          value={effectiveDate}
          onChange={(event) => onEffectiveDate(event.target.value)}
        />
      </Field>
      <Field id={`${idPrefix}-review-period`} label={t('reviewPeriod.reviewPeriod')} required>
        <Select id={`${idPrefix}-review-period`} value={String(months)} onChange={(event) => onMonths(Number(event.target.value))}>
          {REVIEW_PERIOD_MONTHS.map((value) => (
            <option key={value} value={value}>
              {t('reviewPeriod.months', { count: value })}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid content-start gap-1.5">
        <span className="text-sm font-medium" id={`${idPrefix}-next-review-label`}>
          {t('reviewPeriod.nextReviewDate')}
        </span>
        <output
          aria-labelledby={`${idPrefix}-next-review-label`}
          aria-live="polite"
          className="flex h-10 items-center rounded-md border bg-muted/60 px-3 text-sm"
        >
          {next ? formatDate(next) : '—'}
        </output>
      </div>
    </div>
  );
}
