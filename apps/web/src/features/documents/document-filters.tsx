import { useEffect, useState } from 'react';
import { FilterX, Search } from 'lucide-react';
import { FILTERABLE_STATUSES, STATUS_LABELS } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useCategories, useDepartments } from '@/features/reference/queries';
import type { ListFilters } from './list-search';

/** Spec 01 §9: search waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

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
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor="documents-search">Search</Label>
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
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="documents-status">Status</Label>
          <Select
            id="documents-status"
            value={filters.status ?? ''}
            onChange={(event) => onChange({ status: (event.target.value || undefined) as ListFilters['status'] })}
          >
            <option value="">All statuses</option>
            {FILTERABLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="documents-department">Department</Label>
          <Select
            id="documents-department"
            value={filters.department ?? ''}
            onChange={(event) => onChange({ department: event.target.value || undefined })}
          >
            <option value="">All departments</option>
            {departments.data?.map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="documents-category">Category</Label>
          <Select
            id="documents-category"
            value={filters.category ?? ''}
            onChange={(event) => onChange({ category: event.target.value || undefined })}
          >
            <option value="">All categories</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="documents-updated-from">Updated from</Label>
          <Input
            id="documents-updated-from"
            type="date"
            value={filters.updatedFrom ?? ''}
            max={filters.updatedTo}
            onChange={(event) => onChange({ updatedFrom: event.target.value || undefined })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="documents-updated-to">Updated to</Label>
          <Input
            id="documents-updated-to"
            type="date"
            value={filters.updatedTo ?? ''}
            min={filters.updatedFrom}
            onChange={(event) => onChange({ updatedTo: event.target.value || undefined })}
          />
        </div>
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
