import { useEffect, useRef } from 'react';
import { FileWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useOptionalNotesUi } from '@/features/notes/notes-ui';
import { AddStickyButton, useStageNotes } from '@/features/notes/stage-notes';
import { StickyMarkers } from '@/features/notes/sticky-markers';
import { cn } from '@/lib/utils';
import { FindBox } from './find-box';
import { PageStepper } from './page-stepper';
import { SidePanel } from './side-panel';
import { usePdfViewer } from './use-pdf-viewer';
import { useViewerShortcuts } from './use-viewer-shortcuts';
import { ViewerNotice } from './viewer-notice';
import { ZoomControls } from './zoom-controls';
import { ZOOM_DEFAULT, zoomIn, zoomOut } from './zoom';

const isPasswordError = (error: unknown) => error instanceof Error && error.name === 'PasswordException';

/** The PDF in pdf.js's viewer with its toolbar (pages, zoom, find), thumbnails and bookmarks, and the shortcuts. */
export function PdfStage({ pdf: source, title, sideOpen }: { pdf: Blob; title: string; sideOpen: boolean }) {
  const { t } = useTranslation('viewer');
  const { container, pdf, state, error, commands } = usePdfViewer(source);
  const findInput = useRef<HTMLInputElement>(null);
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
            findInput.current?.focus();
            findInput.current?.select();
          },
        }
      : {},
  );

  // Once open, the pages take the focus, so the arrow keys scroll them straight away.
  useEffect(() => {
    if (ready) container.current?.focus({ preventScroll: true });
  }, [ready, container]);

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
      <div role="group" aria-label={t('toolbar.label')} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b bg-card px-3 py-1.5">
        <PageStepper page={state.page} pages={state.pages} onGo={commands.goToPage} />
        <ZoomControls percent={state.percent} fit={state.fit} disabled={!ready} onZoom={commands.setZoom} onFit={commands.fitTo} />
        <FindBox inputRef={findInput} matches={state.matches} findState={state.findState} disabled={!ready} onFind={commands.find} />
        {notesUi && <AddStickyButton ui={notesUi} disabled={!ready} />}
      </div>
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
            <div className="pdfViewer" aria-label={title} />
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
