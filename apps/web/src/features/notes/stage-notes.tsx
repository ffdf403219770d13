import { useEffect, type MouseEvent } from 'react';
import { StickyNote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { NotesUi } from './notes-ui';
import { placementAt } from './placement';

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
 * Placing a sticky note on the pages: Escape cancels (before the viewer's own Escape, which would leave it), a click
 * on a page records the point; the stage's page command is lent to the notes panel for its "Page N" links.
 */
export function useStageNotes(ui: NotesUi | null, goToPage: ((page: number) => void) | null) {
  const placing = ui?.placing ?? false;
  const setPlacing = ui?.setPlacing;
  const registerPager = ui?.registerPager;

  useEffect(() => {
    registerPager?.(goToPage);
    return () => registerPager?.(null);
  }, [registerPager, goToPage]);

  useEffect(() => {
    if (!placing || !setPlacing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setPlacing(false);
    };
    // Capture phase: this runs before the viewer's window listener, which leaves the viewer on Escape.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [placing, setPlacing]);

  const onPageClick = (event: MouseEvent) => {
    const placement = placementAt(event.target, event.clientX, event.clientY);
    if (placement) ui?.place(placement);
  };
  return { placing, onPageClick: placing ? onPageClick : undefined };
}
