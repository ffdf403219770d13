import { useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type * as PdfJs from 'pdfjs-dist';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { loadPdfJs } from '@/lib/pdfjs';

const MIN_ZOOM = 0.5;
const MAX_ZOOM = 2;
const ZOOM_STEP = 0.1;
/** Pages are fitted to the card, but never wider than a comfortable reading width. */
const MAX_PAGE_WIDTH = 900;

type Problem = 'password' | 'unreadable';

const problemOf = (error: unknown): Problem =>
  error instanceof Error && error.name === 'PasswordException' ? 'password' : 'unreadable';

/** PDF pages drawn by pdf.js in the browser, one at a time, with page and zoom controls. */
export default function PdfViewer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('documentView');
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [width, setWidth] = useState(0);
  const [renderedPage, setRenderedPage] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.min(Math.floor(entry.contentRect.width), MAX_PAGE_WIDTH));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let active = true;
    let task: PdfJs.PDFDocumentLoadingTask | null = null;
    loadPdfJs()
      .then((library) => {
        if (!active) return;
        task = library.getDocument({ url, withCredentials: true });
        return task.promise.then((loaded) => active && setPdf(loaded));
      })
      .catch((error: unknown) => active && setProblem(problemOf(error)));
    return () => {
      active = false;
      void task?.destroy();
    };
  }, [url]);

  useEffect(() => {
    const target = canvas.current;
    if (!pdf || !target || width === 0) return;
    let cancelled = false;
    let renderTask: RenderTask | null = null;
    pdf
      .getPage(page)
      .then((pdfPage) => {
        if (cancelled) return;
        const natural = pdfPage.getViewport({ scale: 1 });
        const viewport = pdfPage.getViewport({ scale: (width / natural.width) * zoom });
        const ratio = window.devicePixelRatio || 1;
        target.width = Math.floor(viewport.width * ratio);
        target.height = Math.floor(viewport.height * ratio);
        target.style.width = `${Math.floor(viewport.width)}px`;
        target.style.height = `${Math.floor(viewport.height)}px`;
        renderTask = pdfPage.render({
          canvas: target,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        return renderTask.promise.then(() => !cancelled && setRenderedPage(page));
      })
      .catch((error: unknown) => {
        const renderingCancelled = error instanceof Error && error.name === 'RenderingCancelledException';
        if (!cancelled && !renderingCancelled) setProblem(problemOf(error));
      });
    return () => {
      cancelled = true;
      renderTask?.cancel();
    };
  }, [pdf, page, zoom, width]);

  const pages = pdf?.numPages ?? 0;

  if (problem) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive">
        {t(`pdf.problem.${problem}`)}
      </p>
    );
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-muted/40 px-3 py-2">
        <div className="flex items-center gap-1">
          <Button variant="outline" size="sm" onClick={() => setPage((current) => current - 1)} disabled={!pdf || page <= 1}>
            <ChevronLeft aria-hidden="true" />
            {t('pdf.previous')}
          </Button>
          <span className="min-w-28 px-2 text-center text-sm tabular-nums" aria-live="polite">
            {pdf ? t('pdf.pageOf', { page, pages }) : t('pdf.opening')}
          </span>
          <Button variant="outline" size="sm" onClick={() => setPage((current) => current + 1)} disabled={!pdf || page >= pages}>
            {t('pdf.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setZoom((current) => Math.max(MIN_ZOOM, Math.round((current - ZOOM_STEP) * 10) / 10))}
            disabled={!pdf || zoom <= MIN_ZOOM}
            aria-label={t('pdf.zoomOut')}
          >
            <ZoomOut aria-hidden="true" />
          </Button>
          <span className="w-12 text-center text-sm tabular-nums" aria-live="polite" aria-label={t('pdf.zoom', { percent: Math.round(zoom * 100) })}>
            {Math.round(zoom * 100)}%
          </span>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setZoom((current) => Math.min(MAX_ZOOM, Math.round((current + ZOOM_STEP) * 10) / 10))}
            disabled={!pdf || zoom >= MAX_ZOOM}
            aria-label={t('pdf.zoomIn')}
          >
            <ZoomIn aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div ref={frame} className="relative min-h-96 overflow-auto rounded-lg border bg-slate-100 p-0 dark:bg-slate-900">
        {!pdf && (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner />
          </div>
        )}
        <canvas
          ref={canvas}
          className="mx-auto block bg-white shadow-sm"
          role="img"
          aria-label={pdf ? t('pdf.pageLabel', { title, page, pages }) : title}
          data-rendered-page={renderedPage || undefined}
        />
      </div>
    </div>
  );
}
