import { useCallback, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { Download, Printer, Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { COPY_STATUSES, type CopyListItem } from '@attest/domain';
import { ListRetryMessage } from '@/components/list-page/list-retry-message';
import { ListMessage } from '@/components/list-message';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useSession } from '@/lib/session';
import { FilterField, FilterSelect } from '@/components/filter-field';
import { formatCount } from '@/lib/format';
import { ListFrame } from '@/components/data-table/list-frame';
import { Pagination } from '@/components/pagination';
import { useDocument } from '@/lib/api/documents/queries';
import { cn } from '@/lib/utils';
import { useUrlSearchText } from '@/lib/use-url-search-text';
import { copiesExportUrl } from '@/lib/api/copies/api';
import { CopiesTable } from './copies-table';
import { hasCopyFilters, toCopyQuery, type CopiesSearch } from '@/lib/copies-search';
import { useCopies } from '@/lib/api/copies/queries';
import { ReconcileDialog, type Reconciling } from './reconcile-dialog';

const routeApi = getRouteApi('/dashboard/$role/copies');

/** /dashboard/$role/copies: every printed copy by status, with reconciliation and CSV export (FR-CPY-1, FR-CPY-2). */
export function CopiesPage() {
  const { t } = useTranslation('copies');
  const { data: session } = useSession();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const query = toCopyQuery(search);
  const list = useCopies(query);
  const [reconciling, setReconciling] = useState<Reconciling | null>(null);

  const change = useCallback(
    (patch: Partial<CopiesSearch>, options: { replace?: boolean } = {}) =>
      void navigate({ search: (previous: CopiesSearch) => ({ ...previous, page: undefined, ...patch }), replace: options.replace }),
    [navigate],
  );
  const searchChanged = useCallback((q: string | undefined) => change({ q }, { replace: true }), [change]);
  const [text, setText] = useUrlSearchText(search.q, searchChanged);
  if (!session) return null;

  const counts = list.data?.counts;
  const total = counts ? COPY_STATUSES.reduce((sum, status) => sum + counts[status], 0) : undefined;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('page.title')}</h1>
          <p className="text-muted-foreground">{t('page.description')}</p>
        </div>
        <Button variant="outline" asChild>
          <a href={copiesExportUrl(query)} download>
            <Download aria-hidden="true" />
            {t('page.export')}
          </a>
        </Button>
      </div>

      <div role="group" aria-label={t('page.tabsLabel')} className="flex flex-wrap gap-2">
        <StatusButton label={t('page.all')} count={total} pressed={!search.status} onClick={() => change({ status: undefined })} />
        {COPY_STATUSES.map((status) => (
          <StatusButton key={status} label={t(`status.${status}`)} count={counts?.[status]} pressed={search.status === status} onClick={() => change({ status })} />
        ))}
      </div>

      <div className="grid gap-4 sm:grid-cols-[2fr_1fr] lg:grid-cols-[2fr_1fr_auto]">
        <FilterField id="copies-search" label={t('page.search')}>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input id="copies-search" type="search" className="pl-9" placeholder={t('page.searchPlaceholder')} value={text} onChange={(event) => setText(event.target.value)} />
          </div>
        </FilterField>
        <FilterSelect
          id="copies-kind"
          label={t('page.kindFilter')}
          allLabel={t('page.anyKind')}
          value={search.controlled}
          options={[
            { value: 'true', label: t('kind.controlled') },
            { value: 'false', label: t('kind.uncontrolled') },
          ]}
          onChange={(controlled) => change({ controlled })}
        />
        {search.document && <DocumentFilterChip documentId={search.document} onClear={() => change({ document: undefined })} />}
      </div>

      <Card>
        <CardContent className="p-0">
          <ListFrame
            failed={list.isError}
            empty={Boolean(list.data && list.data.items.length === 0)}
            failure={
              <ListRetryMessage quiet title={t('page.failed')} retryLabel={t('page.retry')} onRetry={() => void list.refetch()}>
                {t('page.failed')}
              </ListRetryMessage>
            }
            emptyState={
              <ListMessage
                icon={Printer}
                title={t('page.emptyTitle')}
                actions={
                  hasCopyFilters(search) ? (
                    <Button variant="outline" onClick={() => change({ q: undefined, controlled: undefined, document: undefined })}>
                      {t('page.clearFilters')}
                    </Button>
                  ) : undefined
                }
              >
                {t('page.emptyDescription')}
              </ListMessage>
            }
          >
            <CopiesTable role={session.user.role} items={list.data?.items} onReconcile={(copy: CopyListItem, outcome) => setReconciling({ copy, outcome })} />
          </ListFrame>
        </CardContent>
        {list.data && list.data.total > 0 && (
          <Pagination
            page={query.page}
            pageSize={query.pageSize}
            total={list.data.total}
            totalCapped={false}
            shown={list.data.items.length}
            onPage={(page) => change({ page })}
            onPageSize={(pageSize) => change({ pageSize })}
          />
        )}
      </Card>
      <ReconcileDialog reconciling={reconciling} onClose={() => setReconciling(null)} />
    </div>
  );
}

function StatusButton({ label, count, pressed, onClick }: { label: string; count: number | undefined; pressed: boolean; onClick: () => void }) {
  return (
    <Button variant={pressed ? 'default' : 'outline'} size="sm" aria-pressed={pressed} onClick={onClick}>
      {label}
      {count !== undefined && <span className={cn('rounded-full px-1.5 text-xs tabular-nums', pressed ? 'bg-primary-foreground/20' : 'bg-muted')}>{formatCount(count)}</span>}
    </Button>
  );
}

/** The list narrowed to one document (from its page or a recall notice): named, with a way back to all. */
function DocumentFilterChip({ documentId, onClear }: { documentId: string; onClear: () => void }) {
  const { t } = useTranslation('copies');
  const document = useDocument(documentId);
  return (
    <div className="flex items-end">
      <Button variant="secondary" onClick={onClear} aria-label={t('page.clearDocument')}>
        {t('page.documentFilter', { docNumber: document.data?.docNumber ?? '…' })}
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
