import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BookmarkList } from './bookmark-list';
import type { Bookmark } from './outline';
import { ThumbnailList } from './thumbnail-list';

interface SidePanelProps {
  pdf: PDFDocumentProxy | null;
  page: number;
  bookmarks: Bookmark[] | null;
  onPage: (page: number) => void;
  onBookmark: (bookmark: Bookmark) => void;
}

/** Left panel: page thumbnails and the document's bookmarks, one tab each. */
export function SidePanel({ pdf, page, bookmarks, onPage, onBookmark }: SidePanelProps) {
  const { t } = useTranslation('viewer');
  return (
    <aside id="viewer-side-panel" aria-label={t('header.sidePanel')} className="flex w-60 shrink-0 flex-col border-r bg-card">
      <Tabs defaultValue="thumbnails" className="flex min-h-0 flex-1 flex-col">
        <TabsList className="m-2 grid grid-cols-2">
          <TabsTrigger value="thumbnails">{t('sidebar.thumbnails')}</TabsTrigger>
          <TabsTrigger value="bookmarks">{t('sidebar.bookmarks')}</TabsTrigger>
        </TabsList>
        <TabsContent value="thumbnails" className="mt-0 min-h-0 flex-1 overflow-y-auto">
          {pdf && <ThumbnailList pdf={pdf} page={page} onSelect={onPage} />}
        </TabsContent>
        <TabsContent value="bookmarks" className="mt-0 min-h-0 flex-1 overflow-y-auto">
          <BookmarkList bookmarks={bookmarks} onSelect={onBookmark} />
        </TabsContent>
      </Tabs>
    </aside>
  );
}
