import { useTranslation } from 'react-i18next';
import type { Ref } from '@attest/domain';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCategories, useDepartments } from '@/lib/api/reference/queries';
import { statusLabel } from '@/i18n/labels';
import { SEARCH_TEXT_DEBOUNCE_MS } from '@/lib/use-url-search-text';
import { FilterField, FilterSelect } from '@/components/filter-field';
import { SearchFilterCard } from '@/components/search-filter-card';
import type { ListFilters } from '@/lib/list-search';
import { IN_FORCE, STATUS_CHOICES, statusChoiceOf, statusChoicePatch, type StatusChoice } from './status-choice';

/** Spec 01 §9: search waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = SEARCH_TEXT_DEBOUNCE_MS;

const statusOptions = (inForceLabel: string) =>
  STATUS_CHOICES.map((choice: StatusChoice) => ({ value: choice, label: choice === IN_FORCE ? inForceLabel : statusLabel(choice) }));
const asOption = (entry: Ref) => ({ value: entry.id, label: entry.name });

interface DocumentFiltersProps {
  filters: ListFilters;
  userId: string;
  onChange: (patch: Partial<ListFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
  canClear: boolean;
}

export function DocumentFilters({ filters, userId, onChange, onClear, canClear }: DocumentFiltersProps) {
  const { t } = useTranslation('documents');
  const departments = useDepartments();
  const categories = useCategories();
  return (
    <SearchFilterCard
      texts={{ title: t('filters.title'), clear: t('filters.clear'), search: t('filters.search'), searchPlaceholder: t('filters.searchPlaceholder') }}
      searchId="documents-search"
      q={filters.q}
      onChange={onChange}
      onClear={onClear}
      canClear={canClear}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <FilterSelect
        id="documents-status"
        label={t('fields.status')}
        allLabel={t('filters.allStatuses')}
        value={statusChoiceOf(filters)}
        options={statusOptions(t('filters.inForce'))}
        onChange={(choice) => onChange(statusChoicePatch(choice))}
      />
      <FilterSelect
        id="documents-department"
        label={t('fields.department')}
        allLabel={t('filters.allDepartments')}
        value={filters.department}
        options={departments.data?.map(asOption)}
        onChange={(department) => onChange({ department })}
      />
      <FilterSelect
        id="documents-category"
        label={t('fields.category')}
        allLabel={t('filters.allCategories')}
        value={filters.category}
        options={categories.data?.map(asOption)}
        onChange={(category) => onChange({ category })}
      />
      <FilterField id="documents-updated-from" label={t('filters.updatedFrom')}>
        <Input
          id="documents-updated-from"
          type="date"
          value={filters.updatedFrom ?? ''}
          max={filters.updatedTo}
          onChange={(event) => onChange({ updatedFrom: event.target.value || undefined })}
        />
      </FilterField>
      <FilterField id="documents-updated-to" label={t('filters.updatedTo')}>
        <Input
          id="documents-updated-to"
          type="date"
          value={filters.updatedTo ?? ''}
          min={filters.updatedFrom}
          onChange={(event) => onChange({ updatedTo: event.target.value || undefined })}
        />
      </FilterField>
      <div className="flex items-center gap-2 self-end pb-2.5">
        <Checkbox
          id="documents-mine"
          checked={filters.author === userId}
          onCheckedChange={(checked) => onChange({ author: checked === true ? userId : undefined })}
        />
        <Label htmlFor="documents-mine">{t('filters.mine')}</Label>
      </div>
    </SearchFilterCard>
  );
}
