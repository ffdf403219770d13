import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import {
  CategorySelect,
  ConfidentialitySelect,
  DepartmentSelect,
  DocumentTypeSelect,
  PrioritySelect,
} from '../sop-fields';
import { CATEGORY_REQUIRED, DEPARTMENT_REQUIRED, TITLE_REQUIRED, type BulkRow } from './bulk-rows';

interface BulkRowsTableProps {
  rows: readonly BulkRow[];
  onChange: (id: string, patch: Partial<Omit<BulkRow, 'id' | 'errors'>>) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
}

const compact = 'h-8 text-xs';

function CellError({ id, message, detail }: { id: string; message: string | undefined; detail?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-xs text-destructive">
      {message}
      {detail && <span className="block text-muted-foreground">Not found: “{detail}”</span>}
    </p>
  );
}

/** The rows of a bulk upload, every field editable; each row shows its problems under the fields concerned. */
export function BulkRowsTable({ rows, onChange, onRemove, disabled }: BulkRowsTableProps) {
  return (
    <Table className="min-w-[1000px]">
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">#</TableHead>
          <TableHead className="min-w-52">Title *</TableHead>
          <TableHead className="min-w-40">Category *</TableHead>
          <TableHead className="min-w-40">Department *</TableHead>
          <TableHead className="min-w-44">Description</TableHead>
          <TableHead className="min-w-36">Keywords</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Priority</TableHead>
          <TableHead>Confidentiality</TableHead>
          <TableHead>
            <span className="sr-only">Remove</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => {
          const number = index + 1;
          const has = (message: string) => (row.errors.includes(message) ? message : undefined);
          const titleError = has(TITLE_REQUIRED);
          const categoryError = has(CATEGORY_REQUIRED);
          const departmentError = has(DEPARTMENT_REQUIRED);
          const otherErrors = row.errors.filter((error) => ![TITLE_REQUIRED, CATEGORY_REQUIRED, DEPARTMENT_REQUIRED].includes(error));
          const errorId = (field: string) => `${row.id}-${field}-error`;
          return (
            <TableRow key={row.id} className={cn('align-top hover:bg-transparent', row.errors.length > 0 && 'bg-destructive/5')} data-testid="bulk-row">
              <TableCell className="pt-4 text-xs text-muted-foreground">{number}</TableCell>
              <TableCell>
                <Input
                  className={compact}
                  aria-label={`Title, row ${number}`}
                  value={row.title}
                  onChange={(event) => onChange(row.id, { title: event.target.value })}
                  aria-invalid={titleError ? true : undefined}
                  aria-describedby={titleError ? errorId('title') : undefined}
                  disabled={disabled}
                />
                <CellError id={errorId('title')} message={titleError} />
                {otherErrors.map((error) => (
                  <p key={error} className="mt-1 text-xs text-destructive">
                    {error}
                  </p>
                ))}
              </TableCell>
              <TableCell>
                <CategorySelect
                  className="[&_select]:h-8 [&_select]:py-1 [&_select]:text-xs"
                  aria-label={`Category, row ${number}`}
                  value={row.categoryId}
                  onChange={(event) => onChange(row.id, { categoryId: event.target.value })}
                  aria-invalid={categoryError ? true : undefined}
                  aria-describedby={categoryError ? errorId('category') : undefined}
                  disabled={disabled}
                />
                <CellError id={errorId('category')} message={categoryError} detail={row.unknownCategory} />
              </TableCell>
              <TableCell>
                <DepartmentSelect
                  className="[&_select]:h-8 [&_select]:py-1 [&_select]:text-xs"
                  aria-label={`Department, row ${number}`}
                  value={row.departmentId}
                  onChange={(event) => onChange(row.id, { departmentId: event.target.value })}
                  aria-invalid={departmentError ? true : undefined}
                  aria-describedby={departmentError ? errorId('department') : undefined}
                  disabled={disabled}
                />
                <CellError id={errorId('department')} message={departmentError} detail={row.unknownDepartment} />
              </TableCell>
              <TableCell>
                <Input
                  className={compact}
                  aria-label={`Description, row ${number}`}
                  value={row.description}
                  onChange={(event) => onChange(row.id, { description: event.target.value })}
                  disabled={disabled}
                />
              </TableCell>
              <TableCell>
                <Input
                  className={compact}
                  aria-label={`Keywords, row ${number}`}
                  value={row.keywords}
                  onChange={(event) => onChange(row.id, { keywords: event.target.value })}
                  disabled={disabled}
                />
              </TableCell>
              <TableCell>
                <DocumentTypeSelect
                  short
                  className="w-24 [&_select]:h-8 [&_select]:py-1 [&_select]:text-xs"
                  aria-label={`Document type, row ${number}`}
                  value={row.documentType}
                  onChange={(event) => onChange(row.id, { documentType: event.target.value as BulkRow['documentType'] })}
                  disabled={disabled}
                />
              </TableCell>
              <TableCell>
                <PrioritySelect
                  className="w-28 [&_select]:h-8 [&_select]:py-1 [&_select]:text-xs"
                  aria-label={`Priority, row ${number}`}
                  value={row.priority}
                  onChange={(event) => onChange(row.id, { priority: event.target.value as BulkRow['priority'] })}
                  disabled={disabled}
                />
              </TableCell>
              <TableCell>
                <ConfidentialitySelect
                  className="w-32 [&_select]:h-8 [&_select]:py-1 [&_select]:text-xs"
                  aria-label={`Confidentiality, row ${number}`}
                  value={row.confidentiality}
                  onChange={(event) =>
                    onChange(row.id, { confidentiality: event.target.value as BulkRow['confidentiality'] })
                  }
                  disabled={disabled}
                />
              </TableCell>
              <TableCell>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  onClick={() => onRemove(row.id)}
                  aria-label={`Remove row ${number}`}
                  disabled={disabled}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
