import { useState, type RefObject } from 'react';
import { ChevronDown, ChevronUp, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { FindMatches } from './use-pdf-viewer';

const NOT_FOUND = 1;

interface FindBoxProps {
  inputRef: RefObject<HTMLInputElement | null>;
  matches: FindMatches;
  findState: number | null;
  disabled: boolean;
  onFind: (query: string, options?: { again?: boolean; previous?: boolean }) => void;
}

/** Find in document: searched as typed, Enter / Shift+Enter for the next and previous match, the count announced. */
export function FindBox({ inputRef, matches, findState, disabled, onFind }: FindBoxProps) {
  const { t } = useTranslation('viewer');
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const count = !searching ? '' : matches.total > 0 ? t('find.count', { current: matches.current, total: matches.total }) : findState === NOT_FOUND ? t('find.none') : '';
  const step = (previous: boolean) => searching && onFind(query, { again: true, previous });
  return (
    <div role="search" className="flex items-center gap-1">
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          ref={inputRef}
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            onFind(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              step(event.shiftKey);
            } else if (event.key === 'Escape' && query) {
              // The first Escape clears the search; the next one leaves the viewer.
              event.preventDefault();
              setQuery('');
              onFind('');
            }
          }}
          disabled={disabled}
          aria-label={t('find.label')}
          aria-keyshortcuts="Control+F Meta+F"
          placeholder={t('find.placeholder')}
          className="h-8 w-44 pl-8 sm:w-56"
        />
      </div>
      <Button variant="ghost" size="icon" onClick={() => step(true)} disabled={disabled || matches.total === 0} aria-label={t('find.previous')} aria-keyshortcuts="Shift+Enter" title={t('find.previous')}>
        <ChevronUp aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" onClick={() => step(false)} disabled={disabled || matches.total === 0} aria-label={t('find.next')} aria-keyshortcuts="Enter" title={t('find.next')}>
        <ChevronDown aria-hidden="true" />
      </Button>
      <span className="min-w-24 text-xs text-muted-foreground tabular-nums" role="status" aria-live="polite">
        {count}
      </span>
    </div>
  );
}
