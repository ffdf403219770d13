import { Clock, FileText, ListChecks, ShieldAlert, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AuditListResponse } from '@attest/domain';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import { AUDIT_CARD_FILTERS, type AuditCard } from '@/lib/audit-search';

interface SummaryCardsProps {
  summary: AuditListResponse['summary'] | undefined;
  /** The card whose filter alone is applied now, if any. */
  active: AuditCard | null;
  onSelect: (card: AuditCard) => void;
}

const ICONS: Record<AuditCard, LucideIcon> = { total: ListChecks, last24Hours: Clock, documentEvents: FileText, securityEvents: ShieldAlert };

/** The real counts of the log (spec 02 §2); a click on a card lists exactly the events it counts. */
export function SummaryCards({ summary, active, onSelect }: SummaryCardsProps) {
  const { t } = useTranslation('audit');
  const figures = (Object.keys(AUDIT_CARD_FILTERS) as AuditCard[]).map((card) => ({
    card,
    label: t(`summary.${card}.label`),
    hint: t(`summary.${card}.hint`),
    icon: ICONS[card],
    value: summary?.[card],
  }));
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map(({ card, label, hint, icon: Icon, value }) => (
        <Card key={card} className={cn('p-4', active === card && 'ring-2 ring-primary')}>
          <button
            type="button"
            aria-pressed={active === card}
            onClick={() => onSelect(card)}
            className="-m-4 block w-[calc(100%+2rem)] rounded-xl p-4 text-left outline-none hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring"
          >
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-muted-foreground">{label}</span>
              <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
            </div>
            {value === undefined ? <Skeleton className="mt-2 h-8 w-16" /> : <span className="mt-1 block text-2xl font-semibold">{formatCount(value)}</span>}
            <span className="block text-xs text-muted-foreground">{hint}</span>
          </button>
        </Card>
      ))}
    </div>
  );
}
