import { FilterX } from 'lucide-react';
import { AUDIT_ACTION_FILTERS, AUDIT_GROUPS, AUDIT_GROUP_LABELS } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FilterField, FilterSelect } from '@/features/documents/filter-field';
import { capitalize } from '@/features/documents/format';
import type { AuditFilters } from './audit-search';
import { DocumentPicker } from './document-picker';
import { UserPicker } from './user-picker';

const ACTION_OPTIONS = AUDIT_ACTION_FILTERS.map((action) => ({ value: action, label: capitalize(action) }));
const GROUP_OPTIONS = AUDIT_GROUPS.map((group) => ({ value: group, label: AUDIT_GROUP_LABELS[group] }));

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
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-4">
        <CardTitle as="h2" className="text-base">
          Filters
        </CardTitle>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={!canClear}>
          <FilterX aria-hidden="true" />
          Clear Filters
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterField id="audit-document" label="Document" className="sm:col-span-2">
          <DocumentPicker id="audit-document" value={filters.document} onChange={(document) => onChange({ document })} />
        </FilterField>
        <FilterSelect
          id="audit-action"
          label="Action"
          allLabel="All actions"
          value={filters.action}
          options={ACTION_OPTIONS}
          onChange={(action) => onChange({ action })}
        />
        <FilterSelect
          id="audit-group"
          label="Badge group"
          allLabel="All groups"
          value={filters.group}
          options={GROUP_OPTIONS}
          onChange={(group) => onChange({ group })}
        />
        <FilterField id="audit-from" label="From">
          <Input id="audit-from" type="date" value={filters.from ?? ''} max={filters.to} onChange={(event) => onChange({ from: event.target.value || undefined })} />
        </FilterField>
        <FilterField id="audit-to" label="To">
          <Input id="audit-to" type="date" value={filters.to ?? ''} min={filters.from} onChange={(event) => onChange({ to: event.target.value || undefined })} />
        </FilterField>
        {canPickUser && (
          <FilterField id="audit-user" label="User" className="sm:col-span-2">
            <UserPicker id="audit-user" value={filters.user} onChange={(user) => onChange({ user })} />
          </FilterField>
        )}
        <div className="flex items-center gap-2 self-end pb-2.5">
          <Checkbox
            id="audit-mine"
            checked={filters.user === userId}
            onCheckedChange={(checked) => onChange({ user: checked === true ? userId : undefined })}
          />
          <Label htmlFor="audit-mine">Only my entries</Label>
        </div>
      </CardContent>
    </Card>
  );
}
