import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { fieldText } from '@/i18n/error-text';
import type messages from '@/i18n/locales/en/document-bulk';
import { cn } from '@/lib/utils';
import {
  CategorySelect,
  ConfidentialitySelect,
  DepartmentSelect,
  DocumentTypeSelect,
  PrioritySelect,
} from '@/components/sop-fields';
import { CATEGORY_REQUIRED, DEPARTMENT_REQUIRED, TITLE_REQUIRED, contractIssues, isContractField, type BulkRow } from './bulk-rows';

interface BulkRowsTableProps {
  rows: readonly BulkRow[];
  onChange: (id: string, patch: Partial<Omit<BulkRow, 'id' | 'errors'>>) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
}

const compact = 'h-8 text-xs';
type Cell = keyof typeof messages.rows.cellLabels;

function CellError({ id, message, detail }: { id: string; message: string | undefined; detail?: string }) {
  const { t } = useTranslation('documentBulk');
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-xs text-destructive">
      {message}
      {detail && <span className="block text-muted-foreground">{t('rows.errors.notFound', { name: detail })}</span>}
    </p>
  );
}

/** The shared contract's complaints about a row (too long, too many keywords), in the reader's language. */
function ContractErrors({ row }: { row: BulkRow }) {
  const { t } = useTranslation('documentBulk');
  return contractIssues(row).map(({ field, message }) => (
    <p key={`${field}-${message}`} className="mt-1 text-xs text-destructive">
      {t('rows.errors.fieldIssue', { field: isContractField(field) ? t(`rows.fields.${field}`) : field, message: fieldText(message) })}
    </p>
  ));
}

/** The rows of a bulk upload, every field editable; each row shows its problems under the fields concerned. */
export function BulkRowsTable({ rows, onChange, onRemove, disabled }: BulkRowsTableProps) {
  const { t } = useTranslation('documentBulk');
  return (
    <Table className="min-w-[1000px]">
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">#</TableHead>
          <TableHead className="min-w-52">{t('rows.headers.title')}</TableHead>
          <TableHead className="min-w-40">{t('rows.headers.category')}</TableHead>
          <TableHead className="min-w-40">{t('rows.headers.department')}</TableHead>
          <TableHead className="min-w-44">{t('rows.headers.description')}</TableHead>
          <TableHead className="min-w-36">{t('rows.headers.keywords')}</TableHead>
          <TableHead>{t('rows.headers.type')}</TableHead>
          <TableHead>{t('rows.headers.priority')}</TableHead>
          <TableHead>{t('rows.headers.confidentiality')}</TableHead>
          <TableHead>
            <span className="sr-only">{t('rows.headers.remove')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => {
          const number = index + 1;
          const has = (error: string, message: string) => (row.errors.includes(error) ? message : undefined);
          const titleError = has(TITLE_REQUIRED, t('rows.errors.titleRequired'));
          const categoryError = has(CATEGORY_REQUIRED, fieldText(CATEGORY_REQUIRED));
          const departmentError = has(DEPARTMENT_REQUIRED, fieldText(DEPARTMENT_REQUIRED));
          const hasContractErrors = row.errors.some((error) => ![TITLE_REQUIRED, CATEGORY_REQUIRED, DEPARTMENT_REQUIRED].includes(error));
          const cellLabel = (cell: Cell) => t(`rows.cellLabels.${cell}`, { number });
          const errorId = (field: string) => `${row.id}-${field}-error`;
          return (
            <TableRow key={row.id} className={cn('align-top hover:bg-transparent', row.errors.length > 0 && 'bg-destructive/5')} data-testid="bulk-row">
              <TableCell className="pt-4 text-xs text-muted-foreground">{number}</TableCell>
              <TableCell>
                <Input
                  className={compact}
                  aria-label={cellLabel('title')}
                  value={row.title}
                  onChange={(event) => onChange(row.id, { title: event.target.value })}
                  aria-invalid={titleError ? true : undefined}
                  aria-describedby={titleError ? errorId('title') : undefined}
                  disabled={disabled}
                />
                <CellError id={errorId('title')} message={titleError} />
                {hasContractErrors && <ContractErrors row={row} />}
              </TableCell>
              <TableCell>
                <CategorySelect
                  className="[&_select]:h-8 [&_select]:py-1 [&_select]:text-xs"
                  aria-label={cellLabel('category')}
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
                  aria-label={cellLabel('department')}
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
                  aria-label={cellLabel('description')}
                  value={row.description}
                  onChange={(event) => onChange(row.id, { description: event.target.value })}
                  disabled={disabled}
                />
              </TableCell>
              <TableCell>
                <Input
                  className={compact}
                  aria-label={cellLabel('keywords')}
                  value={row.keywords}
                  onChange={(event) => onChange(row.id, { keywords: event.target.value })}
                  disabled={disabled}
                />
              </TableCell>
              <TableCell>
                <DocumentTypeSelect
                  short
                  className="w-24 [&_select]:h-8 [&_select]:py-1 [&_select]:text-xs"
                  aria-label={cellLabel('documentType')}
                  value={row.documentType}
                  onChange={(event) => onChange(row.id, { documentType: event.target.value as BulkRow['documentType'] })}
                  disabled={disabled}
                />
              </TableCell>
              <TableCell>
                <PrioritySelect
                  className="w-28 [&_select]:h-8 [&_select]:py-1 [&_select]:text-xs"
                  aria-label={cellLabel('priority')}
                  value={row.priority}
                  onChange={(event) => onChange(row.id, { priority: event.target.value as BulkRow['priority'] })}
                  disabled={disabled}
                />
              </TableCell>
              <TableCell>
                <ConfidentialitySelect
                  className="w-32 [&_select]:h-8 [&_select]:py-1 [&_select]:text-xs"
                  aria-label={cellLabel('confidentiality')}
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
                  aria-label={cellLabel('remove')}
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
