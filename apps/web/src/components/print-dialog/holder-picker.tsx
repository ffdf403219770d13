import { useTranslation } from 'react-i18next';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { UserPicker } from '@/components/user-picker/user-picker';
import type { PrintValues } from './print-form';

interface HolderPickerProps {
  values: Pick<PrintValues, 'holderUserId' | 'holderName'>;
  /** A controlled copy needs a holder: the name is required while no user is picked. */
  required: boolean;
  error: string | undefined;
  disabled: boolean;
  pickUsers: boolean;
  onChange: (next: Partial<Pick<PrintValues, 'holderUserId' | 'holderName'>>) => void;
}

/**
 * Who holds the copies: a user (told when they are to be brought back) or, for someone without an account, a name.
 * A picked user wins, so the name field steps aside while one is chosen.
 */
export function HolderPicker({ values, required, error, disabled, pickUsers, onChange }: HolderPickerProps) {
  const { t } = useTranslation('copies');
  const nameField = (
    <Input
      {...fieldAria('print-holder', error, required)}
      value={values.holderName}
      disabled={disabled}
      placeholder={t('print.holderNamePlaceholder')}
      onChange={(event) => onChange({ holderName: event.target.value })}
    />
  );
  if (!pickUsers) {
    return (
      <Field id="print-holder" label={t('print.holder')} required={required} error={error}>
        {nameField}
      </Field>
    );
  }
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="print-holder-user">{t('print.holderUser')}</Label>
        <UserPicker
          id="print-holder-user"
          texts={{ placeholder: t('picker.placeholder'), clear: t('picker.clear'), matching: t('picker.matching'), failed: t('picker.failed') }}
          activeOnly
          value={values.holderUserId}
          onChange={(holderUserId) => onChange({ holderUserId })}
        />
      </div>
      {values.holderUserId === undefined && (
        <Field id="print-holder" label={t('print.holderName')} required={required} error={error}>
          {nameField}
        </Field>
      )}
    </div>
  );
}
