import { useState } from 'react';
import { ChevronDown, ChevronRight, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WebhookAttempt, WebhookDelivery } from '@attest/domain';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { errorText } from '@/i18n/error-text';
import { formatCount, formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { eventLabel } from './event-label';
import { useRedeliverWebhook } from './queries';

const HEAD = 'px-3 whitespace-nowrap normal-case tracking-normal';
const CELL = 'px-3 py-2 align-top';

const STATUS_VARIANT: Record<WebhookDelivery['status'], 'green' | 'red' | 'grey' | 'outline'> = { delivered: 'green', failed: 'red', cancelled: 'grey', pending: 'outline' };

interface TableProps {
  endpointId: string;
  items: readonly WebhookDelivery[] | undefined;
  loading: boolean;
}

export function WebhookDeliveriesTable({ endpointId, items, loading }: TableProps) {
  const { t } = useTranslation('integrations');
  const columns: DataTableColumn<never>[] = [
    { key: 'event', label: t('deliveries.columns.event') },
    { key: 'created', label: t('deliveries.columns.created') },
    { key: 'status', label: t('deliveries.columns.status') },
    { key: 'attempts', label: t('deliveries.columns.attempts') },
    { key: 'last', label: t('deliveries.columns.last') },
    { key: 'actions', label: t('deliveries.columns.actions'), head: <span className="sr-only">{t('deliveries.columns.actions')}</span> },
  ];
  return (
    <DataTable label={t('webhooks.deliveries')} columns={columns} headClassName={HEAD} loading={loading} items={items} skeletonRows={4} skeletonWidth={() => 'w-20'} skeletonCellClassName={CELL}>
      {(delivery) => <DeliveryRows key={delivery.id} endpointId={endpointId} delivery={delivery} />}
    </DataTable>
  );
}

/** "503 in 120 ms", or "No answer" when none came. */
function useAnswerText() {
  const { t } = useTranslation('integrations');
  return (attempt: WebhookAttempt) =>
    t('deliveries.lastAnswer', { code: attempt.statusCode === null ? t('common.notAnswered') : String(attempt.statusCode), latency: t('common.latency', { ms: formatCount(attempt.latencyMs) }) });
}

function DeliveryRows({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const { t } = useTranslation('integrations');
  const [open, setOpen] = useState(false);
  const answer = useAnswerText();
  const last = delivery.attempts.at(-1);
  const names = { event: eventLabel(delivery.eventType), time: formatDateTime(delivery.createdAt) };
  const attemptsId = `delivery-${delivery.id}-attempts`;
  return (
    <>
      <TableRow>
        <TableCell className={CELL}>
          <span className="block font-medium">{names.event}</span>
          <span className="font-mono text-xs text-muted-foreground">{delivery.eventType}</span>
        </TableCell>
        <TableCell className={`${CELL} whitespace-nowrap`}>{names.time}</TableCell>
        <TableCell className={CELL}>
          <Badge variant={STATUS_VARIANT[delivery.status]}>{t(`deliveries.status.${delivery.status}`)}</Badge>
        </TableCell>
        <TableCell className={CELL}>
          <Button
            variant="ghost"
            size="sm"
            disabled={delivery.attempts.length === 0}
            onClick={() => setOpen((current) => !current)}
            aria-expanded={open}
            aria-controls={open ? attemptsId : undefined}
            aria-label={t(open ? 'deliveries.hideAttempts' : 'deliveries.showAttempts', names)}
          >
            {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
            {formatCount(delivery.attempts.length)}
          </Button>
        </TableCell>
        <TableCell className={`${CELL} whitespace-nowrap`}>{last ? answer(last) : '—'}</TableCell>
        <TableCell className={`${CELL} text-right`}>{delivery.status !== 'pending' && <RedeliverButton endpointId={endpointId} deliveryId={delivery.id} label={t('deliveries.redeliverLabel', names)} />}</TableCell>
      </TableRow>
      {open && (
        <TableRow id={attemptsId}>
          <TableCell colSpan={6} className="bg-muted/40 px-6 py-3">
            <AttemptList attempts={delivery.attempts} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

function AttemptList({ attempts }: { attempts: readonly WebhookAttempt[] }) {
  const { t } = useTranslation('integrations');
  const answer = useAnswerText();
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{t('deliveries.attemptsTitle')}</h3>
      <ol className="grid gap-3">
        {attempts.map((attempt) => (
          <li key={attempt.id} className="grid gap-1 text-xs">
            <span className="font-medium">
              {formatDateTime(attempt.attemptedAt)}: {answer(attempt)}
            </span>
            {attempt.error && <span className="text-destructive">{attempt.error}</span>}
            <pre className="max-h-40 overflow-auto rounded border bg-card p-2 font-mono whitespace-pre-wrap break-all">{attempt.responseExcerpt || t('deliveries.noExcerpt')}</pre>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Queues the delivery again; the server's refusal (endpoint paused, still pending) is shown as it says it. */
function RedeliverButton({ endpointId, deliveryId, label }: { endpointId: string; deliveryId: string; label: string }) {
  const { t } = useTranslation('integrations');
  const redeliver = useRedeliverWebhook(endpointId);
  const run = () =>
    redeliver.mutate(deliveryId, {
      onSuccess: () => toast.success(t('deliveries.redelivered')),
      onError: (error) => toast.error(t('deliveries.redeliverFailed'), { description: errorText(error, t('deliveries.redeliverFailed')) }),
    });
  return (
    <Button variant="outline" size="sm" onClick={run} loading={redeliver.isPending} loadingText={t('deliveries.redelivering')} aria-label={label}>
      <RotateCcw aria-hidden="true" />
      {t('deliveries.redeliver')}
    </Button>
  );
}
