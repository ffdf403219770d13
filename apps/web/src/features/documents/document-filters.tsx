import { useEffect, useState } from 'react';
import { FilterX, Search } from 'lucide-react';
import { FILTERABLE_STATUSES, STATUS_LABELS, type DocumentStatus, type Ref } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCategories, useDepartments } from '@/features/reference/queries';
import { FilterField, FilterSelect } from './filter-field';
import type { ListFilters } from './list-search';

/** Spec 01 §9: search waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

const STATUS_OPTIONS = FILTERABLE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
/** A status reached by a link (e.g. from the dashboard) but not among the common ones is offered too. */
const statusOptions = (current: DocumentStatus | undefined) =>
  current && !STATUS_OPTIONS.some((o) => o.value === current) ? [...STATUS_OPTIONS, { value: current, label: STATUS_LABELS[current] }] : STATUS_OPTIONS;
const asOption = (entry: Ref) => ({ value: entry.id, label: entry.name });

interface DocumentFiltersProps {
  filters: ListFilters;
  userId: string;
  onChange: (patch: Partial<ListFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
  canClear: boolean;
}

export function DocumentFilters({ filters, userId, onChange, onClear, canClear }: DocumentFiltersProps) {
  const departments = useDepartments();
  const categories = useCategories();
  const [text, setText] = useState(filters.q ?? '');
  const [shownQ, setShownQ] = useState(filters.q);
  // Back/Forward and Clear Filters change the URL: the box follows it.
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    // The URL holds the trimmed text: a trailing space still being typed is not a change.
    if ((filters.q ?? '') !== text.trim()) setText(filters.q ?? '');
  }

  useEffect(() => {
    const wanted = text.trim() || undefined;
    if (wanted === filters.q) return;
    // Typing replaces the history entry: Back returns to the previous filters, not to every keystroke.
    const timer = setTimeout(() => onChange({ q: wanted }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-4">
        <CardTitle as="h2" className="text-base">
          Filters
        </CardTitle>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={!canClear && !text}>
          <FilterX aria-hidden="true" />
          Clear Filters
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterField id="documents-search" label="Search" className="sm:col-span-2">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="documents-search"
              type="search"
              className="pl-9"
              placeholder="Title, number, description or keyword"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </FilterField>
        <FilterSelect
          id="documents-status"
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={statusOptions(filters.status)}
          onChange={(status) => onChange({ status })}
        />
        <FilterSelect
          id="documents-department"
          label="Department"
          allLabel="All departments"
          value={filters.department}
          options={departments.data?.map(asOption)}
          onChange={(department) => onChange({ department })}
        />
        <FilterSelect
          id="documents-category"
          label="Category"
          allLabel="All categories"
          value={filters.category}
          options={categories.data?.map(asOption)}
          onChange={(category) => onChange({ category })}
        />
        <FilterField id="documents-updated-from" label="Updated from">
          <Input
            id="documents-updated-from"
            type="date"
            value={filters.updatedFrom ?? ''}
            max={filters.updatedTo}
            onChange={(event) => onChange({ updatedFrom: event.target.value || undefined })}
          />
        </FilterField>
        <FilterField id="documents-updated-to" label="Updated to">
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
          <Label htmlFor="documents-mine">Only my documents</Label>
        </div>
      </CardContent>
    </Card>
  );
}
