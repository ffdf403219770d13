import { Link, useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentSortField, DocumentSummary, Role } from '@attest/domain';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { versionLabel } from '@/i18n/labels';
import { cn } from '@/lib/utils';
import { DocumentRowActions, type RowActionHandlers } from './document-row-actions';
import { formatDate } from '@/lib/format';
import type { ResolvedListQuery } from '@/lib/list-search';
import { SortHeader } from '@/components/data-table/sort-header';
import { LockedBadge, PriorityLabel, StatusBadge } from '@/components/status-badge';

interface DocumentTableProps {
  role: Role;
  query: ResolvedListQuery;
  items: readonly DocumentSummary[] | undefined;
  loading: boolean;
  onSort: (field: DocumentSortField) => void;
  handlers: RowActionHandlers;
}

const COLUMN_COUNT = 10;
/** Ten columns share the content width beside the sidebar: headers may wrap, cells stay compact. */
const HEAD = 'px-2 whitespace-normal normal-case tracking-normal leading-tight';
const CELL = 'px-2 py-2';

/** The register: sortable headers, a row opens its document, the last cell holds the row's actions. */
export function DocumentTable({ role, query, items, loading, onSort, handlers }: DocumentTableProps) {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const sortable = { state: query, onSort, className: HEAD };

  const openRow = (event: MouseEvent<HTMLTableRowElement>, doc: DocumentSummary) => {
    // Clicks inside the row's own controls (and in menus rendered elsewhere through portals) are theirs.
    const target = event.target as HTMLElement;
    if (!event.currentTarget.contains(target) || target.closest('a, button, input, select, [role="menuitem"]')) return;
    void navigate({ to: '/dashboard/$role/documents/$documentId', params: { role, documentId: doc.id } });
  };

  return (
    <Table
      pinLastColumn
      aria-label={t('table.label')}
      aria-busy={loading || undefined}
      className={cn('text-[13px] transition-opacity', loading && items && 'opacity-60')}
    >
      <TableHeader className="bg-muted">
        <TableRow className="hover:bg-transparent">
          <SortHeader field="title" label={t('fields.title')} {...sortable} className={cn(HEAD, 'min-w-32 pl-3')} />
          <SortHeader field="docNumber" label={t('table.docNumber')} {...sortable} />
          <SortHeader field="category" label={t('fields.category')} {...sortable} />
          <SortHeader field="status" label={t('fields.status')} {...sortable} />
          <SortHeader field="priority" label={t('fields.priority')} {...sortable} />
          <TableHead className={HEAD}>{t('fields.version')}</TableHead>
          <TableHead className={HEAD}>{t('fields.author')}</TableHead>
          <TableHead className={HEAD}>{t('fields.department')}</TableHead>
          <SortHeader field="updatedAt" label={t('table.lastUpdated')} {...sortable} />
          <TableHead className={cn(HEAD, 'pr-2 text-right')}>
            <span className="sr-only">{t('table.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && !items
          ? Array.from({ length: 6 }, (_, row) => (
              <TableRow key={row}>
                {Array.from({ length: COLUMN_COUNT }, (_, cell) => (
                  <TableCell key={cell}>
                    <Skeleton className={cn('h-4', cell === 0 ? 'w-48' : 'w-16')} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : items?.map((doc) => (
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
            ))}
      </TableBody>
    </Table>
  );
}
