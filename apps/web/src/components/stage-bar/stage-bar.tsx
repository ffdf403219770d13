import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STAGES, stageOf, type DocumentDetail, type Stage } from '@attest/domain';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { formatDateTime } from '@/lib/format';
import { stageLabel } from '@/i18n/labels';
import { cn } from '@/lib/utils';
import { useDocumentWorkflows } from '@/lib/api/workflow/queries';
import { stageHistory, type StageEvent } from './stage-history';

function StageDot({ index, state }: { index: number; state: 'done' | 'current' | 'todo' }) {
  return (
    <span
      className={cn(
        'flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold',
        state === 'done' && 'border-primary bg-primary text-primary-foreground',
        state === 'current' && 'border-primary bg-card text-primary',
        state === 'todo' && 'border-border bg-card text-muted-foreground',
      )}
      aria-hidden="true"
    >
      {state === 'done' ? <Check className="size-4" strokeWidth={3} /> : index + 1}
    </span>
  );
}

/** Under its dot, so four stages share one line even in a narrow panel; a long name wraps within its column. */
function StageName({ children }: { children: ReactNode }) {
  return <span className="max-w-full text-center text-xs leading-tight [overflow-wrap:anywhere] sm:text-sm">{children}</span>;
}

function CompletedStage({ stage, index, event }: { stage: Stage; index: number; event: StageEvent | undefined }) {
  const { t } = useTranslation('workflow');
  const label = stageLabel(stage);
  const completed = t('stageBar.completed', { stage: label });
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className="flex min-w-0 flex-col items-center gap-1 rounded-md font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={
            event
              ? t('stageBar.completedByLabel', { stage: label, date: formatDateTime(event.at), name: event.by })
              : t('stageBar.completedLabel', { stage: label })
          }
        >
          <StageDot index={index} state="done" />
          <StageName>{label}</StageName>
        </button>
      </TooltipTrigger>
      <TooltipContent className="max-w-72">
        {event ? (
          <div className="grid gap-0.5">
            <span className="font-semibold">{completed}</span>
            <span>
              {formatDateTime(event.at)} · {event.by}
            </span>
            {event.comment && <span className="italic">“{event.comment}”</span>}
          </div>
        ) : (
          completed
        )}
      </TooltipContent>
    </Tooltip>
  );
}

/** The workflow stage bar (spec 02 §4): Draft, Review, Approval, Approved; stages before the current one are done. */
export function StageBar({ doc }: { doc: DocumentDetail }) {
  const { t } = useTranslation('workflow');
  const workflows = useDocumentWorkflows(doc.id);
  const current = stageOf(doc.status);
  const currentIndex = current ? STAGES.indexOf(current) : -1;
  const history = stageHistory(workflows.data?.[0]);

  return (
    <nav aria-label={t('stageBar.label')} className="rounded-xl border bg-card px-4 py-3 shadow-sm">
      <ol className="flex items-start">
        {STAGES.map((stage, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          return (
            <li key={stage} className="relative flex min-w-0 flex-1 flex-col items-center" aria-current={state === 'current' ? 'step' : undefined}>
              {/* The line from the previous stage's dot to this one's, behind both (dots are 1.75rem wide). */}
              {index > 0 && (
                <span
                  className={cn('absolute top-3.5 right-[calc(50%+1.125rem)] left-[calc(-50%+1.125rem)] h-0.5 -translate-y-1/2 rounded', index <= currentIndex ? 'bg-primary' : 'bg-border')}
                  aria-hidden="true"
                />
              )}
              {state === 'done' ? (
                <CompletedStage stage={stage} index={index} event={history[stage]} />
              ) : (
                <span className={cn('flex min-w-0 flex-col items-center gap-1', state === 'current' ? 'font-semibold text-primary' : 'text-muted-foreground')}>
                  <StageDot index={index} state={state} />
                  <StageName>{stageLabel(stage)}</StageName>
                  {state === 'current' && <span className="sr-only">{t('stageBar.currentStage')}</span>}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {currentIndex < 0 && <p className="mt-2 text-xs text-muted-foreground">{t('stageBar.outsideWorkflow')}</p>}
    </nav>
  );
}
