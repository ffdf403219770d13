import { useState } from 'react';
import { BookmarkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { filterBookmarks, type Bookmark } from './outline';

/** The file's own outline (PDF bookmarks, or a Word file's headings after conversion), filtered as typed. */
export function BookmarkList({ bookmarks, onSelect }: { bookmarks: Bookmark[] | null; onSelect: (bookmark: Bookmark) => void }) {
  const { t } = useTranslation('viewer');
  const [filter, setFilter] = useState('');
  if (bookmarks === null) return <p className="px-3 py-4 text-sm text-muted-foreground">{t('sidebar.reading')}</p>;
  if (bookmarks.length === 0) return <p className="px-3 py-4 text-sm text-muted-foreground">{t('sidebar.noOutline')}</p>;
  const shown = filterBookmarks(bookmarks, filter);
  return (
    <div className="grid gap-2 px-2 pb-4">
      <Input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} aria-label={t('sidebar.filter')} placeholder={t('sidebar.filter')} className="h-8" />
      {shown.length === 0 ? (
        <p className="px-1 text-sm text-muted-foreground">{t('sidebar.noMatch', { filter: filter.trim() })}</p>
      ) : (
        <ul aria-label={t('sidebar.bookmarks')} className="grid gap-0.5">
          {shown.map((bookmark) => (
            <li key={bookmark.id}>
              <button
                type="button"
                onClick={() => onSelect(bookmark)}
                style={{ paddingLeft: `${0.5 + bookmark.depth * 0.875}rem` }}
                className="flex w-full items-start gap-2 rounded-md py-1.5 pr-2 text-left text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              >
                <BookmarkIcon className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1 break-words">{bookmark.title}</span>
                {bookmark.pageNumber !== null && (
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{t('sidebar.onPage', { page: bookmark.pageNumber })}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
