import { useState } from 'react';
import { CheckCircle2, CircleDot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ApprovalCondition, ConditionState } from '@attest/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { TitledCard } from '@/components/titled-card';
import { ConditionActionDialog, type ConditionAction } from './condition-action-dialog';
import { useConditions } from './queries';

const STATE_BADGE: Record<ConditionState, 'orange' | 'secondary' | 'green'> = { open: 'orange', answered: 'secondary', closed: 'green' };

/** The document page's Conditions card (FR-LC-9): each condition of approval, its response and closing; shown when there are any. */
export function ConditionsCard({ documentId }: { documentId: string }) {
  const { t } = useTranslation('workflow');
  const conditions = useConditions(documentId);
  const [action, setAction] = useState<ConditionAction | null>(null);
  if (conditions.isSuccess && conditions.data.items.length === 0) return null;
  const open = conditions.data?.open ?? 0;
  return (
    <section aria-label={t('conditions.title')}>
      <TitledCard
        title={t('conditions.title')}
        description={
          <span className="grid gap-1">
            <span>{t('conditions.description')}</span>
            {conditions.isSuccess && (
              <span className="font-medium text-foreground">{open ? t('conditions.open', { count: open }) : t('conditions.allClosed')}</span>
            )}
          </span>
        }
      >
        {conditions.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label={t('conditions.loading')}>
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : conditions.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('conditions.failed')}
          </p>
        ) : (
          <ol className="grid gap-3">
            {conditions.data.items.map((condition) => (
              <ConditionItem key={condition.id} condition={condition} onAction={(kind) => setAction({ kind, condition })} />
            ))}
          </ol>
        )}
      </TitledCard>
      <ConditionActionDialog documentId={documentId} action={action} onOpenChange={(next) => !next && setAction(null)} />
    </section>
  );
}

function ConditionItem({ condition, onAction }: { condition: ApprovalCondition; onAction: (kind: ConditionAction['kind']) => void }) {
  const { t } = useTranslation('workflow');
  const label = t('approveChoice.condition', { number: condition.position });
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm" aria-label={label}>
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-medium text-muted-foreground">{label}</span>
        <Badge variant={STATE_BADGE[condition.state]}>{t(`conditions.state.${condition.state}`)}</Badge>
      </div>
      <p className="font-medium break-words whitespace-pre-wrap">{condition.text}</p>
      <p className="text-xs text-muted-foreground">
        {t('conditions.setBy', { name: condition.set.by.name, date: formatDateTime(condition.set.at), version: condition.versionLabel })}
      </p>
      {condition.response && (
        <div className="grid gap-0.5 border-l-2 pl-2">
          <span className="text-xs font-medium">
            {t('conditions.response')} · {t('conditions.by', { name: condition.response.by.name, date: formatDateTime(condition.response.at) })}
          </span>
          <span className="break-words whitespace-pre-wrap">{condition.response.text}</span>
        </div>
      )}
      {condition.closed && (
        <p className="flex items-start gap-1 text-xs text-muted-foreground">
          <CheckCircle2 className="mt-0.5 size-3 shrink-0 text-success" aria-hidden="true" />
          <span>
            {t('conditions.closedBy', { name: condition.closed.by.name, date: formatDateTime(condition.closed.at) })}
            {condition.closed.reason && ` · ${t('conditions.reason', { reason: condition.closed.reason })}`}
          </span>
        </p>
      )}
      {(condition.canRespond || condition.canClose) && (
        <div className="flex flex-wrap gap-2">
          {condition.canRespond && (
            <Button type="button" size="sm" variant="outline" onClick={() => onAction('respond')} aria-label={`${t('conditions.respond')}: ${label}`}>
              <CircleDot aria-hidden="true" />
              {t('conditions.respond')}
            </Button>
          )}
          {condition.canClose && (
            <Button type="button" size="sm" onClick={() => onAction('close')} aria-label={`${t('conditions.close')}: ${label}`}>
              <CheckCircle2 aria-hidden="true" />
              {t('conditions.close')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
