import { StickyNote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CreateNoteRequest } from '@attest/domain';
import { NoteTextForm } from './note-text-form';
import { useNotesUi } from '@/components/notes/notes-ui';
import { useAddNote } from '@/lib/api/notes/queries';

/** The foot of the notes panel: the text of a sticky note just placed on a page, and a general comment. */
export function NewNoteForms({ documentId, versionId }: { documentId: string; versionId: string }) {
  const { t } = useTranslation('viewer');
  const ui = useNotesUi();
  const add = useAddNote(documentId, versionId);
  const save = (body: CreateNoteRequest) =>
    add.mutateAsync(body).then(
      () => true,
      () => false,
    );
  const draft = ui.draft;
  return (
    <div className="space-y-4 border-t p-4">
      {draft && (
        <section aria-labelledby="viewer-sticky-title" className="space-y-2 rounded-md border border-amber-400 bg-amber-50 p-3 dark:bg-amber-950/30">
          <h3 id="viewer-sticky-title" className="flex items-center gap-1.5 text-sm font-medium">
            <StickyNote className="size-4 text-amber-600" aria-hidden="true" />
            {t('notes.stickyTitle', { page: draft.page })}
          </h3>
          <NoteTextForm
            key={`${draft.page}:${draft.x}:${draft.y}`}
            label={t('notes.stickyTitle', { page: draft.page })}
            submitLabel={t('notes.stickySave')}
            busy={add.isPending}
            autoFocus
            onCancel={ui.clearDraft}
            onSubmit={async (content) => {
              const saved = await save({ kind: 'sticky', content, ...draft });
              if (saved) ui.clearDraft();
              return saved;
            }}
          />
        </section>
      )}
      <NoteTextForm
        label={t('notes.addLabel')}
        placeholder={t('notes.addPlaceholder')}
        submitLabel={t('notes.add')}
        busy={add.isPending && !draft}
        onSubmit={(content) => save({ kind: 'general', content })}
      />
    </div>
  );
}
