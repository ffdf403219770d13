import { useState } from 'react';
import { FileClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { PanelEmptyState } from '@/components/ui/panel-empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorText } from '@/i18n/error-text';
import { formatDate } from '@/lib/date-display';
import { ArchiveDraftsDialog } from './archive-drafts-dialog';
import { ListPager } from './list-pager';
import { RETENTION_PAGE_SIZE, useStaleDrafts } from './queries';

/** Drafts nobody has touched for longer than the drafts period, chosen and archived together with one reason. */
export function StaleDraftsSection({ periodDays }: { periodDays: number }) {
  const { t } = useTranslation('retention');
  const [page, setPage] = useState(1);
  const drafts = useStaleDrafts(page);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [archiving, setArchiving] = useState(false);
  const items = drafts.data?.items ?? [];
  const allChosen = items.length > 0 && items.every((d) => selected.has(d.id));

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) => setSelected(on ? new Set(items.map((d) => d.id)) : new Set());
  const changePage = (next: number) => {
    setSelected(new Set());
    setPage(next);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('drafts.title')}</CardTitle>
        <CardDescription>{t('drafts.description', { days: periodDays })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {drafts.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorText(drafts.error, t('loadFailed'))}
          </p>
        ) : !drafts.data ? (
          <Skeleton className="h-24" aria-label={t('loading')} />
        ) : items.length === 0 ? (
          <PanelEmptyState icon={FileClock} title={t('drafts.emptyTitle')} description={t('drafts.empty')} />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('drafts.selected', { count: selected.size, total: drafts.data.total })}
              </p>
              <Button variant="destructive" disabled={selected.size === 0} onClick={() => setArchiving(true)}>
                {t('drafts.archiveSelected')}
              </Button>
            </div>
            <Table aria-label={t('drafts.title')}>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-10">
                    <Checkbox checked={allChosen} onCheckedChange={(on) => toggleAll(on === true)} aria-label={t('drafts.selectAll')} />
                  </TableHead>
                  <TableHead>{t('columns.document')}</TableHead>
                  <TableHead>{t('drafts.author')}</TableHead>
                  <TableHead>{t('drafts.lastChanged')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((draft) => (
                  <TableRow key={draft.id} data-state={selected.has(draft.id) ? 'selected' : undefined}>
                    <TableCell>
                      <Checkbox checked={selected.has(draft.id)} onCheckedChange={(on) => toggle(draft.id, on === true)} aria-label={t('drafts.select', { doc: `${draft.docNumber} · ${draft.title}` })} />
                    </TableCell>
                    <TableCell>
                      <span className="font-medium">{draft.docNumber}</span> · {draft.title}
                      <span className="block text-xs text-muted-foreground">{t('drafts.version', { version: draft.versionLabel })}</span>
                    </TableCell>
                    <TableCell>{draft.authorName}</TableCell>
                    <TableCell>{formatDate(draft.updatedAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <ListPager page={page} pageSize={RETENTION_PAGE_SIZE} total={drafts.data.total} onPage={changePage} label={t('drafts.pages')} />
          </>
        )}
      </CardContent>
      <ArchiveDraftsDialog
        open={archiving}
        onOpenChange={setArchiving}
        documentIds={[...selected]}
        onArchived={(result) => {
          setSelected(new Set());
          if (result.skipped.length === 0) toast.success(t('drafts.archived', { count: result.archived.length }));
          else toast.warning(t('drafts.archived', { count: result.archived.length }), { description: t('drafts.skipped', { count: result.skipped.length }) });
        }}
      />
    </Card>
  );
}
