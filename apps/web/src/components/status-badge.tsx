import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Priority, VersionStatus } from '@attest/domain';
import { Badge } from '@/components/ui/badge';
import { priorityLabel, versionStatusLabel } from '@/i18n/labels';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

/** One colour per status (a document's, or a version's own), readable in light and dark themes (WCAG AA contrast). */
const STATUS_CLASSES: Record<VersionStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 border-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:border-slate-600',
  'in-review': 'bg-amber-100 text-amber-800 border-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:border-amber-800',
  reviewed: 'bg-sky-100 text-sky-800 border-sky-300 dark:bg-sky-950 dark:text-sky-200 dark:border-sky-800',
  'pending-approval':
    'bg-violet-100 text-violet-800 border-violet-300 dark:bg-violet-950 dark:text-violet-200 dark:border-violet-800',
  approved: 'bg-green-100 text-green-800 border-green-300 dark:bg-green-950 dark:text-green-200 dark:border-green-800',
  'approved-training': 'bg-teal-100 text-teal-800 border-teal-300 dark:bg-teal-950 dark:text-teal-200 dark:border-teal-800',
  scheduled: 'bg-cyan-100 text-cyan-800 border-cyan-300 dark:bg-cyan-950 dark:text-cyan-200 dark:border-cyan-800',
  'internal-assessment':
    'bg-indigo-100 text-indigo-800 border-indigo-300 dark:bg-indigo-950 dark:text-indigo-200 dark:border-indigo-800',
  effective: 'bg-emerald-700 text-white border-transparent dark:bg-emerald-700 dark:text-white',
  rejected: 'bg-red-100 text-red-800 border-red-300 dark:bg-red-950 dark:text-red-200 dark:border-red-800',
  obsolete: 'bg-zinc-200 text-zinc-700 border-zinc-400 line-through dark:bg-zinc-800 dark:text-zinc-300',
  archived: 'bg-stone-200 text-stone-700 border-stone-400 dark:bg-stone-800 dark:text-stone-300 dark:border-stone-600',
  superseded: 'bg-zinc-100 text-zinc-700 border-zinc-300 dark:bg-zinc-800 dark:text-zinc-300 dark:border-zinc-600',
  withdrawn: 'bg-zinc-100 text-zinc-600 border-dashed border-zinc-300 dark:bg-zinc-900 dark:text-zinc-400 dark:border-zinc-600',
};

/** The status; a scheduled release names its date, "Approved · effective on 20 Dec 2026", in the person's date format. */
export function StatusBadge({ status, effectiveOn, className }: { status: VersionStatus; effectiveOn?: string | null; className?: string }) {
  const { t } = useTranslation('documents');
  return (
    <Badge variant="outline" className={cn(STATUS_CLASSES[status], className)}>
      {status === 'scheduled' && effectiveOn ? t('badges.scheduledOn', { date: formatDate(effectiveOn) }) : versionStatusLabel(status)}
    </Badge>
  );
}

export function LockedBadge({ className }: { className?: string }) {
  const { t } = useTranslation('documents');
  return (
    <Badge variant="outline" className={cn('gap-1 border-amber-400 text-amber-800 dark:text-amber-300', className)}>
      <Lock className="size-3" aria-hidden="true" />
      {t('badges.locked')}
    </Badge>
  );
}

const PRIORITY_CLASSES: Record<Priority, string> = {
  low: 'text-slate-600 dark:text-slate-300',
  medium: 'text-sky-700 dark:text-sky-300',
  high: 'text-orange-700 dark:text-orange-300',
  critical: 'text-red-700 font-semibold dark:text-red-300',
};

export function PriorityLabel({ priority }: { priority: Priority }) {
  return <span className={PRIORITY_CLASSES[priority]}>{priorityLabel(priority)}</span>;
}
