import { Link } from '@tanstack/react-router';
import { FileText, GitPullRequest, History, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { relevanceTone, type SearchResult } from '@attest/domain';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { resultStatusLabel } from './result-status';

const ICONS = { documents: FileText, users: User, workflows: GitPullRequest, audit: History } as const;
const TONE_CLASSES = {
  high: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
  medium: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  low: 'bg-muted text-muted-foreground',
} as const;

/** One result (spec 02 §3): title linking to its route (02 §2), type, description, author, department, status, date, relevance. */
export function SearchResultItem({ result }: { result: SearchResult }) {
  const { t } = useTranslation('search');
  const Icon = ICONS[result.type];
  const status = resultStatusLabel(result);
  return (
    <li className="flex gap-3 px-4 py-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={result.url} className="font-medium text-primary underline-offset-4 hover:underline">
            {result.title}
          </Link>
          <Badge variant="secondary">{t(`result.type.${result.type}`)}</Badge>
          {status && <Badge variant="outline">{status}</Badge>}
        </div>
        {result.description && <p className="line-clamp-2 text-sm text-muted-foreground">{result.description}</p>}
        <p className="text-xs text-muted-foreground">
          {[result.author, result.department, formatDateTime(result.lastModified)].filter(Boolean).join(' · ')}
          {result.tags.length > 0 && ` · ${result.tags.join(', ')}`}
          <span className={cn('ml-2 rounded px-1.5 py-0.5 font-medium tabular-nums', TONE_CLASSES[relevanceTone(result.relevance)])} title={t('result.relevanceTitle')}>
            {t('result.relevance', { score: result.relevance })}
          </span>
        </p>
      </div>
    </li>
  );
}
