import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Send, Workflow } from 'lucide-react';
import { toast } from '@/lib/toast';
import { TRANSITIONS, hasPermission, type CurrentUser, type WorkflowSummary } from '@attest/domain';
import { ListMessage } from '@/components/list-message';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { ListPageFrame } from '@/components/list-page/list-page-frame';
import { ListPageHead, RefreshButton } from '@/components/list-page/list-page-head';
import { ListPageTip } from '@/components/list-page/list-page-tip';
import { ListRetryMessage } from '@/components/list-page/list-retry-message';
import { i18n } from '@/i18n';
import { actionLabel, moduleLabel } from '@/i18n/labels';
import { AbortWorkflowDialog } from './abort-dialog';
import { reviewStepOf } from './offered-actions';
import { useWorkflowList } from '@/lib/api/workflow/queries';
import { ReviewDialog } from './review-dialog';
import { SubmitReviewDialog } from './submit-review-dialog';
import { WorkflowDetailsDialog } from './workflow-details-dialog';
import { CardFilterNote, describeCardFilters } from '@/components/card-filter-note';
import { WorkflowFilters } from './workflow-filters';
import {
  compactWorkflowSearch,
  hasWorkflowFilters,
  sortWorkflowsBy,
  toWorkflowQuery,
  withWorkflowFilters,
} from '@/lib/workflow-search';
import { useListSearch } from '@/lib/use-list-search';
import { WorkflowTable } from './workflow-table';

const routeApi = getRouteApi('/dashboard/$role/workflows');

/** /dashboard/$role/workflows: Workflow Management (spec 02 §2). */
export function WorkflowPage() {
  const { data: session } = useSession();
  if (!session) return null;
  return <WorkflowManagement user={session.user} />;
}

/** What an empty list means for this role (spec 02 §6 visibility). */
function emptyText(user: CurrentUser, filtered: boolean): string {
  if (filtered) return i18n.t('workflow:page.empty.filtered');
  if (user.role === 'reviewer' || user.role === 'approver' || user.role === 'author') return i18n.t(`workflow:page.empty.${user.role}`);
  return i18n.t('workflow:page.empty.other');
}

function WorkflowManagement({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('workflow');
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const query = toWorkflowQuery(search);
  const list = useWorkflowList(query);
  const [submitOpen, setSubmitOpen] = useState(false);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<WorkflowSummary | null>(null);
  const [aborting, setAborting] = useState<WorkflowSummary | null>(null);

  const { setSearch, changeFilters } = useListSearch(navigate, compactWorkflowSearch, withWorkflowFilters);

  const refresh = async () => {
    const result = await list.refetch();
    if (result.isError) toast.error(t('page.refreshErrorTitle'), { description: t('page.refreshError') });
    else toast.success(t('page.refreshedTitle'), { description: t('page.refreshed') });
  };

  const canAbort = (workflow: WorkflowSummary) =>
    hasPermission(user.role, 'abort-workflows') &&
    workflow.status === 'active' &&
    TRANSITIONS.abort_workflow.from.includes(workflow.document.status);
  const handlers = {
    onDetails: (workflow: WorkflowSummary) => setDetailsId(workflow.id),
    onReview: setReviewing,
    onAbort: setAborting,
    canReview: (workflow: WorkflowSummary) => reviewStepOf(user.role, user.id, workflow.document.status, workflow) !== null,
    canAbort,
  };

  const data = list.data;
  const filtered = hasWorkflowFilters(search);
  return (
    <div className="space-y-6">
      <ListPageHead
        title={moduleLabel('workflows')}
        description={t('page.subtitle')}
        actions={
          <>
            <RefreshButton label={t('page.refresh')} onRefresh={() => void refresh()} refreshing={list.isRefetching && !list.isPending} />
            {hasPermission(user.role, 'submit-sops') && (
              <Button onClick={() => setSubmitOpen(true)}>
                <Send aria-hidden="true" />
                {actionLabel('submit_for_review')}
              </Button>
            )}
          </>
        }
      />

      <CardFilterNote text={describeCardFilters(query, user.id)} onClear={() => setSearch({ ...search, assigned: undefined, page: 1 })} />
      <WorkflowFilters
        q={query.q}
        status={query.status}
        onChange={changeFilters}
        onClear={() => {
          setSearch({ sort: search.sort, dir: search.dir, pageSize: search.pageSize });
          toast.success(t('page.filtersClearedTitle'), { description: t('page.filtersCleared') });
        }}
        canClear={filtered}
      />

      <ListPageFrame
        data={data}
        error={list.isError}
        failure={
          <ListRetryMessage title={t('page.refreshErrorTitle')} retryLabel={t('page.tryAgain')} onRetry={() => void list.refetch()}>
            {t('page.refreshError')}
          </ListRetryMessage>
        }
        emptyState={
          <ListMessage icon={Workflow} title={t('page.emptyTitle')}>
            {emptyText(user, filtered)}
          </ListMessage>
        }
        page={query.page}
        pageSize={query.pageSize}
        onPaging={(paging) => setSearch({ ...search, ...paging })}
      >
        <WorkflowTable
          role={user.role}
          query={query}
          items={data?.items}
          loading={list.isPending || list.isPlaceholderData}
          onSort={(field) => setSearch(sortWorkflowsBy(search, field))}
          handlers={handlers}
        />
      </ListPageFrame>
      <ListPageTip>{t('page.tip')}</ListPageTip>

      <SubmitReviewDialog open={submitOpen} onOpenChange={setSubmitOpen} user={user} />
      <WorkflowDetailsDialog workflowId={detailsId} onOpenChange={(open) => !open && setDetailsId(null)} user={user} />
      <ReviewDialog workflow={reviewing} onOpenChange={(open) => !open && setReviewing(null)} user={user} />
      <AbortWorkflowDialog workflow={aborting} onOpenChange={(open) => !open && setAborting(null)} />
    </div>
  );
}
