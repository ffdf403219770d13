import { useTranslation } from 'react-i18next';
import { Shield, UserCheck, UserX, Users, type LucideIcon } from 'lucide-react';
import type { UserSummary } from '@attest/domain';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { UserListFiltersState } from '@/lib/use-user-list';

export type SummaryCardKey = 'total' | 'active' | 'inactive' | 'admins';

/** What each card filters to when clicked. */
export const CARD_FILTERS: Record<SummaryCardKey, UserListFiltersState> = {
  total: { role: undefined, status: undefined },
  active: { status: 'active', role: undefined },
  inactive: { status: 'inactive', role: undefined },
  admins: { role: 'admin', status: undefined },
};

const CARDS: { key: SummaryCardKey; icon: LucideIcon }[] = [
  { key: 'total', icon: Users },
  { key: 'active', icon: UserCheck },
  { key: 'inactive', icon: UserX },
  { key: 'admins', icon: Shield },
];

/** Total, Active, Inactive, Admin (spec 02 §2): clicking a card filters the table. */
export function UserSummaryCards({ summary, current, onPick }: { summary: UserSummary | undefined; current: SummaryCardKey | null; onPick: (key: SummaryCardKey) => void }) {
  const { t } = useTranslation('users');
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {CARDS.map(({ key, icon: Icon }) => (
        <Card key={key} className={cn('p-0', current === key && 'ring-2 ring-primary')}>
          <button type="button" aria-pressed={current === key} onClick={() => onPick(key)} className="w-full rounded-xl p-4 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <span className="flex items-center justify-between text-sm font-medium text-muted-foreground">
              {t(`summary.${key}`)}
              <Icon className="size-4" aria-hidden="true" />
            </span>
            {summary ? <span className="mt-1 block text-2xl font-semibold">{formatCount(summary[key])}</span> : <Skeleton className="mt-2 h-8 w-16" />}
          </button>
        </Card>
      ))}
    </div>
  );
}

/** The card whose filter is the one applied now, if any. */
export function currentCard(filters: UserListFiltersState): SummaryCardKey | null {
  if (filters.q || filters.login) return null;
  const match = (Object.keys(CARD_FILTERS) as SummaryCardKey[]).find(
    (key) => CARD_FILTERS[key].role === filters.role && CARD_FILTERS[key].status === filters.status,
  );
  return match ?? null;
}
