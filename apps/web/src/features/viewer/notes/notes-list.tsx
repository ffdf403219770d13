import { useEffect, useRef } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentNote, DocumentNotesResponse } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { NoteItem, type NoteActions } from './note-item';
import { useNotesUi } from '@/components/notes/notes-ui';
import { useDeleteNote, useEditNote, useResolveNote } from '@/lib/api/notes/queries';

/** The notes, oldest first and numbered as their markers are; or why there are none to show. */
export function NotesList({ query }: { query: UseQueryResult<DocumentNotesResponse> }) {
  const { t } = useTranslation('viewer');
  const ui = useNotesUi();
  const versionId = ui.versionId ?? '';
  const edit = useEditNote(ui.documentId, versionId);
  const remove = useDeleteNote(ui.documentId, versionId);
  const resolve = useResolveNote(ui.documentId, versionId);
  const focused = useRef<HTMLLIElement>(null);
  const items = query.data?.items;

  // A marker click lands on its note: scrolled into view with the focus on it.
  useEffect(() => {
    if (!ui.focus || !items) return;
    focused.current?.scrollIntoView({ block: 'nearest' });
    focused.current?.focus();
  }, [ui.focus, items]);

  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner /> {t('notes.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-2 text-sm" role="alert">
        <p>{t('notes.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" />
          {t('errors.tryAgain')}
        </Button>
      </div>
    );
  }
  if (query.data.items.length === 0) return <p className="text-sm text-muted-foreground">{t('notes.empty')}</p>;

  const actions: NoteActions = {
    onGoToPage: ui.goToPage,
    onEdit: (note: DocumentNote, content: string) =>
      edit.mutateAsync({ id: note.id, content }).then(
        () => true,
        () => false,
      ),
    // The deleted note's buttons go with it: the focus goes back to the panel's title.
    onDelete: (note) => remove.mutate(note.id, { onSuccess: () => document.getElementById('viewer-notes-title')?.focus() }),
    // Resolve goes away once used: the focus stays on the note it resolved.
    onResolve: (note) =>
      resolve.mutate(note.id, { onSuccess: () => document.querySelector<HTMLElement>(`li[data-note-id="${note.id}"]`)?.focus() }),
    busy: edit.isPending,
  };
  return (
    <ol className="space-y-3">
      {query.data.items.map((note, index) => (
        <NoteItem key={note.id} note={note} number={index + 1} itemRef={ui.focus?.id === note.id ? focused : undefined} actions={actions} />
      ))}
    </ol>
  );
}
