import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { FileSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { hasPermission, type AuditEntry, type CurrentUser } from '@attest/domain';
import { ListMessage } from '@/components/list-message';
import { AuditReviewsLink } from '@/components/audit-reviews-link';
import { useSession } from '@/lib/session';
import { useListSearch } from '@/lib/use-list-search';
import { ListPageFrame } from '@/components/list-page/list-page-frame';
import { ListPageHead, RefreshButton } from '@/components/list-page/list-page-head';
import { ListPageTip } from '@/components/list-page/list-page-tip';
import { ListRetryMessage } from '@/components/list-page/list-retry-message';
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
      <ListPageHead
        title={t('page.title')}
        description={user.role === 'user' ? t('page.subtitleOwn') : t('page.subtitleAll')}
        actions={
          <>
            <RefreshButton label={t('page.refresh')} onRefresh={() => void refresh()} refreshing={log.isRefetching && !log.isPending} />
            <AuditReviewsLink role={user.role} />
            {hasPermission(user.role, 'read-audit-trail') && <ExportButtons running={exporter.running} onExport={exporter.start} />}
          </>
        }
      />

      {exporter.running && <ExportProgress running={exporter.running} onCancel={exporter.cancel} />}
      {hasPermission(user.role, 'verify-audit-trail') && <ChainPanel />}

      <SummaryCards
        summary={data?.summary}
        active={activeAuditCard(search)}
        onSelect={(card) => setSearch(withAuditFilters(clearAuditFilters(search), AUDIT_CARD_FILTERS[card]))}
      />

      <AuditFilterCard filters={query} userId={user.id} canPickUser={hasPermission(user.role, 'view-users')} onChange={changeFilters} onClear={clear} canClear={filtered} />

      {query.document && <VersionManagement documentId={query.document} user={user} />}

      <ListPageFrame
        data={data}
        error={log.isError}
        failure={
          <ListRetryMessage title={t('page.loadFailedTitle')} retryLabel={t('page.retry')} onRetry={() => void log.refetch()}>
            {t('page.loadFailedDescription')}
          </ListRetryMessage>
        }
        emptyState={
          <ListMessage icon={FileSearch} title={t('page.emptyTitle')}>
            {filtered ? t('page.emptyFiltered') : t('page.emptyAll')}
          </ListMessage>
        }
        page={query.page}
        pageSize={query.pageSize}
        onPaging={(paging) => setSearch({ ...search, ...paging })}
      >
        <AuditTable
          role={user.role}
          query={query}
          items={data?.items}
          loading={log.isPending || log.isPlaceholderData}
          onSort={(field) => setSearch(sortAuditBy(search, field))}
          onOpen={setOpened}
        />
      </ListPageFrame>
      <ListPageTip>{t('page.tip')}</ListPageTip>

      <AuditDetailsDialog entry={opened} role={user.role} onOpenChange={(open) => !open && setOpened(null)} />
    </div>
  );
}
