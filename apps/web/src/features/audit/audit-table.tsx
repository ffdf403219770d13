import { Link } from '@tanstack/react-router';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry, Role } from '@attest/domain';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { AuditActionBadge } from '@/components/audit/action-badge';
import type { AuditSortField, ResolvedAuditQuery } from '@/lib/audit-search';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { AuditTime } from '@/components/audit/audit-time';
import { entityTypeLabel, storedRoleLabel } from '@/lib/stored-labels';

interface AuditTableProps {
  role: Role;
  query: ResolvedAuditQuery;
  items: readonly AuditEntry[] | undefined;
  loading: boolean;
  onSort: (field: AuditSortField) => void;
  onOpen: (entry: AuditEntry) => void;
}

const HEAD = 'px-3 whitespace-nowrap normal-case tracking-normal';
const CELL = 'px-3 py-2 align-top';

/** The log, paged and sorted on the server; a row (or Enter on it) opens its details. */
export function AuditTable({ role, query, items, loading, onSort, onOpen }: AuditTableProps) {
  const { t } = useTranslation('audit');
  const columns: DataTableColumn<AuditSortField>[] = [
    { key: 'timestamp', label: t('table.timestamp'), sort: 'timestamp' },
    { key: 'user', label: t('table.user'), sort: 'user' },
    { key: 'action', label: t('table.action'), sort: 'action' },
    { key: 'document', label: t('table.document') },
    { key: 'version', label: t('table.version') },
    { key: 'reason', label: t('table.reason') },
  ];
  const open = (event: MouseEvent | KeyboardEvent, entry: AuditEntry) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    onOpen(entry);
  };
  return (
    <DataTable
      label={t('table.label')}
      columns={columns}
      state={query}
      onSort={onSort}
      headClassName={HEAD}
      loading={loading}
      items={items}
      skeletonRows={6}
      skeletonWidth={(cell) => (cell === 3 ? 'w-48' : 'w-20')}
      skeletonCellClassName={CELL}
    >
      {(entry) => (
        <TableRow
          key={entry.seq}
          tabIndex={0}
          aria-label={t('table.rowLabel', { seq: entry.seq, action: entry.action, name: entry.actor.name })}
          className="cursor-pointer outline-none focus-visible:bg-muted"
          onClick={(event) => open(event, entry)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              open(event, entry);
            }
          }}
        >
          <TableCell className={CELL}>
            <AuditTime value={entry.timestamp} />
          </TableCell>
          <TableCell className={CELL}>
            <span className="block font-medium">{entry.actor.name}</span>
            {entry.actor.role && <span className="text-xs text-muted-foreground">{storedRoleLabel(entry.actor.role)}</span>}
          </TableCell>
          <TableCell className={CELL}>
            <AuditActionBadge action={entry.action} group={entry.group} />
          </TableCell>
          <TableCell className={cn(CELL, 'min-w-48')}>
            {entry.document ? (
              <Link
                to="/dashboard/$role/documents/$documentId"
                params={{ role, documentId: entry.document.id }}
                className="rounded outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="block font-mono text-xs">{entry.document.docNumber}</span>
                <span className="block">{entry.document.title}</span>
              </Link>
            ) : (
              <span className="text-muted-foreground">{entityTypeLabel(entry.entityType)}</span>
            )}
          </TableCell>
          <TableCell className={cn(CELL, 'font-mono text-xs')}>{entry.version ?? '—'}</TableCell>
          <TableCell className={cn(CELL, 'max-w-64 text-muted-foreground')}>
            <span className="line-clamp-2">{entry.reason ?? '—'}</span>
          </TableCell>
        </TableRow>
      )}
    </DataTable>
  );
}
