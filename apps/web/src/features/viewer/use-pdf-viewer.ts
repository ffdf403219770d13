import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { EventBus, PDFLinkService, PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
import { loadPdfViewer } from '@/lib/pdfjs';
import type { Bookmark } from './outline';
import { readBookmarks } from './pdf-outline';
import { ZOOM_DEFAULT, type FitMode } from './zoom';

export interface FindMatches {
  current: number;
  total: number;
}

export interface ViewerState {
  pages: number;
  page: number;
  /** The zoom shown, in percent; a fit mode shows the percentage it came to. */
  percent: number;
  fit: FitMode | null;
  matches: FindMatches;
  /** pdf.js's FindState of the last search (FOUND 0, NOT_FOUND 1, WRAPPED 2, PENDING 3); null before any. */
  findState: number | null;
  bookmarks: Bookmark[] | null;
}

interface Engine {
  pdf: PDFDocumentProxy;
  viewer: PDFViewer;
  eventBus: EventBus;
  linkService: PDFLinkService;
}

const TEXT_LAYER_ENABLED = 1;
const INITIAL: ViewerState = { pages: 0, page: 1, percent: ZOOM_DEFAULT, fit: null, matches: { current: 0, total: 0 }, findState: null, bookmarks: null };

/** Where the reader was: a refreshed rendition opens there again. */
export interface ViewerPlace {
  page: number;
  /** A pdf.js scale value: a number as text, or a fit mode. */
  scale: string;
}

/**
 * pdf.js's own viewer (PDFViewer with its link service, find controller and text layer) mounted in `container`,
 * fed with the PDF bytes; its events kept in React state, its commands exposed as plain functions. It opens at
 * `initialFit` when given (a phone: the page's width), else at 100 %; or where `place` says the reader was.
 */
export function usePdfViewer(source: Blob, initialFit: FitMode | null, place: RefObject<ViewerPlace | null>) {
  const container = useRef<HTMLDivElement>(null);
  const firstScale = useRef(initialFit ?? String(ZOOM_DEFAULT / 100));
  // pdf.js's objects are mutable and outside React: a ref, with the loaded document in state for rendering.
  const engine = useRef<Engine | null>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [state, setState] = useState<ViewerState>(INITIAL);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const abort = new AbortController();
    let cleanup: (() => void) | null = null;
    const update = (next: Partial<ViewerState>) => !abort.signal.aborted && setState((current) => ({ ...current, ...next }));

    async function open(host: HTMLDivElement) {
      const { lib, components } = await loadPdfViewer();
      if (abort.signal.aborted) return;
      const eventBus = new components.EventBus();
      const linkService = new components.PDFLinkService({ eventBus });
      const findController = new components.PDFFindController({ eventBus, linkService });
      // abortSignal (not in PDFViewer's types) stops the viewer's resize and scroll listeners when the page closes.
      const options = { container: host, eventBus, linkService, findController, textLayerMode: TEXT_LAYER_ENABLED, abortSignal: abort.signal };
      const viewer = new components.PDFViewer(options);
      linkService.setViewer(viewer);
      const reopen = place.current;
      eventBus.on('pagesinit', () => {
        // A fit mode by name; a zoom as a number (pdf.js does not draw the pages for a numeric scale given as text).
        const scale = reopen?.scale ?? firstScale.current;
        if (scale === 'page-width' || scale === 'page-fit') viewer.currentScaleValue = scale;
        else viewer.currentScale = Number(scale);
        if (reopen) viewer.currentPageNumber = Math.min(reopen.page, viewer.pagesCount);
      });
      eventBus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) => {
        place.current = { page: pageNumber, scale: place.current?.scale ?? firstScale.current };
        update({ page: pageNumber });
      });
      eventBus.on('scalechanging', ({ scale, presetValue }: { scale: number; presetValue?: string }) => {
        const fit = presetValue === 'page-width' || presetValue === 'page-fit' ? presetValue : null;
        place.current = { page: place.current?.page ?? 1, scale: fit ?? String(scale) };
        update({ percent: Math.round(scale * 100), fit });
      });
      const onMatches = ({ matchesCount }: { matchesCount: FindMatches }) => update({ matches: matchesCount });
      eventBus.on('updatefindmatchescount', onMatches);
      eventBus.on('updatefindcontrolstate', ({ state, matchesCount }: { state: number; matchesCount: FindMatches }) =>
        update({ matches: matchesCount, findState: state }),
      );

      // pdf.js takes ownership of the bytes it is given: it gets a fresh copy, the cached Blob stays whole.
      const task = lib.getDocument({ data: new Uint8Array(await source.arrayBuffer()) });
      cleanup = () => void task.destroy();
      const pdf = await task.promise;
      if (abort.signal.aborted) return;
      viewer.setDocument(pdf);
      linkService.setDocument(pdf);
      update({ pages: pdf.numPages });
      engine.current = { pdf, viewer, eventBus, linkService };
      setPdf(pdf);
      update({ bookmarks: await readBookmarks(pdf).catch(() => []) });
    }

    open(element).catch((problem: unknown) => !abort.signal.aborted && setError(problem));
    return () => {
      abort.abort();
      cleanup?.();
      engine.current = null;
      setPdf(null);
      setState(INITIAL);
    };
  }, [source, place]);

  const commands = useMemo(
    () => ({
      goToPage: (page: number) => {
        const open = engine.current;
        if (open) open.viewer.currentPageNumber = Math.min(open.pdf.numPages, Math.max(1, Math.round(page)));
      },
      setZoom: (percent: number) => {
        if (engine.current) engine.current.viewer.currentScale = percent / 100;
      },
      fitTo: (mode: FitMode) => {
        if (engine.current) engine.current.viewer.currentScaleValue = mode;
      },
      find: (query: string, options: { again?: boolean; previous?: boolean } = {}) => {
        engine.current?.eventBus.dispatch('find', {
          source: null,
          type: options.again ? 'again' : '',
          query,
          caseSensitive: false,
          entireWord: false,
          highlightAll: true,
          findPrevious: Boolean(options.previous),
          matchDiacritics: false,
        });
      },
      goToBookmark: (bookmark: Bookmark) => {
        if (engine.current && bookmark.dest) void engine.current.linkService.goToDestination(bookmark.dest);
      },
      /** Listens to one of pdf.js's EventBus events (layers drawn over the pages); returns how to stop. */
      listen: (name: string, listener: () => void) => {
        const eventBus = engine.current?.eventBus;
        eventBus?.on(name, listener);
        return () => eventBus?.off(name, listener);
      },
    }),
    [],
  );

  return { container, pdf, state, error, commands };
}

export type ViewerCommands = ReturnType<typeof usePdfViewer>['commands'];
