import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@attest/domain';
import { Badge } from '@/components/ui/badge';

type EndpointState = 'active' | 'inactive' | 'paused' | 'disabled';

const STATE_CLASSES: Record<EndpointState, string> = {
  active: 'bg-green-100 text-green-800 border-green-300 dark:bg-green-950 dark:text-green-200 dark:border-green-800',
  inactive: 'bg-slate-100 text-slate-700 border-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:border-slate-600',
  paused: 'bg-amber-100 text-amber-900 border-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:border-amber-800',
  disabled: 'bg-red-100 text-red-800 border-red-300 dark:bg-red-950 dark:text-red-200 dark:border-red-800',
};

/**
 * Paused: it failed for a day (pausedAt set). Disabled: the server switched it off with a reason (a 410 Gone).
 * Inactive: an administrator switched it off.
 */
export function endpointState(endpoint: Pick<WebhookEndpoint, 'active' | 'pausedAt' | 'pauseReason'>): EndpointState {
  if (endpoint.pausedAt) return 'paused';
  if (endpoint.active) return 'active';
  return endpoint.pauseReason ? 'disabled' : 'inactive';
}

export function WebhookStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('integrations');
  const state = endpointState(endpoint);
  return (
    <div className="grid justify-items-start gap-1">
      <Badge variant="outline" className={STATE_CLASSES[state]}>
        {t(`webhooks.status.${state}`)}
      </Badge>
      {endpoint.pauseReason && (state === 'paused' || state === 'disabled') && (
        <span className="text-xs text-muted-foreground">{t('webhooks.pausedReason', { reason: endpoint.pauseReason })}</span>
      )}
    </div>
  );
}
