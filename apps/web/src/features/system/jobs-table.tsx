import { useTranslation } from 'react-i18next';
import type { JobSummary } from '@attest/domain';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatCount, formatDateTime } from '@/lib/format';
import { JobError } from './job-error';
import { jobDescription } from './job-names';
import { JobRetryButton } from './job-retry-button';
import { JobStatusBadge } from './job-status-badge';

const HEAD = 'px-3 whitespace-nowrap normal-case tracking-normal';
const CELL = 'px-3 py-2 align-top';

interface JobsTableProps {
  /** Undefined while the first page loads. */
  items: readonly JobSummary[] | undefined;
  loading: boolean;
}

/** The jobs in the server's order (newest first); a failed one offers Retry. */
export function JobsTable({ items, loading }: JobsTableProps) {
  const { t } = useTranslation('system');
  const columns: DataTableColumn<never>[] = [
    { key: 'job', label: t('jobs.columns.job') },
    { key: 'status', label: t('jobs.columns.status') },
    { key: 'attempts', label: t('jobs.columns.attempts') },
    { key: 'time', label: t('jobs.columns.time') },
    { key: 'error', label: t('jobs.columns.error') },
    { key: 'actions', label: t('jobs.columns.actions'), head: <span className="sr-only">{t('jobs.columns.actions')}</span> },
  ];
  return (
    <DataTable
      label={t('jobs.title')}
      columns={columns}
      headClassName={HEAD}
      loading={loading}
      items={items}
      skeletonRows={6}
      skeletonWidth={(cell) => (cell === 4 ? 'w-48' : 'w-20')}
      skeletonCellClassName={CELL}
    >
      {(job) => <JobRow key={job.id} job={job} />}
    </DataTable>
  );
}

function JobRow({ job }: { job: JobSummary }) {
  const { t } = useTranslation('system');
  const description = jobDescription(job.name);
  return (
    <TableRow>
      <TableCell className={CELL}>
        <span className="block font-medium">{description ?? job.name}</span>
        {description && <span className="whitespace-nowrap font-mono text-xs text-muted-foreground">{job.name}</span>}
      </TableCell>
      <TableCell className={CELL}>
        <JobStatusBadge status={job.status} />
      </TableCell>
      <TableCell className={`${CELL} whitespace-nowrap tabular-nums`}>
        {t('jobs.attempts', { attempts: formatCount(job.attempts), max: formatCount(job.maxAttempts) })}
      </TableCell>
      <TableCell className={`${CELL} whitespace-nowrap`}>
        {job.finishedAt ? t('jobs.finished', { time: formatDateTime(job.finishedAt) }) : t('jobs.due', { time: formatDateTime(job.runAt) })}
      </TableCell>
      <TableCell className={CELL}>
        <JobError error={job.lastError} />
      </TableCell>
      <TableCell className={`${CELL} text-right`}>{job.status === 'failed' && <JobRetryButton job={job} />}</TableCell>
    </TableRow>
  );
}
