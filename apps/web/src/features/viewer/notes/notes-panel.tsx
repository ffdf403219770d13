import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { NotesDownloads } from './notes-downloads';
import { NotesList } from './notes-list';
import { useNotesUi } from '@/components/notes/notes-ui';
import { NewNoteForms } from './new-note-forms';
import { useNotes } from '@/lib/api/notes/queries';

/** Keys inside a confirmation or a menu belong to it: Escape there must not close the panel too. */
const inPopup = (target: EventTarget) => target instanceof Element && target.closest('[role="alertdialog"],[role="menu"]') !== null;

/** Right panel (spec 02 §2 comments toggle): the version's notes oldest first with their count, and new ones. */
export function NotesPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('viewer');
  const ui = useNotesUi();
  const notes = useNotes(ui.documentId, ui.versionId);
  const title = useRef<HTMLHeadingElement>(null);
  const count = notes.data?.items.length ?? 0;
  // Opening from the toggle moves the reader to the panel's title; a marker or a new sticky note moves them further.
  useEffect(() => {
    if (!ui.focus && !ui.draft) title.current?.focus();
  }, [ui.focus, ui.draft]);
  const { forgetFocus } = ui;
  useEffect(() => forgetFocus, [forgetFocus]);

  return (
    <aside
      id="viewer-notes-panel"
      aria-labelledby="viewer-notes-title"
      className="flex w-96 max-w-[85vw] shrink-0 flex-col border-l bg-card"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented || inPopup(event.target)) return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className="flex items-center gap-2 border-b px-4 py-2">
        <h2 ref={title} id="viewer-notes-title" tabIndex={-1} className="font-semibold outline-none">
          {t('notes.title')}
        </h2>
        <span className="text-sm text-muted-foreground" role="status" aria-live="polite">
          {notes.data ? t('notes.count', { count }) : ''}
        </span>
        <Button variant="ghost" size="icon" className="ml-auto" onClick={onClose} aria-label={t('notes.close')}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {ui.versionId && <NotesDownloads documentId={ui.documentId} versionId={ui.versionId} />}
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        <NotesList query={notes} />
      </div>
      {ui.versionId && <NewNoteForms documentId={ui.documentId} versionId={ui.versionId} />}
    </aside>
  );
}
