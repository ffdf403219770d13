import { z } from 'zod';

/** Notes on a document version (spec 02 §3 "Document comment (viewer)"): sticky notes on a page, general comments. */
export const NOTE_KINDS = ['sticky', 'general'] as const;
export const NOTE_STATUSES = ['open', 'resolved'] as const;
export const NOTE_MAX_CHARS = 2000;
export const MAX_NOTES_PER_VERSION = 500;

const content = z.string().trim().min(1, 'Please write the note first.').max(NOTE_MAX_CHARS, `A note holds at most ${NOTE_MAX_CHARS} characters.`);
/** Where on the page a sticky note sits, as a share of the page's width and height from its top-left corner. */
const share = z.number().min(0).max(1);

export const CreateNoteRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sticky'), content, page: z.number().int().min(1).max(100_000), x: share, y: share }),
  z.object({ kind: z.literal('general'), content }),
]);
export type CreateNoteRequest = z.infer<typeof CreateNoteRequest>;

export const UpdateNoteRequest = z.object({ content });
export type UpdateNoteRequest = z.infer<typeof UpdateNoteRequest>;

export const DocumentNote = z.object({
  id: z.uuid(),
  documentId: z.uuid(),
  versionId: z.uuid(),
  kind: z.enum(NOTE_KINDS),
  page: z.number().int().nullable(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  content: z.string(),
  status: z.enum(NOTE_STATUSES),
  author: z.object({ id: z.uuid(), name: z.string(), role: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** The caller may still change or delete it: their own, on a version not yet effective. */
  editable: z.boolean(),
  /** The caller may mark it resolved. */
  resolvable: z.boolean(),
});
export type DocumentNote = z.infer<typeof DocumentNote>;

export const DocumentNotesResponse = z.object({ items: z.array(DocumentNote) });
export type DocumentNotesResponse = z.infer<typeof DocumentNotesResponse>;

export const NotesExportQuery = z.object({ format: z.enum(['csv', 'pdf']).default('csv') });
