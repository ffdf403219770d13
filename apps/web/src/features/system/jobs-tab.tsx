import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { JOB_NAMES, JOB_STATUSES } from '@attest/domain';
import { ListFrame } from '@/components/data-table/list-frame';
import { FilterSelect } from '@/components/filter-field';
import { ListRetryMessage } from '@/components/list-page/list-retry-message';
import { ListMessage } from '@/components/list-message';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/i18n/error-text';
import { formatCount } from '@/lib/format';
import { jobDescription } from './job-names';
import { JobsTable } from './jobs-table';
import { useJobs } from './queries';
import { toJobListQuery, type JobsSearch } from './jobs-search';

interface JobsTabProps {
  /** The filters, kept in the URL by the page. */
  search: JobsSearch;
  onSearch: (next: JobsSearch) => void;
}

/** System Administration → Background Jobs (FR-SYS-3): every job, a failed one with its reason and Retry. */
export function JobsTab({ search, onSearch }: JobsTabProps) {
  const { t } = useTranslation('system');
  const query = toJobListQuery(search);
  const list = useJobs(query);
  // Any change of filter starts again at the first page.
  const filter = (patch: Pick<JobsSearch, 'jobStatus'> | Pick<JobsSearch, 'jobName'>) => onSearch({ ...search, ...patch, jobPage: undefined });
  const filtered = search.jobStatus !== undefined || search.jobName !== undefined;
  const nameOptions: { value: string; label: string }[] = JOB_NAMES.map((name) => ({ value: name, label: jobDescription(name) ?? name }));
  // A name from a link that the list does not know stays choosable, so the select shows what filters the list.
  if (search.jobName && !nameOptions.some((option) => option.value === search.jobName)) nameOptions.push({ value: search.jobName, label: search.jobName });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('jobs.title')}</CardTitle>
        <CardDescription>
          {t('jobs.description')}
          {list.data && <span className="ml-1 font-medium">{t('jobs.total', { count: list.data.total, number: formatCount(list.data.total) })}</span>}
        </CardDescription>
        <div className="grid gap-4 pt-2 sm:grid-cols-2 lg:max-w-2xl">
          <FilterSelect
            id="jobs-status"
            label={t('jobs.statusFilter')}
            allLabel={t('jobs.allStatuses')}
            value={search.jobStatus}
            options={JOB_STATUSES.map((status) => ({ value: status, label: t(`jobs.status.${status}`) }))}
            onChange={(jobStatus) => filter({ jobStatus })}
          />
          <FilterSelect id="jobs-name" label={t('jobs.nameFilter')} allLabel={t('jobs.allNames')} value={search.jobName} options={nameOptions} onChange={(jobName) => filter({ jobName })} />
        </div>
      </CardHeader>
      <CardContent className="p-0">
        <ListFrame
          failed={list.isError}
          empty={list.data?.items.length === 0}
          failure={
            <ListRetryMessage quiet title={t('jobs.loadFailed')} retryLabel={t('jobs.reload')} onRetry={() => void list.refetch()}>
              {errorText(list.error, t('jobs.loadFailed'))}
            </ListRetryMessage>
          }
          emptyState={
            <ListMessage
              icon={ListChecks}
              title={t('jobs.emptyTitle')}
              actions={
                filtered ? (
                  <Button variant="outline" onClick={() => onSearch({})}>
                    {t('jobs.clearFilters')}
                  </Button>
                ) : undefined
              }
            >
              {t('jobs.empty')}
            </ListMessage>
          }
          pagination={
            list.data && (
              <Pagination page={query.page} pageSize={query.pageSize} total={list.data.total} totalCapped={false} shown={list.data.items.length} onPage={(page) => onSearch({ ...search, jobPage: page > 1 ? page : undefined })} />
            )
          }
        >
          <JobsTable items={list.data?.items} loading={list.isFetching} />
        </ListFrame>
      </CardContent>
    </Card>
  );
}
