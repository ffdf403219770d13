import { ChevronRight, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardCard, Role } from '@attest/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { cardHint, cardTitle } from './card-text';
import { CardLink } from './card-link';
import { formatFigure } from './figures';

function StatCard({ card, role }: { card: DashboardCard; role: Role }) {
  const { t } = useTranslation('dashboard');
  const figure = formatFigure(card);
  const title = cardTitle(card);
  const hint = cardHint(card);
  const body = (
    <Card className="h-full transition-colors group-hover:border-primary/50">
      <CardHeader className="pb-1">
        <CardTitle as="h3" className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1">
        <span className="flex items-center gap-2 text-3xl font-semibold tabular-nums" data-testid={`card-${card.key}`}>
          {figure}
          {card.value === null && (
            <Tooltip>
              <TooltipTrigger asChild>
                <button type="button" className="rounded-full text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label={t('statCards.whyNoFigure', { title })}>
                  <Info className="size-4" aria-hidden="true" />
                </button>
              </TooltipTrigger>
              <TooltipContent className="max-w-xs">{hint}</TooltipContent>
            </Tooltip>
          )}
        </span>
        <p className="line-clamp-3 text-xs text-muted-foreground">{hint}</p>
        {card.link && (
          <span className="mt-1 flex items-center text-xs text-primary" aria-hidden="true">
            {t('statCards.view')}
            <ChevronRight className="size-3.5 transition-transform group-hover:translate-x-0.5" />
          </span>
        )}
      </CardContent>
    </Card>
  );
  return card.link ? (
    <CardLink role={role} link={card.link}>
      {body}
    </CardLink>
  ) : (
    body
  );
}

/** Spec 01 §6 dashboard cards: real figures, each opening the list it counts. */
export function StatCards({ cards, role, loading }: { cards: DashboardCard[] | undefined; role: Role; loading: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-label={t('statCards.label')} className={cn('grid gap-4 sm:grid-cols-2', cards && cards.length > 4 ? 'lg:grid-cols-3 xl:grid-cols-5' : 'xl:grid-cols-4')}>
      {loading || !cards
        ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-36 rounded-xl" />)
        : cards.map((card) => <StatCard key={card.key} card={card} role={role} />)}
    </section>
  );
}
