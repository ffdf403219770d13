import { Link } from '@tanstack/react-router';
import { MoreHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CopyListItem, ReconcileOutcome, Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { CopyStatusBadge } from './copy-status-badge';

/** A copy can still be brought back or destroyed: controlled and not yet accounted for. */
export const isOpenControlledCopy = (copy: Pick<CopyListItem, 'controlled' | 'status'>) =>
  copy.controlled && (copy.status === 'issued' || copy.status === 'to-recall');

interface CopiesTableProps {
  role: Role;
  /** Undefined while the first page loads. */
  items: CopyListItem[] | undefined;
  onReconcile: (copy: CopyListItem, outcome: ReconcileOutcome) => void;
}

export function CopiesTable({ role, items, onReconcile }: CopiesTableProps) {
  const { t } = useTranslation('copies');
  return (
    <Table pinLastColumn aria-busy={items === undefined || undefined}>
      <TableCaption className="sr-only">{t('page.caption')}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('table.document')}</TableHead>
          <TableHead>{t('table.copy')}</TableHead>
          <TableHead>{t('table.holder')}</TableHead>
          <TableHead>{t('table.printed')}</TableHead>
          <TableHead>{t('table.status')}</TableHead>
          <TableHead className="w-12">
            <span className="sr-only">{t('table.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items === undefined
          ? Array.from({ length: 5 }, (_, index) => (
              <TableRow key={index}>
                <TableCell colSpan={6}>
                  <Skeleton className="h-6 w-full" />
                </TableCell>
              </TableRow>
            ))
          : items.map((copy) => <CopyRow key={copy.id} copy={copy} role={role} onReconcile={onReconcile} />)}
      </TableBody>
    </Table>
  );
}

function CopyRow({ copy, role, onReconcile }: { copy: CopyListItem; role: Role; onReconcile: CopiesTableProps['onReconcile'] }) {
  const { t } = useTranslation('copies');
  const kind = t(copy.controlled ? 'kind.controlled' : 'kind.uncontrolled');
  return (
    <TableRow>
      <TableCell>
        <Link to="/dashboard/$role/documents/$documentId" params={{ role, documentId: copy.document.id }} className="font-medium hover:underline">
          {copy.document.docNumber}
        </Link>{' '}
        <span className="text-muted-foreground">{t('table.version', { version: copy.versionLabel })}</span>
        <div className="max-w-48 truncate text-sm text-muted-foreground" title={copy.document.title}>
          {copy.document.title}
        </div>
      </TableCell>
      <TableCell>
        <Link to="/copies/$copyId" params={{ copyId: copy.id }} className="hover:underline" aria-label={t('table.statusPage', { number: copy.number })}>
          {t('table.copyNumber', { kind, number: copy.number })}
        </Link>
        <div className="max-w-48 truncate text-xs text-muted-foreground" title={copy.purpose}>
          {copy.purpose}
        </div>
      </TableCell>
      <TableCell>
        {copy.holder ?? t('table.none')}
        {copy.location && <div className="max-w-48 text-xs text-muted-foreground">{copy.location}</div>}
      </TableCell>
      <TableCell className="text-sm">
        {formatDateTime(copy.printedAt)}
        <div className="text-xs text-muted-foreground">{t('table.printedBy', { name: copy.printedBy })}</div>
      </TableCell>
      <TableCell>
        <CopyStatusBadge status={copy.status} />
        {copy.statusReason && <div className="max-w-36 truncate text-xs text-muted-foreground" title={copy.statusReason}>{t('table.reason', { reason: copy.statusReason })}</div>}
      </TableCell>
      <TableCell>
        {isOpenControlledCopy(copy) && (
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={t('reconcile.actionsFor', { number: copy.number, docNumber: copy.document.docNumber })}>
                <MoreHorizontal aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => onReconcile(copy, 'returned')}>{t('reconcile.returned')}</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => onReconcile(copy, 'destroyed')}>{t('reconcile.destroyed')}</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </TableCell>
    </TableRow>
  );
}
