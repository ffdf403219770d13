import { Clock, FileText, ListChecks, ShieldAlert, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AuditListResponse } from '@attest/domain';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/features/documents/format';
import { cn } from '@/lib/utils';

interface SummaryCardsProps {
  summary: AuditListResponse['summary'] | undefined;
  /** Total Events: every entry (clears the filters). */
  onShowAll: () => void;
  allShown: boolean;
}

interface Figure {
  label: string;
  hint: string;
  icon: LucideIcon;
  value: number | undefined;
  onClick?: () => void;
  pressed?: boolean;
}

/** The real counts of the log (spec 02 §2); Total Events, the one that maps to a filter (none), applies it. */
export function SummaryCards({ summary, onShowAll, allShown }: SummaryCardsProps) {
  const { t } = useTranslation('audit');
  const figures: Figure[] = [
    { label: t('summary.total.label'), hint: t('summary.total.hint'), icon: ListChecks, value: summary?.total, onClick: onShowAll, pressed: allShown },
    { label: t('summary.last24Hours.label'), hint: t('summary.last24Hours.hint'), icon: Clock, value: summary?.last24Hours },
    { label: t('summary.documentEvents.label'), hint: t('summary.documentEvents.hint'), icon: FileText, value: summary?.documentEvents },
    // Sign-ins, lockouts, passwords and locks together: wider than any one filter, so the card is a figure only.
    { label: t('summary.securityEvents.label'), hint: t('summary.securityEvents.hint'), icon: ShieldAlert, value: summary?.securityEvents },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map(({ label, hint, icon: Icon, value, onClick, pressed }) => {
        const body = (
          <>
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-muted-foreground">{label}</span>
              <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
            </div>
            {value === undefined ? <Skeleton className="mt-2 h-8 w-16" /> : <p className="mt-1 text-2xl font-semibold">{formatCount(value)}</p>}
            <p className="text-xs text-muted-foreground">{hint}</p>
          </>
        );
        return (
          <Card key={label} className={cn('p-4', pressed && 'ring-2 ring-primary')}>
            {onClick ? (
              <button
                type="button"
                aria-pressed={pressed}
                onClick={onClick}
                className="-m-4 block w-[calc(100%+2rem)] rounded-xl p-4 text-left outline-none hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring"
              >
                {body}
              </button>
            ) : (
              body
            )}
          </Card>
        );
      })}
    </div>
  );
}
