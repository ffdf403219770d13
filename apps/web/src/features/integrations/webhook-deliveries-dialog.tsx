import { useState } from 'react';
import { AlertTriangle, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@attest/domain';
import { ListFrame } from '@/components/data-table/list-frame';
import { ListMessage } from '@/components/list-message';
import { Pagination } from '@/components/pagination';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { errorText } from '@/i18n/error-text';
import { useWebhookDeliveries } from './queries';
import { WebhookDeliveriesTable } from './webhook-deliveries-table';

const PAGE_SIZE = 20;

/** An endpoint's deliveries, newest first, paged; each with its attempts and Redeliver. */
export function WebhookDeliveriesDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const { t } = useTranslation('integrations');
  return (
    <Dialog open={endpoint !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-5xl overflow-y-auto">
        {endpoint && (
          <>
            <DialogHeader>
              <DialogTitle className="break-all">{t('deliveries.title', { url: endpoint.url })}</DialogTitle>
              <DialogDescription>{t('deliveries.description')}</DialogDescription>
            </DialogHeader>
            <Deliveries endpointId={endpoint.id} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation('integrations');
  const [page, setPage] = useState(1);
  const list = useWebhookDeliveries(endpointId, { page, pageSize: PAGE_SIZE });
  return (
    <ListFrame
      failed={list.isError}
      empty={list.data?.items.length === 0}
      failure={
        <ListMessage icon={AlertTriangle} title={t('deliveries.loadFailed')} failure>
          {errorText(list.error, t('deliveries.loadFailed'))}
        </ListMessage>
      }
      emptyState={
        <ListMessage icon={Send} title={t('webhooks.deliveries')}>
          {t('deliveries.empty')}
        </ListMessage>
      }
      pagination={list.data && <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} totalCapped={false} shown={list.data.items.length} onPage={setPage} />}
    >
      <WebhookDeliveriesTable endpointId={endpointId} items={list.data?.items} loading={list.isFetching} />
    </ListFrame>
  );
}
