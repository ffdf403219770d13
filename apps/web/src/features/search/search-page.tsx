import { useEffect, useState, type FormEvent } from 'react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { ArrowDownWideNarrow, ArrowLeft, ArrowUpNarrowWide, Search, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { searchGroupsFor } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { FilterTabsTrigger, Tabs, TabsList } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { useGlobalSearch } from '@/lib/api/dashboard/queries';
import { SearchResultItem } from './search-result-item';
import { SEARCH_PAGE_SIZE, SORT_OPTIONS, type SearchPageSearch } from '@/lib/search-params';

const routeApi = getRouteApi('/dashboard/$role/search');

/** /dashboard/$role/search?q= (spec 02 §2 Search Results): tabs with counts, sort with direction, paged. */
export function SearchPage() {
  const { t } = useTranslation('search');
  const { data: session } = useSession();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const router = useRouter();
  const result = useGlobalSearch({ q: search.q, type: search.type, sort: search.sort, dir: search.dir, page: search.page, pageSize: SEARCH_PAGE_SIZE });
  const failed = result.isError;
  useEffect(() => {
    if (failed) toast.error(t('page.failedTitle'), { description: t('page.failed') });
  }, [failed, t]);
  if (!session) return null;

  const groups = searchGroupsFor(session.user.role);
  const go = (patch: Partial<SearchPageSearch>) => void navigate({ search: (prev) => ({ ...prev, page: 1, ...patch }) });
  const data = result.data;
  const countOf = (tab: SearchPageSearch['type']) => (data ? (tab === 'all' ? Object.values(data.counts).reduce((a, b) => a + b, 0) : (data.counts[tab] ?? 0)) : null);
  const pages = data ? Math.max(1, Math.ceil(data.total / SEARCH_PAGE_SIZE)) : 1;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="ghost" size="sm" onClick={() => router.history.back()}>
          <ArrowLeft aria-hidden="true" />
          {t('page.back')}
        </Button>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
      </div>
      {/* Keyed by the query, so Back/Forward and the header box reset the text. */}
      <SearchBox key={search.q} initial={search.q} onSubmit={(q) => go({ q })} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <Tabs value={search.type} onValueChange={(type) => go({ type: type as SearchPageSearch['type'] })}>
          <TabsList aria-label={t('page.groups')}>
            {(['all', ...groups] as const).map((tab) => (
              <FilterTabsTrigger key={tab} value={tab}>
                {t(`tabs.${tab}`)}
                {countOf(tab) !== null && <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs text-foreground tabular-nums">{countOf(tab)}</span>}
              </FilterTabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        <div className="flex items-center gap-2">
          <label htmlFor="search-sort" className="text-sm text-muted-foreground">
            {t('page.sortBy')}
          </label>
          <Select id="search-sort" value={search.sort} onChange={(e) => go({ sort: e.target.value as SearchPageSearch['sort'] })} className="w-36">
            {SORT_OPTIONS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </Select>
          <Button
            variant="outline"
            size="icon"
            onClick={() => go({ dir: search.dir === 'asc' ? 'desc' : 'asc' })}
            aria-label={search.dir === 'asc' ? t('page.ascending') : t('page.descending')}
          >
            {search.dir === 'asc' ? <ArrowUpNarrowWide aria-hidden="true" /> : <ArrowDownWideNarrow aria-hidden="true" />}
          </Button>
        </div>
      </div>

      <Card className="overflow-hidden">
        {!search.q ? (
          <p className="px-6 py-12 text-center text-sm text-muted-foreground">{t('page.prompt')}</p>
        ) : result.isPending ? (
          <div className="grid gap-3 p-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : !data || data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
            <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{t('page.noResults')}</p>
            {data && <p className="text-sm text-muted-foreground">{t('page.noMatch', { query: search.q })}</p>}
          </div>
        ) : (
          <ul className="divide-y" aria-label={t('page.results')} aria-busy={result.isFetching}>
            {data.items.map((item) => (
              <SearchResultItem key={`${item.type}-${item.id}`} result={item} />
            ))}
          </ul>
        )}
      </Card>
      {data && pages > 1 && (
        <nav aria-label={t('page.pages')} className="flex items-center justify-end gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={search.page <= 1} onClick={() => void navigate({ search: (prev) => ({ ...prev, page: search.page - 1 }) })}>
            {t('page.previous')}
          </Button>
          <span className="tabular-nums">{t('page.pageOf', { page: search.page, pages })}</span>
          <Button variant="outline" size="sm" disabled={search.page >= pages} onClick={() => void navigate({ search: (prev) => ({ ...prev, page: search.page + 1 }) })}>
            {t('page.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}

function SearchBox({ initial, onSubmit }: { initial: string; onSubmit: (q: string) => void }) {
  const { t } = useTranslation('search');
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex max-w-2xl gap-2">
      <label htmlFor="search-page-q" className="sr-only">
        {t('box.label')}
      </label>
      <Input id="search-page-q" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('box.placeholder')} maxLength={200} />
      <Button type="submit">
        <Search aria-hidden="true" />
        {t('box.submit')}
      </Button>
    </form>
  );
}
