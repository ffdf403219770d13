import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { CreateNoteRequest } from '@attest/domain';
import { i18n } from '@/i18n';
import { errorText } from '@/i18n/error-text';
import { createNote, deleteNote, fetchNotes, resolveNote, updateNote } from './api';

export const notesKey = (documentId: string, versionId: string) => ['notes', documentId, versionId] as const;

/** A version's notes, oldest first (the server's order). */
export function useNotes(documentId: string, versionId: string | undefined) {
  return useQuery({
    queryKey: notesKey(documentId, versionId ?? 'none'),
    queryFn: () => fetchNotes(documentId, versionId ?? ''),
    enabled: Boolean(versionId),
  });
}

type Outcome = 'added' | 'updated' | 'deleted' | 'resolved';

/** One change to a version's notes: the list asked for again afterwards, and a toast saying what happened. */
function useNoteChange<T>(documentId: string, versionId: string, run: (input: T) => Promise<unknown>, outcome: Outcome) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => toast.success(i18n.t(`viewer:notes.toast.${outcome}`)),
    onError: (error) =>
      toast.error(i18n.t(`viewer:notes.toast.${outcome}Failed`), { description: errorText(error, i18n.t('common:connectionProblem')) }),
    // After a failure too: a note changed or removed elsewhere shows its real state.
    onSettled: () => client.invalidateQueries({ queryKey: notesKey(documentId, versionId) }),
  });
}

export function useAddNote(documentId: string, versionId: string) {
  return useNoteChange(documentId, versionId, (body: CreateNoteRequest) => createNote(documentId, versionId, body), 'added');
}

export function useEditNote(documentId: string, versionId: string) {
  return useNoteChange(documentId, versionId, ({ id, content }: { id: string; content: string }) => updateNote(id, content), 'updated');
}

export function useDeleteNote(documentId: string, versionId: string) {
  return useNoteChange(documentId, versionId, (id: string) => deleteNote(id), 'deleted');
}

export function useResolveNote(documentId: string, versionId: string) {
  return useNoteChange(documentId, versionId, (id: string) => resolveNote(id), 'resolved');
}
