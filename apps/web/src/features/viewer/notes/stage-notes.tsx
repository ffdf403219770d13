import { useEffect, type MouseEvent, type RefObject } from 'react';
import { StickyNote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { NotesUi } from '@/components/notes/notes-ui';
import { placementAt } from '@/components/notes/placement';

/** "Add sticky note" in the viewer's toolbar (spec 02 §2): the next click on a page says where the note goes. */
export function AddStickyButton({ ui, disabled }: { ui: NotesUi; disabled: boolean }) {
  const { t } = useTranslation('viewer');
  return (
    <Button
      variant={ui.placing ? 'secondary' : 'outline'}
      size="sm"
      disabled={disabled || !ui.versionId}
      aria-pressed={ui.placing}
      onClick={() => ui.setPlacing(!ui.placing)}
    >
      <StickyNote aria-hidden="true" />
      {t('notes.addSticky')}
    </Button>
  );
}

/**
 * Placing a sticky note on the pages: a click on a page records the point; from the keyboard, the pages take the
 * focus and Enter puts the note in the middle of the current page. Escape cancels, before the viewer's own Escape
 * (which would leave it). The stage's page command is lent to the notes panel for its "Page N" links.
 */
export function useStageNotes(ui: NotesUi | null, stage: { goToPage: ((page: number) => void) | null; container: RefObject<HTMLDivElement | null>; page: number }) {
  const placing = ui?.placing ?? false;
  const setPlacing = ui?.setPlacing;
  const place = ui?.place;
  const registerPager = ui?.registerPager;
  const { goToPage, container, page } = stage;

  useEffect(() => {
    registerPager?.(goToPage);
    return () => registerPager?.(null);
  }, [registerPager, goToPage]);

  // The next move is on the pages: they take the focus (from the toolbar button) as placing starts.
  useEffect(() => {
    if (placing) container.current?.focus({ preventScroll: true });
  }, [placing, container]);

  useEffect(() => {
    if (!placing || !setPlacing || !place) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setPlacing(false);
      } else if (event.key === 'Enter' && event.target === container.current) {
        event.preventDefault();
        place({ page, x: 0.5, y: 0.5 });
      }
    };
    // Capture phase: this runs before the viewer's window listener, which leaves the viewer on Escape.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [placing, setPlacing, place, container, page]);

  const onPageClick = (event: MouseEvent) => {
    const placement = placementAt(event.target, event.clientX, event.clientY);
    if (placement) place?.(placement);
  };
  return { placing, onPageClick: placing ? onPageClick : undefined };
}
