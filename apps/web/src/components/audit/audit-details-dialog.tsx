import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Braces, Table2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry, Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { AuditActionBadge } from '@/components/audit/action-badge';
import { AuditTime } from '@/components/audit/audit-time';
import { storedRoleLabel } from '@/lib/stored-labels';
import { diffAuditValues } from './value-diff';

interface AuditDetailsDialogProps {
  entry: AuditEntry | null;
  role: Role;
  onOpenChange: (open: boolean) => void;
}

/** Audit Log Details (spec 02 §2): who, what, why, from where, the values before and after, and the chain link. */
export function AuditDetailsDialog({ entry, role, onOpenChange }: AuditDetailsDialogProps) {
  const { t } = useTranslation('audit');
  return (
    <Dialog open={entry !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100svh-2rem)] max-w-4xl overflow-y-auto">
        {entry && (
          <>
            <DialogHeader>
              <DialogTitle>{t('details.title')}</DialogTitle>
              <DialogDescription>{t('details.description', { seq: entry.seq, action: entry.action })}</DialogDescription>
            </DialogHeader>
            <AuditEntryDetails key={entry.seq} entry={entry} role={role} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The entry's facts and its values before and after: in the dialog over the trail, or on the entry's own page. */
export function AuditEntryDetails({ entry, role }: { entry: AuditEntry; role: Role }) {
  const { t } = useTranslation('audit');
  const [raw, setRaw] = useState(false);
  const rows = diffAuditValues(entry.oldValues, entry.newValues);
  const facts: [string, ReactNode][] = [
    [t('details.facts.timestamp'), <AuditTime key="t" value={entry.timestamp} />],
    [t('details.facts.user'), `${entry.actor.name}${entry.actor.role ? ` (${storedRoleLabel(entry.actor.role)})` : ''}`],
    [t('details.facts.action'), <AuditActionBadge key="a" action={entry.action} group={entry.group} />],
    [
      t('details.facts.document'),
      entry.document ? (
        <Link
          key="d"
          to="/dashboard/$role/documents/$documentId"
          params={{ role, documentId: entry.document.id }}
          className="font-medium text-primary hover:underline"
        >
          {entry.document.docNumber} · {entry.document.title}
        </Link>
      ) : (
        `${entry.entityType}${entry.entityId ? ` ${entry.entityId}` : ''}`
      ),
    ],
    [t('details.facts.version'), entry.version ?? '—'],
    [t('details.facts.reason'), entry.reason ?? '—'],
    [t('details.facts.ip'), entry.ip ?? '—'],
    [t('details.facts.userAgent'), <span key="ua" className="break-all">{entry.userAgent ?? '—'}</span>],
    [t('details.facts.sequence'), `#${entry.seq}`],
    [t('details.facts.hash'), <code key="h" className="text-xs break-all">{entry.hash}</code>],
  ];
  return (
    <>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="audit-values-title" className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 id="audit-values-title" className="font-semibold">
            {t('details.changesTitle')}
          </h3>
          <Button variant="ghost" size="sm" aria-pressed={raw} onClick={() => setRaw((shown) => !shown)}>
            {raw ? <Table2 aria-hidden="true" /> : <Braces aria-hidden="true" />}
            {raw ? t('details.showTable') : t('details.showRaw')}
          </Button>
        </div>
        {raw ? (
          <div className="grid gap-3 md:grid-cols-2">
            <RawValues label={t('details.oldValues')} value={entry.oldValues} />
            <RawValues label={t('details.newValues')} value={entry.newValues} />
          </div>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('details.noValues')}</p>
        ) : (
          <div className="overflow-x-auto rounded-md border">
            <Table aria-label={t('details.valuesLabel')} className="text-[13px]">
              <TableHeader className="bg-muted">
                <TableRow className="hover:bg-transparent">
                  <TableHead className="w-40">{t('details.field')}</TableHead>
                  <TableHead>{t('details.oldValue')}</TableHead>
                  <TableHead>{t('details.newValue')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.key} data-change={row.change} className={cn(row.change !== 'same' && 'bg-amber-500/10')}>
                    <TableCell className="align-top font-medium">
                      {row.key}
                      {row.change !== 'same' && <span className="block text-xs font-normal text-amber-700 dark:text-amber-400">{t(`details.change.${row.change}`)}</span>}
                    </TableCell>
                    <TableCell className={cn('align-top break-all whitespace-pre-wrap', row.change !== 'same' && row.old !== null && 'text-red-700 dark:text-red-400')}>
                      {row.old ?? <span className="text-muted-foreground">—</span>}
                    </TableCell>
                    <TableCell className={cn('align-top break-all whitespace-pre-wrap', row.change !== 'same' && row.new !== null && 'text-green-700 dark:text-green-400')}>
                      {row.new ?? <span className="text-muted-foreground">—</span>}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </section>
    </>
  );
}

function RawValues({ label, value }: { label: string; value: unknown }) {
  return (
    <figure className="grid min-w-0 gap-1">
      <figcaption className="text-xs font-medium text-muted-foreground">{label}</figcaption>
      <pre className="max-h-80 overflow-auto rounded-md border bg-muted/40 p-3 text-xs">{value === undefined ? 'null' : JSON.stringify(value, null, 2)}</pre>
    </figure>
  );
}
