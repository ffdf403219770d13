import { useEffect, useRef, useState, type RefObject } from 'react';
import { FileWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useOptionalNotesUi } from '@/components/notes/notes-ui';
import { useStageNotes } from '@/features/viewer/notes/stage-notes';
import { StickyMarkers } from '@/features/viewer/notes/sticky-markers';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { SidePanel } from './side-panel';
import { useHandTool } from './use-hand-tool';
import { usePdfViewer, type ViewerPlace } from './use-pdf-viewer';
import { useViewerShortcuts } from './use-viewer-shortcuts';
import { ViewerNotice } from './viewer-notice';
import { ViewerToolbar } from './viewer-toolbar';
import { ZOOM_DEFAULT, zoomIn, zoomOut } from './zoom';

const isPasswordError = (error: unknown) => error instanceof Error && error.name === 'PasswordException';

interface PdfStageProps {
  pdf: Blob;
  title: string;
  sideOpen: boolean;
  /** Asks the server again for the record and the rendition; the reader stays on their page. */
  onRefresh: () => void;
  refreshing: boolean;
  /** Kept by the caller: a refreshed rendition (a new stage) opens where the reader was. */
  place: RefObject<ViewerPlace | null>;
}

/** The PDF in pdf.js's viewer with its toolbar (pages, zoom, find, tools), thumbnails and bookmarks, and the shortcuts. */
export function PdfStage({ pdf: source, title, sideOpen, onRefresh, refreshing, place }: PdfStageProps) {
  const { t } = useTranslation('viewer');
  // A phone opens the page at its width (100 % cut it off) and gets the compact toolbar.
  const compact = !useMediaQuery('(min-width: 640px)');
  const { container, pdf, state, error, commands } = usePdfViewer(source, compact ? 'page-width' : null, place);
  const findInput = useRef<HTMLInputElement>(null);
  const [findOpen, setFindOpen] = useState(false);
  const [textSelection, setTextSelection] = useState(true);
  useHandTool(container, !textSelection);
  const ready = pdf !== null;
  const notesUi = useOptionalNotesUi();
  const notes = useStageNotes(notesUi, { goToPage: ready ? commands.goToPage : null, container, page: state.page });

  useViewerShortcuts(
    ready
      ? {
          previousPage: () => commands.goToPage(state.page - 1),
          nextPage: () => commands.goToPage(state.page + 1),
          firstPage: () => commands.goToPage(1),
          lastPage: () => commands.goToPage(state.pages),
          zoomIn: () => {
            const next = zoomIn(state.percent);
            if (next) commands.setZoom(next);
          },
          zoomOut: () => {
            const next = zoomOut(state.percent);
            if (next) commands.setZoom(next);
          },
          zoomReset: () => commands.setZoom(ZOOM_DEFAULT),
          find: () => {
            setFindOpen(true);
            findInput.current?.focus();
            findInput.current?.select();
          },
        }
      : {},
  );

  // Once open, the pages take the focus, so the arrow keys scroll them straight away; but not from a control the
  // person reached while they loaded (a menu would close under their pointer).
  useEffect(() => {
    const focusIsFree = document.activeElement === null || document.activeElement === document.body;
    if (ready && focusIsFree) container.current?.focus({ preventScroll: true });
  }, [ready, container]);
  // A phone's find box appears when asked for (menu or Ctrl+F), and takes the focus.
  useEffect(() => {
    if (findOpen) findInput.current?.focus();
  }, [findOpen]);

  if (error) {
    return (
      <ViewerNotice
        icon={<FileWarning className="size-10 text-destructive" aria-hidden="true" />}
        title={isPasswordError(error) ? t('errors.password') : t('errors.contentFailed')}
      />
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ViewerToolbar
        state={state}
        ready={ready}
        commands={commands}
        findInput={findInput}
        compact={compact}
        findOpen={findOpen}
        onFindOpen={() => setFindOpen(true)}
        textSelection={textSelection}
        onTextSelection={setTextSelection}
        onRefresh={onRefresh}
        refreshing={refreshing}
        notesUi={notesUi}
      />
      {notes.placing && (
        <p role="status" className="border-b bg-amber-50 px-3 py-1.5 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          {t('notes.placing')}
        </p>
      )}
      <div className="flex min-h-0 flex-1">
        {sideOpen && <SidePanel pdf={pdf} page={state.page} bookmarks={state.bookmarks} onPage={commands.goToPage} onBookmark={commands.goToBookmark} />}
        <div className="relative min-w-0 flex-1 bg-muted">
          {/* pdf.js needs an absolutely positioned scroll container whose first child is its viewer element. */}
          <div
            ref={container}
            tabIndex={0}
            role="region"
            aria-label={t('toolbar.document')}
            aria-busy={!ready}
            data-page={ready ? state.page : undefined}
            onClick={notes.onPageClick}
            className={cn(
              'absolute inset-0 overflow-auto outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
              notes.placing && 'attest-placing',
            )}
          >
            <div className="pdfViewer" role="document" aria-label={title} />
          </div>
          {ready && notesUi && <StickyMarkers container={container} listen={commands.listen} />}
          {!ready && (
            <div className="absolute inset-0 flex items-center justify-center" role="status" aria-label={t('opening')}>
              <Spinner />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
