import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/filter-field';
import { SearchFilterCard } from '@/components/search-filter-card';
import { statusLabel } from '@/i18n/labels';
import { WORKFLOW_STATUS_FILTERS, type WorkflowStatusFilter } from '@/lib/workflow-search';

interface WorkflowFiltersProps {
  q: string | undefined;
  status: WorkflowStatusFilter | undefined;
  onChange: (patch: { q?: string; status?: WorkflowStatusFilter }, options?: { replace?: boolean }) => void;
  onClear: () => void;
  canClear: boolean;
}

const statusOptions = () => WORKFLOW_STATUS_FILTERS.map((value) => ({ value, label: statusLabel(value) }));

/** Filters & Search (spec 02 §2): document title or number, status, Clear Filters. */
export function WorkflowFilters({ q, status, onChange, onClear, canClear }: WorkflowFiltersProps) {
  const { t } = useTranslation('workflow');
  return (
    <SearchFilterCard
      texts={{ title: t('filters.title'), clear: t('filters.clear'), search: t('filters.search'), searchPlaceholder: t('filters.searchPlaceholder') }}
      searchId="workflows-search"
      q={q}
      onChange={onChange}
      onClear={onClear}
      canClear={canClear}
      className="grid gap-4 sm:grid-cols-3"
    >
      <FilterSelect
        id="workflows-status"
        label={t('filters.status')}
        allLabel={t('filters.allStatuses')}
        value={status}
        options={statusOptions()}
        onChange={(next) => onChange({ status: next })}
      />
    </SearchFilterCard>
  );
}
