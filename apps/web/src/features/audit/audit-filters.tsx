import { useTranslation } from 'react-i18next';
import { AUDIT_ACTION_FILTERS, AUDIT_GROUPS } from '@attest/domain';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FilterCard } from '@/components/filter-card';
import { FilterField, FilterSelect } from '@/components/filter-field';
import { auditGroupLabel } from '@/i18n/labels';
import type { AuditFilters } from '@/lib/audit-search';
import { DocumentPicker } from './document-picker';
import { UserPicker } from '@/components/user-picker/user-picker';

interface AuditFiltersProps {
  filters: AuditFilters;
  userId: string;
  /** Those who may list users (view-users) pick anyone; others can narrow to their own entries. */
  canPickUser: boolean;
  onChange: (patch: Partial<AuditFilters>) => void;
  onClear: () => void;
  canClear: boolean;
}

export function AuditFilterCard({ filters, userId, canPickUser, onChange, onClear, canClear }: AuditFiltersProps) {
  const { t } = useTranslation('audit');
  const actionOptions = AUDIT_ACTION_FILTERS.map((action) => ({ value: action, label: t(`filters.actions.${action}`) }));
  const groupOptions = AUDIT_GROUPS.map((group) => ({ value: group, label: auditGroupLabel(group) }));
  return (
    <FilterCard title={t('filters.title')} clearLabel={t('filters.clear')} onClear={onClear} clearDisabled={!canClear} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <FilterField id="audit-document" label={t('filters.document')} className="sm:col-span-2">
        <DocumentPicker id="audit-document" value={filters.document} onChange={(document) => onChange({ document })} />
      </FilterField>
      <FilterSelect
        id="audit-action"
        label={t('filters.action')}
        allLabel={t('filters.allActions')}
        value={filters.action}
        options={actionOptions}
        onChange={(action) => onChange({ action })}
      />
      <FilterSelect
        id="audit-group"
        label={t('filters.group')}
        allLabel={t('filters.allGroups')}
        value={filters.group}
        options={groupOptions}
        onChange={(group) => onChange({ group })}
      />
      <FilterField id="audit-from" label={t('filters.from')}>
        <Input id="audit-from" type="date" value={filters.from ?? ''} max={filters.to} onChange={(event) => onChange({ from: event.target.value || undefined })} />
      </FilterField>
      <FilterField id="audit-to" label={t('filters.to')}>
        <Input id="audit-to" type="date" value={filters.to ?? ''} min={filters.from} onChange={(event) => onChange({ to: event.target.value || undefined })} />
      </FilterField>
      {canPickUser && (
        <FilterField id="audit-user" label={t('filters.user')} className="sm:col-span-2">
          <UserPicker id="audit-user" value={filters.user} onChange={(user) => onChange({ user })} />
        </FilterField>
      )}
      <div className="flex items-center gap-2 self-end pb-2.5">
        <Checkbox
          id="audit-mine"
          checked={filters.user === userId}
          onCheckedChange={(checked) => onChange({ user: checked === true ? userId : undefined })}
        />
        <Label htmlFor="audit-mine">{t('filters.onlyMine')}</Label>
      </div>
    </FilterCard>
  );
}
