import { useEffect, useState } from 'react';
import { FilterX, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { SEARCH_DEBOUNCE_MS } from '@/components/document-filters/document-filters';
import { statusLabel } from '@/i18n/labels';
import { WORKFLOW_STATUS_FILTERS, type WorkflowStatusFilter } from '@/lib/workflow-search';

interface WorkflowFiltersProps {
  q: string | undefined;
  status: WorkflowStatusFilter | undefined;
  onChange: (patch: { q?: string; status?: WorkflowStatusFilter }, options?: { replace?: boolean }) => void;
  onClear: () => void;
  canClear: boolean;
}

/** Filters & Search (spec 02 §2): document title or number, status, Clear Filters. */
export function WorkflowFilters({ q, status, onChange, onClear, canClear }: WorkflowFiltersProps) {
  const { t } = useTranslation('workflow');
  const [text, setText] = useState(q ?? '');
  const [shownQ, setShownQ] = useState(q);
  // Back/Forward and Clear Filters change the URL: the box follows it.
  if (shownQ !== q) {
    setShownQ(q);
    if ((q ?? '') !== text.trim()) setText(q ?? '');
  }

  useEffect(() => {
    const wanted = text.trim() || undefined;
    if (wanted === q) return;
    const timer = setTimeout(() => onChange({ q: wanted, status }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, status, onChange]);

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-4">
        <CardTitle as="h2" className="text-base">
          {t('filters.title')}
        </CardTitle>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={!canClear && !text}>
          <FilterX aria-hidden="true" />
          {t('filters.clear')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor="workflows-search">{t('filters.search')}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id="workflows-search"
              type="search"
              className="pl-9"
              placeholder={t('filters.searchPlaceholder')}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="workflows-status">{t('filters.status')}</Label>
          <Select
            id="workflows-status"
            value={status ?? ''}
            onChange={(event) => onChange({ q, status: (event.target.value || undefined) as WorkflowStatusFilter | undefined })}
          >
            <option value="">{t('filters.allStatuses')}</option>
            {WORKFLOW_STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </Select>
        </div>
      </CardContent>
    </Card>
  );
}
