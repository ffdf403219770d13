import { useState, type Ref } from 'react';
import { CheckCircle2, MapPin, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentNote, Role } from '@attest/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { roleLabel } from '@/i18n/labels';
import { formatDateTime } from '@/lib/date-display';
import { DeleteNoteButton } from './delete-note-button';
import { NoteTextForm } from './note-text-form';

export interface NoteActions {
  onGoToPage: (page: number) => void;
  onEdit: (note: DocumentNote, content: string) => Promise<boolean>;
  onDelete: (note: DocumentNote) => void;
  onResolve: (note: DocumentNote) => void;
  busy: boolean;
}

/** One note in the panel: where it is, who wrote it and when, its status, and what this reader may do with it. */
export function NoteItem({ note, number, itemRef, actions }: { note: DocumentNote; number: number; itemRef?: Ref<HTMLLIElement>; actions: NoteActions }) {
  const { t } = useTranslation('viewer');
  const [editing, setEditing] = useState(false);
  const edited = note.updatedAt !== note.createdAt && note.status === 'open';
  return (
    <li ref={itemRef} tabIndex={-1} data-note-id={note.id} className="space-y-2 rounded-md border bg-background p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="font-mono text-muted-foreground">#{number}</span>
        {note.kind === 'sticky' && note.page !== null ? (
          <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={() => note.page !== null && actions.onGoToPage(note.page)} title={t('notes.goToPage', { page: note.page })}>
            <MapPin aria-hidden="true" />
            {t('notes.page', { page: note.page })}
          </Button>
        ) : (
          <span className="text-muted-foreground">{t('notes.general')}</span>
        )}
        <Badge variant={note.status === 'open' ? 'outline' : 'green'} className="ml-auto">
          {t(`notes.status.${note.status}`)}
        </Badge>
      </div>
      <p className="text-sm">
        <span className="font-medium">{note.author.name}</span>
        <span className="text-muted-foreground"> · {roleLabel(note.author.role as Role)}</span>
      </p>
      <p className="text-xs text-muted-foreground">
        <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
        {edited && <> · {t('notes.edited', { time: formatDateTime(note.updatedAt) })}</>}
        {note.resolvedAt && <> · {t('notes.resolvedAt', { time: formatDateTime(note.resolvedAt) })}</>}
      </p>
      {editing ? (
        <NoteTextForm
          label={t('notes.noteText')}
          submitLabel={t('notes.save')}
          initial={note.content}
          busy={actions.busy}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (content) => {
            const saved = await actions.onEdit(note, content);
            if (saved) setEditing(false);
            return saved;
          }}
        />
      ) : (
        <p className="text-sm break-words whitespace-pre-wrap">{note.content}</p>
      )}
      {!editing && (note.editable || (note.resolvable && note.status === 'open')) && (
        <div className="flex flex-wrap justify-end gap-1">
          {note.editable && (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label={t('notes.editLabel', { number })}>
              <Pencil aria-hidden="true" />
              {t('notes.edit')}
            </Button>
          )}
          {note.editable && <DeleteNoteButton number={number} onConfirm={() => actions.onDelete(note)} />}
          {note.resolvable && note.status === 'open' && (
            <Button variant="ghost" size="sm" onClick={() => actions.onResolve(note)} aria-label={t('notes.resolveLabel', { number })}>
              <CheckCircle2 aria-hidden="true" />
              {t('notes.resolve')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
