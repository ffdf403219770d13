import { History, KeyRound, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@attest/domain';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { eventLabel } from './event-label';
import { WebhookStatus } from './webhook-status';

export type EndpointAction = 'edit' | 'rotate' | 'delete' | 'deliveries';

const HEAD = 'px-3 whitespace-nowrap normal-case tracking-normal';
const CELL = 'px-3 py-2 align-top';

interface WebhooksTableProps {
  items: readonly WebhookEndpoint[] | undefined;
  loading: boolean;
  /** `trigger` is the button pressed, for focus to return to when what it opened closes. */
  onAction: (action: EndpointAction, endpoint: WebhookEndpoint, trigger: HTMLElement) => void;
}

export function WebhooksTable({ items, loading, onAction }: WebhooksTableProps) {
  const { t } = useTranslation('integrations');
  const columns: DataTableColumn<never>[] = [
    { key: 'url', label: t('webhooks.columns.url') },
    { key: 'events', label: t('webhooks.columns.events') },
    { key: 'status', label: t('webhooks.columns.status') },
    { key: 'failingSince', label: t('webhooks.columns.failingSince') },
    { key: 'actions', label: t('webhooks.columns.actions'), head: <span className="sr-only">{t('webhooks.columns.actions')}</span> },
  ];
  return (
    <DataTable label={t('webhooks.title')} columns={columns} headClassName={HEAD} loading={loading} items={items} skeletonRows={2} skeletonWidth={(cell) => (cell === 0 ? 'w-48' : 'w-20')} skeletonCellClassName={CELL}>
      {(endpoint) => <EndpointRow key={endpoint.id} endpoint={endpoint} onAction={onAction} />}
    </DataTable>
  );
}

function EndpointRow({ endpoint, onAction }: { endpoint: WebhookEndpoint; onAction: WebhooksTableProps['onAction'] }) {
  const { t } = useTranslation('integrations');
  const url = endpoint.url;
  return (
    <TableRow>
      <TableCell className={`${CELL} max-w-72 font-mono text-xs break-all`}>{url}</TableCell>
      <TableCell className={CELL}>
        <ul className="flex max-w-md flex-wrap gap-1">
          {endpoint.eventTypes.map((type) => (
            <li key={type}>
              <Badge variant="secondary" title={type}>
                {eventLabel(type)}
              </Badge>
            </li>
          ))}
        </ul>
      </TableCell>
      <TableCell className={CELL}>
        <WebhookStatus endpoint={endpoint} />
      </TableCell>
      <TableCell className={`${CELL} whitespace-nowrap`}>{endpoint.failingSince ? formatDateTime(endpoint.failingSince) : '—'}</TableCell>
      <TableCell className={CELL}>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" onClick={(event) => onAction('deliveries', endpoint, event.currentTarget)} aria-label={t('webhooks.deliveriesLabel', { url })}>
            <History aria-hidden="true" />
            {t('webhooks.deliveries')}
          </Button>
          <Button variant="outline" size="sm" onClick={(event) => onAction('edit', endpoint, event.currentTarget)} aria-label={t('webhooks.editLabel', { url })}>
            <Pencil aria-hidden="true" />
            {t('webhooks.edit')}
          </Button>
          <Button variant="outline" size="sm" onClick={(event) => onAction('rotate', endpoint, event.currentTarget)} aria-label={t('webhooks.rotateLabel', { url })}>
            <KeyRound aria-hidden="true" />
            {t('webhooks.rotate')}
          </Button>
          <Button variant="outline" size="sm" onClick={(event) => onAction('delete', endpoint, event.currentTarget)} aria-label={t('webhooks.deleteLabel', { url })}>
            <Trash2 aria-hidden="true" />
            {t('webhooks.delete')}
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
