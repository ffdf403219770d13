import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { AlertTriangle, FileSearch, Info, RefreshCw, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { hasPermission, type AuditEntry, type CurrentUser } from '@attest/domain';
import { ListMessage } from '@/components/list-message';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { AuditReviewsLink } from '@/components/audit-reviews-link';
import { useSession } from '@/lib/session';
import { useListSearch } from '@/lib/use-list-search';
import { ListFrame } from '@/components/data-table/list-frame';
import { Pagination } from '@/components/pagination';
import { AuditDetailsDialog } from '@/components/audit/audit-details-dialog';
import { AuditFilterCard } from './audit-filters';
import {
  activeAuditCard,
  AUDIT_CARD_FILTERS,
  auditFiltersOf,
  clearAuditFilters,
  compactAuditSearch,
  hasAuditFilters,
  sortAuditBy,
  toAuditQuery,
  withAuditFilters,
  type AuditFilters,
  type AuditSearch,
} from '@/lib/audit-search';
import { AuditTable } from './audit-table';
import { ChainPanel } from './chain-panel';
import { ExportButtons, ExportProgress, useAuditExport } from './export-panel';
import { useAuditLog } from '@/lib/api/audit/queries';
import { SummaryCards } from './summary-cards';
import { VersionManagement } from './version-management';

const routeApi = getRouteApi('/dashboard/$role/audit');

/** /dashboard/$role/audit: Audit & Version Control (spec 02 §2). The log can be read and exported, never cleared. */
export function AuditPage() {
  const { data: session } = useSession();
  if (!session) return null;
  return <AuditControl user={session.user} />;
}

function AuditControl({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('audit');
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const query = toAuditQuery(search);
  const log = useAuditLog(query);
  const [opened, setOpened] = useState<AuditEntry | null>(null);
  const exporter = useAuditExport(auditFiltersOf(query));
  const filtered = hasAuditFilters(search);

  const { setSearch, changeFilters } = useListSearch<AuditSearch, Partial<AuditFilters>>(navigate, compactAuditSearch, withAuditFilters);
  const clear = () => {
    setSearch(clearAuditFilters(search));
    toast.success(t('page.toasts.filtersCleared.title'), { description: t('page.toasts.filtersCleared.description') });
  };
  const refresh = async () => {
    const result = await log.refetch();
    if (result.isError) toast.error(t('page.toasts.refreshFailed.title'), { description: t('page.toasts.refreshFailed.description') });
    else toast.success(t('page.toasts.refreshed.title'), { description: t('page.toasts.refreshed.description') });
  };

  const data = log.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
          <p className="text-muted-foreground">
            {user.role === 'user' ? t('page.subtitleOwn') : t('page.subtitleAll')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void refresh()} loading={log.isRefetching && !log.isPending}>
            <RefreshCw aria-hidden="true" />
            {t('page.refresh')}
          </Button>
          <AuditReviewsLink role={user.role} />
          {hasPermission(user.role, 'read-audit-trail') && <ExportButtons running={exporter.running} onExport={exporter.start} />}
        </div>
      </div>

      {exporter.running && <ExportProgress running={exporter.running} onCancel={exporter.cancel} />}
      {hasPermission(user.role, 'verify-audit-trail') && <ChainPanel />}

      <SummaryCards
        summary={data?.summary}
        active={activeAuditCard(search)}
        onSelect={(card) => setSearch(withAuditFilters(clearAuditFilters(search), AUDIT_CARD_FILTERS[card]))}
      />

      <AuditFilterCard filters={query} userId={user.id} canPickUser={hasPermission(user.role, 'view-users')} onChange={changeFilters} onClear={clear} canClear={filtered} />

      {query.document && <VersionManagement documentId={query.document} user={user} />}

      <Card className="overflow-hidden">
        <ListFrame
          failed={log.isError && !data}
          empty={Boolean(data && data.items.length === 0)}
          failure={
            <ListMessage
              failure
              icon={AlertTriangle}
              title={t('page.loadFailedTitle')}
              actions={
                <Button onClick={() => void log.refetch()}>
                  <RotateCcw aria-hidden="true" />
                  {t('page.retry')}
                </Button>
              }
            >
              {t('page.loadFailedDescription')}
            </ListMessage>
          }
          emptyState={
            <ListMessage icon={FileSearch} title={t('page.emptyTitle')}>
              {filtered ? t('page.emptyFiltered') : t('page.emptyAll')}
            </ListMessage>
          }
          pagination={
            data && (
              <Pagination
                page={query.page}
                pageSize={query.pageSize}
                total={data.total}
                totalCapped={false}
                shown={data.items.length}
                onPage={(page) => setSearch({ ...search, page })}
                onPageSize={(pageSize) => setSearch({ ...search, pageSize, page: 1 })}
              />
            )
          }
        >
          <AuditTable
            role={user.role}
            query={query}
            items={data?.items}
            loading={log.isPending || log.isPlaceholderData}
            onSort={(field) => setSearch(sortAuditBy(search, field))}
            onOpen={setOpened}
          />
        </ListFrame>
      </Card>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Info className="size-4" aria-hidden="true" />
        {t('page.tip')}
      </p>

      <AuditDetailsDialog entry={opened} role={user.role} onOpenChange={(open) => !open && setOpened(null)} />
    </div>
  );
}
