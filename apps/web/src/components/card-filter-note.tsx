import { X } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { i18n } from '@/i18n';

type Decision = 'reviewed' | 'approved' | 'rejected';

/** What a dashboard card's filters mean in words, for the list they open (they have no control of their own). */
export function describeCardFilters(
  filters: {
    decision?: Decision;
    decidedBy?: string;
    decidedFrom?: string;
    reviewDue?: boolean;
    acknowledged?: 'mine';
    trainingDue?: 'mine';
    assigned?: 'review' | 'approval';
  },
  userId: string,
): string | null {
  if (filters.assigned) return i18n.t(filters.assigned === 'review' ? 'dashboard:cardFilter.waitingReview' : 'dashboard:cardFilter.waitingApproval');
  if (filters.reviewDue) return i18n.t('dashboard:cardFilter.reviewDue');
  if (filters.acknowledged) return i18n.t('dashboard:cardFilter.acknowledged');
  if (filters.trainingDue) return i18n.t('dashboard:cardFilter.trainingDue');
  if (!filters.decision) return null;
  const by = !filters.decidedBy ? 'anyone' : filters.decidedBy === userId ? 'you' : 'selected';
  if (!filters.decidedFrom) return i18n.t(`dashboard:cardFilter.decision.${filters.decision}.${by}`);
  return i18n.t(`dashboard:cardFilter.decision.${filters.decision}.${by}Since`, { date: formatDate(filters.decidedFrom) });
}

export function CardFilterNote({ text, onClear }: { text: string | null; onClear: () => void }) {
  const { t } = useTranslation('dashboard');
  if (!text) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/30 bg-primary/5 px-3 py-2 text-sm" role="status">
      <span>
        <Trans t={t} i18nKey="cardFilter.showing" values={{ text }} components={{ strong: <strong /> }} />
      </span>
      <Button variant="ghost" size="sm" onClick={onClear}>
        <X aria-hidden="true" />
        {t('cardFilter.showAll')}
      </Button>
    </p>
  );
}
