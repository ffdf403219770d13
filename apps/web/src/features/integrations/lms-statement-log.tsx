import { ListChecks, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LMS_STATEMENT_STATUSES, type LmsStatement, type LmsStatementStatus } from '@attest/domain';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ListFrame } from '@/components/data-table/list-frame';
import { FilterSelect } from '@/components/filter-field';
import { ListRetryMessage } from '@/components/list-page/list-retry-message';
import { ListMessage } from '@/components/list-message';
import { Pagination } from '@/components/pagination';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TableCell, TableRow } from '@/components/ui/table';
import type { IntegrationsSearch } from './integrations-search';
import { errorText } from '@/i18n/error-text';
import { formatCount, formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useLmsStatements, useResendLmsStatement } from './queries';

const PAGE_SIZE = 50;
const HEAD = 'px-3 whitespace-nowrap normal-case tracking-normal';
const CELL = 'px-3 py-2 align-top';
const STATUS_VARIANT = { sent: 'green', failed: 'red', pending: 'outline' } as const;

export interface LmsLogProps {
  /** The filter and page, kept in the URL by System Administration (a link opens the same view). */
  search: IntegrationsSearch;
  onSearch: (next: IntegrationsSearch) => void;
}

/** The xAPI statements, newest first, filtered by status; a failed one offers Resend. */
export function LmsStatementLog({ search, onSearch }: LmsLogProps) {
  const { t } = useTranslation('integrations');
  const status = search.lmsStatus;
  const page = search.lmsPage ?? 1;
  const list = useLmsStatements({ status, page, pageSize: PAGE_SIZE });
  const columns: DataTableColumn<never>[] = [
    { key: 'kind', label: t('lms.log.columns.kind') },
    { key: 'created', label: t('lms.log.columns.created') },
    { key: 'status', label: t('lms.log.columns.status') },
    { key: 'attempts', label: t('lms.log.columns.attempts') },
    { key: 'lastError', label: t('lms.log.columns.lastError') },
    { key: 'sentAt', label: t('lms.log.columns.sentAt') },
    { key: 'actions', label: t('lms.log.columns.actions'), head: <span className="sr-only">{t('lms.log.columns.actions')}</span> },
  ];
  return (
    <>
      <CardHeader className="border-t">
        <CardTitle as="h3">{t('lms.log.title')}</CardTitle>
        <FilterSelect
          id="lms-log-status"
          className="pt-2 sm:max-w-xs"
          label={t('lms.log.statusFilter')}
          allLabel={t('lms.log.allStatuses')}
          value={status}
          options={LMS_STATEMENT_STATUSES.map((value) => ({ value, label: t(`lms.log.status.${value}`) }))}
          onChange={(next: LmsStatementStatus | undefined) => onSearch({ lmsStatus: next })}
        />
      </CardHeader>
      <CardContent className="p-0">
        <ListFrame
          failed={list.isError}
          empty={list.data?.items.length === 0}
          failure={
            <ListRetryMessage quiet title={t('lms.log.loadFailed')} retryLabel={t('common.reload')} onRetry={() => void list.refetch()}>
              {errorText(list.error, t('lms.log.loadFailed'))}
            </ListRetryMessage>
          }
          emptyState={
            <ListMessage icon={ListChecks} title={t('lms.log.title')}>
              {t('lms.log.empty')}
            </ListMessage>
          }
          pagination={list.data && <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} totalCapped={false} shown={list.data.items.length} onPage={(next) => onSearch({ ...search, lmsPage: next > 1 ? next : undefined })} />}
        >
          <DataTable label={t('lms.log.title')} columns={columns} headClassName={HEAD} loading={list.isFetching} items={list.data?.items} skeletonRows={4} skeletonWidth={() => 'w-20'} skeletonCellClassName={CELL}>
            {(statement) => <StatementRow key={statement.id} statement={statement} />}
          </DataTable>
        </ListFrame>
      </CardContent>
    </>
  );
}

function StatementRow({ statement }: { statement: LmsStatement }) {
  const { t } = useTranslation('integrations');
  const kind = t(`lms.log.kind.${statement.kind}`);
  const created = formatDateTime(statement.createdAt);
  const code = statement.lastStatusCode === null ? null : t('lms.log.httpStatus', { code: String(statement.lastStatusCode) });
  return (
    <TableRow>
      <TableCell className={`${CELL} font-medium`}>{kind}</TableCell>
      <TableCell className={`${CELL} whitespace-nowrap`}>{created}</TableCell>
      <TableCell className={CELL}>
        <Badge variant={STATUS_VARIANT[statement.status]}>{t(`lms.log.status.${statement.status}`)}</Badge>
      </TableCell>
      <TableCell className={`${CELL} tabular-nums`}>{formatCount(statement.attempts)}</TableCell>
      <TableCell className={`${CELL} max-w-md text-xs break-words`}>{[code, statement.lastError].filter(Boolean).join(' · ') || '—'}</TableCell>
      <TableCell className={`${CELL} whitespace-nowrap`}>{statement.sentAt ? formatDateTime(statement.sentAt) : '—'}</TableCell>
      <TableCell className={`${CELL} text-right`}>{statement.status === 'failed' && <ResendButton id={statement.id} label={t('lms.log.resendLabel', { kind, time: created })} />}</TableCell>
    </TableRow>
  );
}

function ResendButton({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation('integrations');
  const resend = useResendLmsStatement();
  const run = () =>
    resend.mutate(id, {
      onSuccess: () => toast.success(t('lms.log.resent')),
      onError: (error) => toast.error(t('lms.log.resendFailed'), { description: errorText(error, t('lms.log.resendFailed')) }),
    });
  return (
    <Button variant="outline" size="sm" onClick={run} loading={resend.isPending} loadingText={t('lms.log.resending')} aria-label={label}>
      <RotateCcw aria-hidden="true" />
      {t('lms.log.resend')}
    </Button>
  );
}
