import { useCallback, type ReactNode } from 'react';
import { useUrlSearchText } from '@/lib/use-url-search-text';
import { FilterCard } from './filter-card';
import { SearchField } from './filter-field';

interface SearchFilterCardProps {
  texts: { title: string; clear: string; search: string; searchPlaceholder: string };
  searchId: string;
  /** The search text in the URL. */
  q: string | undefined;
  /** A new search text reaches the URL after a pause, replacing the history entry. */
  onChange: (patch: { q?: string }, options?: { replace?: boolean }) => void;
  onClear: () => void;
  /** Some filter is set; text still being typed can be cleared too. */
  canClear: boolean;
  /** The grid the filters sit in; the search box spans two of its columns. */
  className: string;
  /** The filters after the search box. */
  children: ReactNode;
}

/** A filters card that opens with a free-text search kept in the URL. */
export function SearchFilterCard({ texts, searchId, q, onChange, onClear, canClear, className, children }: SearchFilterCardProps) {
  const searchChanged = useCallback((next: string | undefined) => onChange({ q: next }, { replace: true }), [onChange]);
  const [text, setText] = useUrlSearchText(q, searchChanged);
  return (
    <FilterCard title={texts.title} clearLabel={texts.clear} onClear={onClear} clearDisabled={!canClear && !text} className={className}>
      <SearchField id={searchId} label={texts.search} className="sm:col-span-2" placeholder={texts.searchPlaceholder} value={text} onChange={setText} />
      {children}
    </FilterCard>
  );
}
