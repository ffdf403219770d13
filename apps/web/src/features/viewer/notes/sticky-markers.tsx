import { useCallback, useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { StickyNote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentNote } from '@attest/domain';
import { cn } from '@/lib/utils';
import { useNotesUi } from '@/components/notes/notes-ui';
import type { Placement } from '@/components/notes/placement';
import { useNotes } from '@/lib/api/notes/queries';

/** pdf.js's EventBus events after which a page may have been emptied (zoom, render) and needs its layer back. */
const REPLACE_ON = ['pagesinit', 'pagerendered', 'textlayerrendered', 'scalechanging', 'rotationchanging'];
const EXCERPT = 80;

type Listen = (name: string, listener: () => void) => () => void;
type PlacedNote = DocumentNote & Placement;

const isPlaced = (note: DocumentNote): note is PlacedNote => note.kind === 'sticky' && note.page !== null && note.x !== null && note.y !== null;

/**
 * Sticky notes drawn on their pages. pdf.js owns each `.page` div and empties it on zoom and re-render, so every page
 * with notes gets a layer of ours, put back after those events; React portals fill the layers. Positions are
 * percentages of the page, so they hold at every zoom without measuring.
 */
export function StickyMarkers({ container, listen }: { container: RefObject<HTMLDivElement | null>; listen: Listen }) {
  const { t } = useTranslation('viewer');
  const ui = useNotesUi();
  const notes = useNotes(ui.documentId, ui.versionId);
  // Our layer element per page, made once and kept for the stage's life (pdf.js may detach it, never we).
  const [layers] = useState(() => new Map<number, HTMLDivElement>());
  const placed = (notes.data?.items ?? []).flatMap((note, index) => (isPlaced(note) ? [{ note, number: index + 1 }] : []));
  const pages = [...new Set([...placed.map(({ note }) => note.page), ...(ui.draft ? [ui.draft.page] : [])])];
  const pagesKey = pages.join(',');

  const layerFor = (page: number) => {
    let layer = layers.get(page);
    if (!layer) {
      layer = document.createElement('div');
      layer.className = 'attest-note-layer';
      layers.set(page, layer);
    }
    return layer;
  };

  const attach = useCallback(() => {
    for (const [page, layer] of layers) {
      const pageDiv = container.current?.querySelector(`.page[data-page-number="${page}"]`);
      if (pageDiv && layer.parentElement !== pageDiv) pageDiv.append(layer);
    }
  }, [container, layers]);

  useEffect(() => {
    attach();
    const stops = REPLACE_ON.map((name) => listen(name, attach));
    return () => stops.forEach((stop) => stop());
  }, [attach, listen, pagesKey]);

  useEffect(() => () => layers.forEach((layer) => layer.remove()), [layers]);

  return (
    <>
      {pages.map((page) =>
        createPortal(
          <>
            {placed
              .filter(({ note }) => note.page === page)
              .map(({ note, number }) => (
                <button
                  key={note.id}
                  type="button"
                  className={cn('attest-note-marker', note.status === 'resolved' && 'attest-note-marker-resolved')}
                  style={{ left: `${note.x * 100}%`, top: `${note.y * 100}%` }}
                  data-note-id={note.id}
                  aria-label={t('notes.marker', { number, name: note.author.name, text: note.content.slice(0, EXCERPT) })}
                  title={note.content.slice(0, EXCERPT)}
                  onClick={() => ui.showNote(note.id)}
                >
                  {number}
                </button>
              ))}
            {ui.draft?.page === page && (
              <span
                className="attest-note-marker attest-note-marker-draft"
                style={{ left: `${ui.draft.x * 100}%`, top: `${ui.draft.y * 100}%` }}
                role="img"
                aria-label={t('notes.pendingMarker')}
              >
                <StickyNote className="size-3.5" aria-hidden="true" />
              </span>
            )}
          </>,
          layerFor(page),
          `notes-page-${page}`,
        ),
      )}
    </>
  );
}
