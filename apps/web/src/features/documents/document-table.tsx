import { Link, useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentSortField, DocumentSummary, Role } from '@attest/domain';
import { TableCell, TableRow } from '@/components/ui/table';
import { versionLabel } from '@/i18n/labels';
import { cn } from '@/lib/utils';
import { DocumentRowActions, type RowActionHandlers } from './document-row-actions';
import { formatDate } from '@/lib/format';
import type { ResolvedListQuery } from '@/lib/list-search';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { REGISTER_CELL as CELL, RegisterTable, type SortedList } from '@/components/data-table/register-table';
import { LockedBadge, PriorityLabel, StatusBadge } from '@/components/status-badge';

interface DocumentTableProps extends SortedList<DocumentSortField, DocumentSummary> {
  role: Role;
  query: ResolvedListQuery;
  handlers: RowActionHandlers;
}

/** The register: sortable headers, a row opens its document, the last cell holds the row's actions. */
export function DocumentTable({ role, handlers, ...list }: DocumentTableProps) {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const columns: DataTableColumn<DocumentSortField>[] = [
    { key: 'title', label: t('fields.title'), sort: 'title', className: 'min-w-32 pl-3' },
    { key: 'docNumber', label: t('table.docNumber'), sort: 'docNumber' },
    { key: 'category', label: t('fields.category'), sort: 'category' },
    { key: 'status', label: t('fields.status'), sort: 'status' },
    { key: 'priority', label: t('fields.priority'), sort: 'priority' },
    { key: 'version', label: t('fields.version') },
    { key: 'author', label: t('fields.author') },
    { key: 'department', label: t('fields.department') },
    { key: 'updatedAt', label: t('table.lastUpdated'), sort: 'updatedAt' },
    { key: 'actions', label: t('table.actions'), head: <span className="sr-only">{t('table.actions')}</span>, className: 'pr-2 text-right' },
  ];

  const openRow = (event: MouseEvent<HTMLTableRowElement>, doc: DocumentSummary) => {
    // Clicks inside the row's own controls (and in menus rendered elsewhere through portals) are theirs.
    const target = event.target as HTMLElement;
    if (!event.currentTarget.contains(target) || target.closest('a, button, input, select, [role="menuitem"]')) return;
    void navigate({ to: '/dashboard/$role/documents/$documentId', params: { role, documentId: doc.id } });
  };

  return (
    <RegisterTable
      label={t('table.label')}
      columns={columns}
      list={list}
      skeletonRows={6}
      skeletonWidth={(cell) => (cell === 0 ? 'w-48' : 'w-16')}
    >
      {(doc) => (
        <TableRow key={doc.id} className="group cursor-pointer" onClick={(event) => openRow(event, doc)}>
          <TableCell className="py-2 pr-2 pl-3 font-medium">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Link
                to="/dashboard/$role/documents/$documentId"
                params={{ role, documentId: doc.id }}
                className="rounded outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {doc.title}
              </Link>
              {doc.isLocked && <LockedBadge />}
            </div>
          </TableCell>
          <TableCell className={cn(CELL, 'font-mono text-xs whitespace-nowrap')}>{doc.docNumber}</TableCell>
          <TableCell className={CELL}>{doc.category.name}</TableCell>
          <TableCell className={CELL}>
            <StatusBadge status={doc.status} />
          </TableCell>
          <TableCell className={CELL}>
            <PriorityLabel priority={doc.priority} />
          </TableCell>
          <TableCell className={cn(CELL, 'font-mono text-xs')}>{versionLabel(doc.documentType, doc.version, doc.status)}</TableCell>
          <TableCell className={CELL}>{doc.author.name}</TableCell>
          <TableCell className={CELL}>{doc.department.name}</TableCell>
          <TableCell className={cn(CELL, 'text-xs whitespace-nowrap text-muted-foreground')}>
            {formatDate(doc.updatedAt)}
          </TableCell>
          <TableCell className="py-1 pr-2 pl-1 text-right">
            <DocumentRowActions doc={doc} role={role} handlers={handlers} />
          </TableCell>
        </TableRow>
      )}
    </RegisterTable>
  );
}
