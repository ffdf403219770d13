import type { RefObject } from 'react';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CompactLabel } from '@/components/ui/compact-label';
import { useNotesUi } from '@/components/notes/notes-ui';
import { useNotes } from '@/lib/api/notes/queries';

/** The comments toggle (spec 02 §2) in the viewer header, with the version's note count. */
export function NotesToggle({ toggleRef }: { toggleRef: RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation('viewer');
  const ui = useNotesUi();
  const notes = useNotes(ui.documentId, ui.versionId);
  const count = notes.data?.items.length;
  return (
    <Button
      ref={toggleRef}
      variant={ui.open ? 'secondary' : 'outline'}
      size="sm"
      onClick={() => ui.setOpen(!ui.open)}
      aria-pressed={ui.open}
      // Names the panel only while it is shown: a reference to an absent element is invalid.
      aria-controls={ui.open ? 'viewer-notes-panel' : undefined}
      disabled={!ui.versionId}
    >
      <MessageSquare aria-hidden="true" />
      <CompactLabel>{t('notes.toggle')}</CompactLabel>
      {count !== undefined && count > 0 && (
        <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground" aria-hidden="true">
          {count}
        </span>
      )}
      {count !== undefined && count > 0 && <span className="sr-only">{t('notes.count', { count })}</span>}
    </Button>
  );
}
