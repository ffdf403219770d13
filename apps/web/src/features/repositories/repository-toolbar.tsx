import { ArrowDownWideNarrow, ArrowUpNarrowWide, ChevronRight, FolderGit2, LayoutGrid, List, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REPOSITORY_SORTS, type RepositorySort } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { breadcrumbOf } from '@/lib/repository-search';

interface BreadcrumbProps {
  rootName: string;
  path: string;
  onOpen: (path: string) => void;
}

/** The folder path: the connection's name as the root, then each folder; the last one is the current page. */
export function RepositoryBreadcrumb({ rootName, path, onOpen }: BreadcrumbProps) {
  const { t } = useTranslation('repositories');
  const crumbs = [{ name: rootName, path: '' }, ...breadcrumbOf(path)];
  return (
    <nav aria-label={t('browser.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {index > 0 && <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />}
              {last ? (
                <span aria-current="page" className="flex items-center gap-1.5 font-semibold">
                  {index === 0 && <FolderGit2 className="size-4" aria-hidden="true" />}
                  {crumb.name}
                </span>
              ) : (
                <button type="button" onClick={() => onOpen(crumb.path)} className="flex items-center gap-1.5 rounded text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                  {index === 0 && <FolderGit2 className="size-4" aria-hidden="true" />}
                  {crumb.name}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

interface ControlsProps {
  query: string;
  onQuery: (query: string) => void;
  sort: RepositorySort;
  onSort: (sort: RepositorySort) => void;
  direction: 'asc' | 'desc';
  onDirection: (direction: 'asc' | 'desc') => void;
  view: 'grid' | 'list';
  onView: (view: 'grid' | 'list') => void;
}

/** Search box, sort by name / date / size / type with the direction toggle, and the grid / list toggle. */
export function RepositoryControls({ query, onQuery, sort, onSort, direction, onDirection, view, onView }: ControlsProps) {
  const { t } = useTranslation('repositories');
  const DirectionIcon = direction === 'asc' ? ArrowUpNarrowWide : ArrowDownWideNarrow;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="relative min-w-56 flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input type="search" aria-label={t('browser.searchLabel')} placeholder={t('browser.search')} value={query} onChange={(event) => onQuery(event.target.value)} className="pl-9" />
      </div>
      <Select aria-label={t('browser.sortLabel')} value={sort} onChange={(event) => onSort(event.target.value as RepositorySort)} className="w-40">
        {REPOSITORY_SORTS.map((key) => (
          <option key={key} value={key}>
            {t(`browser.sort.${key}`)}
          </option>
        ))}
      </Select>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('browser.directionToggle', { direction: t(direction === 'asc' ? 'browser.ascending' : 'browser.descending') })}
        title={t(direction === 'asc' ? 'browser.ascending' : 'browser.descending')}
        onClick={() => onDirection(direction === 'asc' ? 'desc' : 'asc')}
      >
        <DirectionIcon aria-hidden="true" />
      </Button>
      <div role="group" aria-label={t('browser.viewLabel')} className="flex rounded-md border">
        {(['grid', 'list'] as const).map((option) => {
          const Icon = option === 'grid' ? LayoutGrid : List;
          return (
            <Button
              key={option}
              variant="ghost"
              size="icon"
              aria-pressed={view === option}
              aria-label={t(option === 'grid' ? 'browser.viewGrid' : 'browser.viewList')}
              className={cn('rounded-none first:rounded-l-md last:rounded-r-md', view === option && 'bg-accent text-accent-foreground')}
              onClick={() => onView(option)}
            >
              <Icon aria-hidden="true" />
            </Button>
          );
        })}
      </div>
    </div>
  );
}
