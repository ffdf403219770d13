import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { cn } from '@/lib/utils';

const THUMBNAIL_WIDTH = 112;

/** One page drawn small, the first time it scrolls into the panel. */
function Thumbnail({ pdf, pageNumber, current, onSelect }: { pdf: PDFDocumentProxy; pageNumber: number; current: boolean; onSelect: () => void }) {
  const { t } = useTranslation('viewer');
  const button = useRef<HTMLButtonElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = button.current;
    if (!element || seen) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setSeen(true), { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);

  useEffect(() => {
    const target = canvas.current;
    if (!seen || !target) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    pdf
      .getPage(pageNumber)
      .then((page) => {
        if (cancelled) return;
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: (THUMBNAIL_WIDTH / page.getViewport({ scale: 1 }).width) * ratio });
        target.width = Math.floor(viewport.width);
        target.height = Math.floor(viewport.height);
        target.style.height = `${Math.floor(viewport.height / ratio)}px`;
        task = page.render({ canvas: target, viewport });
        return task.promise;
      })
      // A cancelled or failed thumbnail stays a blank page; the page itself is still readable.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [seen, pdf, pageNumber]);

  useEffect(() => {
    if (current) button.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  return (
    <button
      ref={button}
      type="button"
      onClick={onSelect}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'group flex flex-col items-center gap-1 rounded-md p-2 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring',
        current ? 'bg-primary/10 font-semibold text-primary' : 'text-muted-foreground hover:bg-muted',
      )}
    >
      <canvas
        ref={canvas}
        aria-hidden="true"
        style={{ width: THUMBNAIL_WIDTH }}
        className={cn('min-h-20 bg-white shadow-sm ring-1', current ? 'ring-2 ring-primary' : 'ring-border')}
      />
      {t('sidebar.thumbnail', { page: pageNumber })}
    </button>
  );
}

export function ThumbnailList({ pdf, page, onSelect }: { pdf: PDFDocumentProxy; page: number; onSelect: (page: number) => void }) {
  const { t } = useTranslation('viewer');
  const numbers = Array.from({ length: pdf.numPages }, (_, index) => index + 1);
  return (
    <nav aria-label={t('sidebar.thumbnails')} className="flex flex-col items-center gap-1 pb-4">
      {numbers.map((pageNumber) => (
        <Thumbnail key={pageNumber} pdf={pdf} pageNumber={pageNumber} current={pageNumber === page} onSelect={() => onSelect(pageNumber)} />
      ))}
    </nav>
  );
}
