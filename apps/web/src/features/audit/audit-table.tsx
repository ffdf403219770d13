import { Link } from '@tanstack/react-router';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry, Role } from '@attest/domain';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { AuditActionBadge } from '@/components/audit/action-badge';
import type { AuditSortField, ResolvedAuditQuery } from '@/lib/audit-search';
import { SortHeader } from '@/components/data-table/sort-header';
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
  const sortable = { state: query, onSort, className: HEAD };
  const open = (event: MouseEvent | KeyboardEvent, entry: AuditEntry) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    onOpen(entry);
  };
  return (
    <Table aria-label={t('table.label')} aria-busy={loading || undefined} className={cn('text-[13px] transition-opacity', loading && items && 'opacity-60')}>
      <TableHeader className="bg-muted">
        <TableRow className="hover:bg-transparent">
          <SortHeader field="timestamp" label={t('table.timestamp')} {...sortable} />
          <SortHeader field="user" label={t('table.user')} {...sortable} />
          <SortHeader field="action" label={t('table.action')} {...sortable} />
          <TableHead className={HEAD}>{t('table.document')}</TableHead>
          <TableHead className={HEAD}>{t('table.version')}</TableHead>
          <TableHead className={HEAD}>{t('table.reason')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && !items
          ? Array.from({ length: 6 }, (_, row) => (
              <TableRow key={row}>
                {Array.from({ length: 6 }, (_, cell) => (
                  <TableCell key={cell} className={CELL}>
                    <Skeleton className={cn('h-4', cell === 3 ? 'w-48' : 'w-20')} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : items?.map((entry) => (
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
            ))}
      </TableBody>
    </Table>
  );
}
