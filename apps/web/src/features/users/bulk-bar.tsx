import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserX, X } from 'lucide-react';
import { ROLES, USER_STATUSES, type ManagedUserStatus, type Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { roleLabel, userStatusLabel } from '@/i18n/labels';

interface BulkBarProps {
  count: number;
  busy: boolean;
  onRole: (role: Role) => void;
  onStatus: (status: ManagedUserStatus) => void;
  onDeactivate: () => void;
  onClear: () => void;
}

/** The bulk bar (spec 02 §2): update role, update status, Delete Selected (deactivates; users are never removed). */
export function BulkBar({ count, busy, onRole, onStatus, onDeactivate, onClear }: BulkBarProps) {
  const { t } = useTranslation('users');
  return (
    <div role="region" aria-label={t('bulkBar.region')} className="flex flex-wrap items-end gap-3 rounded-lg border bg-muted/40 p-3">
      <p className="self-center text-sm font-medium" aria-live="polite">
        {t('bulkBar.selected', { count })}
      </p>
      <PickAndApply
        id="bulk-role"
        label={t('fields.role')}
        placeholder={t('bulkBar.chooseRole')}
        action={t('bulkBar.updateRole')}
        options={ROLES}
        labelOf={roleLabel}
        busy={busy}
        onApply={onRole}
      />
      <PickAndApply
        id="bulk-status"
        label={t('fields.status')}
        placeholder={t('bulkBar.chooseStatus')}
        action={t('bulkBar.updateStatus')}
        options={USER_STATUSES}
        labelOf={userStatusLabel}
        busy={busy}
        onApply={onStatus}
      />
      <Button size="sm" variant="destructive" disabled={busy} onClick={onDeactivate}>
        <UserX aria-hidden="true" />
        {t('bulkBar.deleteSelected')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        <X aria-hidden="true" />
        {t('bulkBar.clearSelection')}
      </Button>
    </div>
  );
}

interface PickAndApplyProps<T extends string> {
  id: string;
  label: string;
  placeholder: string;
  action: string;
  options: readonly T[];
  labelOf: (value: T) => string;
  busy: boolean;
  onApply: (value: T) => void;
}

/** A choice and the button that applies it to the selection. */
function PickAndApply<T extends string>({ id, label, placeholder, action, options, labelOf, busy, onApply }: PickAndApplyProps<T>) {
  const [value, setValue] = useState<T | ''>('');
  return (
    <div className="flex items-end gap-2">
      <div className="grid gap-1">
        <Label htmlFor={id} className="text-xs">
          {label}
        </Label>
        <Select id={id} className="w-44 [&_select]:h-9" value={value} onChange={(e) => setValue(options.find((o) => o === e.target.value) ?? '')}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {labelOf(option)}
            </option>
          ))}
        </Select>
      </div>
      <Button size="sm" disabled={!value || busy} onClick={() => value && onApply(value)}>
        {action}
      </Button>
    </div>
  );
}
