import { asc, count, eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { documentNotes, users } from '../../platform/db/schema/index.ts';

export type NoteRow = typeof documentNotes.$inferSelect;
export type NoteWithAuthor = NoteRow & { authorName: string; authorRole: string };

const withAuthor = { note: documentNotes, authorName: users.name, authorRole: users.role };

/** A version's notes, oldest first; bounded by MAX_NOTES_PER_VERSION, which creation enforces. */
export async function listVersionNotes(db: Db, versionId: string): Promise<NoteWithAuthor[]> {
  const rows = await db
    .select(withAuthor)
    .from(documentNotes)
    .innerJoin(users, eq(users.id, documentNotes.authorId))
    .where(eq(documentNotes.versionId, versionId))
    .orderBy(asc(documentNotes.createdAt), asc(documentNotes.id));
  return rows.map(({ note, authorName, authorRole }) => ({ ...note, authorName, authorRole }));
}

export async function findNote(db: Db, id: string, forUpdate = false): Promise<NoteWithAuthor | undefined> {
  const query = db.select(withAuthor).from(documentNotes).innerJoin(users, eq(users.id, documentNotes.authorId)).where(eq(documentNotes.id, id)).limit(1);
  const [row] = await (forUpdate ? query.for('update', { of: documentNotes }) : query);
  return row && { ...row.note, authorName: row.authorName, authorRole: row.authorRole };
}

export async function countVersionNotes(db: Db, versionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documentNotes).where(eq(documentNotes.versionId, versionId));
  return row?.n ?? 0;
}

export async function insertNote(tx: Db, values: typeof documentNotes.$inferInsert): Promise<NoteRow> {
  const [row] = await tx.insert(documentNotes).values(values).returning();
  if (!row) throw new Error('note was not stored');
  return row;
}

export async function updateNote(tx: Db, id: string, values: PgUpdateSetSource<typeof documentNotes>): Promise<NoteRow> {
  const [row] = await tx.update(documentNotes).set(values).where(eq(documentNotes.id, id)).returning();
  if (!row) throw new Error('note was not updated');
  return row;
}

export async function deleteNote(tx: Db, id: string): Promise<void> {
  await tx.delete(documentNotes).where(eq(documentNotes.id, id));
}
