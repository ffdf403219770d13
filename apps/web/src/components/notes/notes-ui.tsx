import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { Placement } from './placement';

/** What the viewer's parts share about notes: the panel, the note in focus, placing a sticky note, paging to one. */
export interface NotesUi {
  documentId: string;
  versionId: string | undefined;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The note the reader asked for (a marker click): the panel shows it and moves the focus to it. */
  focus: { id: string } | null;
  showNote: (id: string) => void;
  /** The panel closed: reopening it starts at its title again. */
  forgetFocus: () => void;
  /** "Add sticky note" waits for a click on a page. */
  placing: boolean;
  setPlacing: (placing: boolean) => void;
  /** The point picked on a page, waiting for its text in the panel. */
  draft: Placement | null;
  place: (placement: Placement) => void;
  clearDraft: () => void;
  /** Pages the viewer to a note's page; the pdf stage registers how once its document is open. */
  goToPage: (page: number) => void;
  registerPager: (pager: ((page: number) => void) | null) => void;
}

const NotesUiContext = createContext<NotesUi | null>(null);
export const NotesUiProvider = NotesUiContext.Provider;

/** For parts of the viewer that also render without notes (a rendition shown on its own in tests). */
export const useOptionalNotesUi = (): NotesUi | null => useContext(NotesUiContext);

export function useNotesUi(): NotesUi {
  const ui = useContext(NotesUiContext);
  if (!ui) throw new Error('useNotesUi outside NotesUiProvider');
  return ui;
}

/** The state behind NotesUi; the panel's open flag belongs to the frame, which opens one right panel at a time. */
export function useNotesUiState(documentId: string, versionId: string | undefined, open: boolean, setOpen: (open: boolean) => void): NotesUi {
  // A new object per request, so asking twice for the same note moves the focus again.
  const [focus, setFocus] = useState<{ id: string } | null>(null);
  const [placing, setPlacing] = useState(false);
  const [draft, setDraft] = useState<Placement | null>(null);
  const pager = useRef<((page: number) => void) | null>(null);
  const showNote = useCallback(
    (id: string) => {
      setFocus({ id });
      setOpen(true);
    },
    [setOpen],
  );
  const forgetFocus = useCallback(() => setFocus(null), []);
  const place = useCallback(
    (placement: Placement) => {
      setPlacing(false);
      setDraft(placement);
      setOpen(true);
    },
    [setOpen],
  );
  return useMemo(
    () => ({
      documentId,
      versionId,
      open,
      setOpen,
      focus,
      showNote,
      forgetFocus,
      placing,
      setPlacing,
      draft,
      place,
      clearDraft: () => setDraft(null),
      goToPage: (page: number) => pager.current?.(page),
      registerPager: (next: ((page: number) => void) | null) => {
        pager.current = next;
      },
    }),
    [documentId, versionId, open, setOpen, focus, showNote, forgetFocus, placing, draft, place],
  );
}
