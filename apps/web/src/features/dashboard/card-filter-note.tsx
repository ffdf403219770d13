import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/features/documents/format';

const DECISIONS = { reviewed: 'reviewed', approved: 'approved', rejected: 'rejected in review or approval' } as const;

/** What a dashboard card's filters mean in words, for the list they open (they have no control of their own). */
export function describeCardFilters(
  filters: {
    decision?: keyof typeof DECISIONS;
    decidedBy?: string;
    decidedFrom?: string;
    reviewDue?: boolean;
    acknowledged?: 'mine';
    trainingDue?: 'mine';
    assigned?: 'review' | 'approval';
  },
  userId: string,
): string | null {
  if (filters.assigned) return filters.assigned === 'review' ? 'Waiting for your review' : 'Waiting for your approval';
  if (filters.reviewDue) return 'Effective documents due for periodic review';
  if (filters.acknowledged) return 'Documents you have acknowledged';
  if (filters.trainingDue) return 'Training-required documents you have not acknowledged yet';
  if (!filters.decision) return null;
  const by = !filters.decidedBy ? '' : filters.decidedBy === userId ? ' by you' : ' by the selected user';
  const since = filters.decidedFrom ? ` since ${formatDate(filters.decidedFrom)}` : '';
  return `Documents ${DECISIONS[filters.decision]}${by}${since}`;
}

export function CardFilterNote({ text, onClear }: { text: string | null; onClear: () => void }) {
  if (!text) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/30 bg-primary/5 px-3 py-2 text-sm" role="status">
      <span>
        Showing: <strong>{text}</strong>
      </span>
      <Button variant="ghost" size="sm" onClick={onClear}>
        <X aria-hidden="true" />
        Show all
      </Button>
    </p>
  );
}
