import { sql } from 'drizzle-orm';
import { hasPermission, MAX_NOTES_PER_VERSION, type CreateNoteRequest, type DocumentNote } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { assertVisible } from '../documents/documents.policy.ts';
import { type Viewer } from '../../core/request-context.ts';
import { versionAccessFor } from '../documents/version-access.ts';
import { findVersion, lockDocumentRow, type DocumentRow, type VersionRow } from '../documents/documents.repo.ts';
import type { ActionContext } from '../../core/request-context.ts';
import { countVersionNotes, deleteNote, findNote, insertNote, listVersionNotes, updateNote, type NoteWithAuthor } from './notes.repo.ts';

/** A version that has been in force: its notes are part of its record (the database trigger holds the same line). */
const isPartOfRecord = (version: VersionRow) => version.status === 'effective' || version.status === 'superseded' || version.status === 'obsolete';

interface NoteScope {
  doc: DocumentRow;
  version: VersionRow;
}

/**
 * The document and version, if the viewer may open that version; row-locked in a transaction, so the version
 * cannot become effective between the check and the change (the lifecycle takes the same lock).
 */
async function scopeFor(db: Db, viewer: Viewer, documentId: string, versionId: string): Promise<NoteScope> {
  const doc = await lockDocumentRow(db, documentId);
  assertVisible(viewer, doc);
  const found = await findVersion(db, documentId, versionId);
  if (!found || !(await versionAccessFor(db, viewer, doc)).opens(found.version.id)) throw new AppError('DOCUMENT_NOT_FOUND');
  return { doc, version: found.version };
}

function present(note: NoteWithAuthor, scope: NoteScope, viewer: Viewer): DocumentNote {
  const own = note.authorId === viewer.id;
  return {
    id: note.id,
    documentId: note.documentId,
    versionId: note.versionId,
    kind: note.kind,
    page: note.page,
    x: note.x,
    y: note.y,
    content: note.content,
    status: note.status,
    author: { id: note.authorId, name: note.authorName, role: note.authorRole },
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
    resolvedBy: note.resolvedBy,
    resolvedAt: note.resolvedAt?.toISOString() ?? null,
    editable: own && !isPartOfRecord(scope.version),
    resolvable: note.status === 'open' && (own || scope.doc.authorId === viewer.id || hasPermission(viewer.role, 'override-workflow-steps')),
  };
}

export async function versionNotes(db: Db, viewer: Viewer, documentId: string, versionId: string): Promise<{ scope: NoteScope; notes: DocumentNote[] }> {
  return db.transaction(async (tx) => {
    const scope = await scopeFor(tx, viewer, documentId, versionId);
    const notes = (await listVersionNotes(tx, versionId)).map((note) => present(note, scope, viewer));
    return { scope, notes };
  });
}

const audited = (note: { id: string; kind: string; page: number | null; content: string }, version: VersionRow) => ({
  noteId: note.id,
  version: version.versionLabel,
  kind: note.kind,
  page: note.page,
  content: note.content,
});

export async function addNote(db: Db, ctx: ActionContext, documentId: string, versionId: string, body: CreateNoteRequest): Promise<DocumentNote> {
  return db.transaction(async (tx) => {
    const scope = await scopeFor(tx, ctx.viewer, documentId, versionId);
    if ((await countVersionNotes(tx, versionId)) >= MAX_NOTES_PER_VERSION) throw new AppError('NOTE_LIMIT_REACHED');
    const position = body.kind === 'sticky' ? { page: body.page, x: body.x, y: body.y } : {};
    const row = await insertNote(tx, { documentId, versionId, kind: body.kind, content: body.content, authorId: ctx.viewer.id, ...position });
    await appendAuditEvent(tx, { actor: ctx.actor, origin: ctx.origin, action: 'Note Added', entityType: 'document', entityId: documentId, newValues: audited(row, scope.version) });
    return present({ ...row, authorName: ctx.actor.name, authorRole: ctx.viewer.role }, scope, ctx.viewer);
  });
}

/** Loads a note for a change, with the checks every change shares. */
async function noteForChange(tx: Db, viewer: Viewer, noteId: string): Promise<{ note: NoteWithAuthor; scope: NoteScope }> {
  const unlocked = await findNote(tx, noteId);
  if (!unlocked) throw new AppError('NOTE_NOT_FOUND');
  const scope = await scopeFor(tx, viewer, unlocked.documentId, unlocked.versionId).catch(() => {
    throw new AppError('NOTE_NOT_FOUND');
  });
  const note = await findNote(tx, noteId, true);
  if (!note) throw new AppError('NOTE_NOT_FOUND');
  return { note, scope };
}

function assertWriterMayChange(viewer: Viewer, note: NoteWithAuthor, scope: NoteScope): void {
  if (note.authorId !== viewer.id) throw new AppError('NOTE_NOT_YOURS');
  if (isPartOfRecord(scope.version)) throw new AppError('NOTE_PART_OF_RECORD');
}

export async function editNote(db: Db, ctx: ActionContext, noteId: string, content: string): Promise<DocumentNote> {
  return db.transaction(async (tx) => {
    const { note, scope } = await noteForChange(tx, ctx.viewer, noteId);
    assertWriterMayChange(ctx.viewer, note, scope);
    const row = await updateNote(tx, noteId, { content, updatedAt: sql`now()` });
    await appendAuditEvent(tx, {
      actor: ctx.actor,
      origin: ctx.origin,
      action: 'Note Edited',
      entityType: 'document',
      entityId: note.documentId,
      oldValues: audited(note, scope.version),
      newValues: audited(row, scope.version),
    });
    return present({ ...note, ...row }, scope, ctx.viewer);
  });
}

export async function removeNote(db: Db, ctx: ActionContext, noteId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { note, scope } = await noteForChange(tx, ctx.viewer, noteId);
    assertWriterMayChange(ctx.viewer, note, scope);
    await deleteNote(tx, noteId);
    await appendAuditEvent(tx, { actor: ctx.actor, origin: ctx.origin, action: 'Note Deleted', entityType: 'document', entityId: note.documentId, oldValues: audited(note, scope.version) });
  });
}

export async function resolveNote(db: Db, ctx: ActionContext, noteId: string): Promise<DocumentNote> {
  return db.transaction(async (tx) => {
    const { note, scope } = await noteForChange(tx, ctx.viewer, noteId);
    if (!present(note, scope, ctx.viewer).resolvable) {
      throw note.status === 'resolved' ? new AppError('INVALID_DOCUMENT_STATE', 'This note is already resolved.') : new AppError('FORBIDDEN');
    }
    const row = await updateNote(tx, noteId, { status: 'resolved', resolvedBy: ctx.viewer.id, resolvedAt: sql`now()`, updatedAt: sql`now()` });
    await appendAuditEvent(tx, {
      actor: ctx.actor,
      origin: ctx.origin,
      action: 'Note Resolved',
      entityType: 'document',
      entityId: note.documentId,
      oldValues: { noteId, status: 'open' },
      newValues: { noteId, status: 'resolved', version: scope.version.versionLabel },
    });
    return present({ ...note, ...row }, scope, ctx.viewer);
  });
}
