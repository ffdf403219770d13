import { useRef, useState } from 'react';
import { Plus, Webhook } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@attest/domain';
import { ListFrame } from '@/components/data-table/list-frame';
import { ListRetryMessage } from '@/components/list-page/list-retry-message';
import { ListMessage } from '@/components/list-message';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/i18n/error-text';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from './confirm-dialog';
import { useDeleteWebhook, useRotateWebhookSecret, useWebhooks } from './queries';
import { SecretDialog, type ShownSecret } from './secret-dialog';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';
import { WebhookFormDialog } from './webhook-form-dialog';
import { WebhooksTable, type EndpointAction } from './webhooks-table';

/** Webhooks: the endpoints, add / edit / rotate / delete, and each one's deliveries. */
export function WebhooksCard() {
  const { t } = useTranslation('integrations');
  const list = useWebhooks();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [confirming, setConfirming] = useState<{ action: 'rotate' | 'delete'; endpoint: WebhookEndpoint } | null>(null);
  const [viewing, setViewing] = useState<WebhookEndpoint | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  /** The button that started what is open now (Add Endpoint, a row's Rotate): focus goes back to it at the end. */
  const trigger = useRef<HTMLElement | null>(null);

  const showSecret = (endpoint: WebhookEndpointWithSecret) =>
    setSecret({ title: t('webhooks.secretTitle'), description: t('webhooks.secretDescription', { url: endpoint.url }), what: t('webhooks.secretWhat'), value: endpoint.secret });

  const onAction = (action: EndpointAction, endpoint: WebhookEndpoint, pressed: HTMLElement) => {
    trigger.current = pressed;
    if (action === 'edit') setEditing(endpoint);
    else if (action === 'deliveries') setViewing(endpoint);
    else setConfirming({ action, endpoint });
  };

  const confirm = () => {
    if (!confirming) return;
    const { action, endpoint } = confirming;
    setConfirming(null);
    if (action === 'delete') {
      remove.mutate(endpoint.id, {
        onSuccess: () => toast.success(t('webhooks.deleted')),
        onError: (error) => toast.error(t('webhooks.deleteFailed'), { description: errorText(error, t('webhooks.deleteFailed')) }),
      });
    } else {
      rotate.mutate(endpoint.id, {
        onSuccess: showSecret,
        onError: (error) => toast.error(t('webhooks.rotateFailed'), { description: errorText(error, t('webhooks.rotateFailed')) }),
      });
    }
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-64 flex-1 space-y-1.5">
          <CardTitle as="h2">{t('webhooks.title')}</CardTitle>
          <CardDescription>{t('webhooks.description')}</CardDescription>
        </div>
        <Button
          onClick={(event) => {
            trigger.current = event.currentTarget;
            setEditing('new');
          }}
        >
          <Plus aria-hidden="true" />
          {t('webhooks.add')}
        </Button>
      </CardHeader>
      <CardContent className="p-0">
        <ListFrame
          failed={list.isError}
          empty={list.data?.length === 0}
          failure={
            <ListRetryMessage quiet title={t('webhooks.loadFailed')} retryLabel={t('common.reload')} onRetry={() => void list.refetch()}>
              {errorText(list.error, t('webhooks.loadFailed'))}
            </ListRetryMessage>
          }
          emptyState={
            <ListMessage icon={Webhook} title={t('webhooks.title')}>
              {t('webhooks.empty')}
            </ListMessage>
          }
        >
          <WebhooksTable items={list.data} loading={list.isFetching} onAction={onAction} />
        </ListFrame>
      </CardContent>
      <WebhookFormDialog editing={editing} onClose={() => setEditing(null)} onCreated={showSecret} />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(confirming.action === 'delete' ? 'webhooks.deleteTitle' : 'webhooks.rotateTitle', { url: confirming.endpoint.url }) : ''}
        description={confirming?.action === 'delete' ? t('webhooks.deleteDescription') : t('webhooks.rotateDescription')}
        confirm={confirming?.action === 'delete' ? t('webhooks.delete') : t('webhooks.rotateConfirm')}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
      <WebhookDeliveriesDialog endpoint={viewing} onClose={() => setViewing(null)} />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} returnFocusTo={trigger} />
    </Card>
  );
}
