import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterCard } from '@/components/filter-card';
import { FilterSelect, SearchField } from '@/components/filter-field';
import { statusLabel } from '@/i18n/labels';
import { useUrlSearchText } from '@/lib/use-url-search-text';
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
  const searchChanged = useCallback((next: string | undefined) => onChange({ q: next }, { replace: true }), [onChange]);
  const [text, setText] = useUrlSearchText(q, searchChanged);

  return (
    <FilterCard title={t('filters.title')} clearLabel={t('filters.clear')} onClear={onClear} clearDisabled={!canClear && !text} className="grid gap-4 sm:grid-cols-3">
      <SearchField
        id="workflows-search"
        label={t('filters.search')}
        className="sm:col-span-2"
        placeholder={t('filters.searchPlaceholder')}
        value={text}
        onChange={setText}
      />
      <FilterSelect
        id="workflows-status"
        label={t('filters.status')}
        allLabel={t('filters.allStatuses')}
        value={status}
        options={statusOptions()}
        onChange={(next) => onChange({ status: next })}
      />
    </FilterCard>
  );
}
