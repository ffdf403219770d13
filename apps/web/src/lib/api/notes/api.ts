import { DocumentNote, DocumentNotesResponse, type CreateNoteRequest } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

const versionNotesPath = (documentId: string, versionId: string) =>
  `/api/documents/${encodeURIComponent(documentId)}/versions/${encodeURIComponent(versionId)}/notes`;
const notePath = (noteId: string) => `/api/notes/${encodeURIComponent(noteId)}`;

export type NotesFormat = 'csv' | 'pdf';

/** Download Notes: a plain link the browser saves (the server sends it as an attachment and audits it). */
export const notesExportUrl = (documentId: string, versionId: string, format: NotesFormat) =>
  `${versionNotesPath(documentId, versionId)}/export?format=${format}`;

export function fetchNotes(documentId: string, versionId: string) {
  return apiRequest(versionNotesPath(documentId, versionId), { schema: DocumentNotesResponse });
}

export function createNote(documentId: string, versionId: string, body: CreateNoteRequest) {
  return apiRequest(versionNotesPath(documentId, versionId), { body, schema: DocumentNote });
}

export function updateNote(noteId: string, content: string) {
  return apiRequest(notePath(noteId), { method: 'PATCH', body: { content }, schema: DocumentNote });
}

export function deleteNote(noteId: string) {
  return apiRequest(notePath(noteId), { method: 'DELETE' });
}

export function resolveNote(noteId: string) {
  return apiRequest(`${notePath(noteId)}/resolve`, { method: 'POST', schema: DocumentNote });
}
