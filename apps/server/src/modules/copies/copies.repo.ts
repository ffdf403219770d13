import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { documents, documentVersions, users } from '../../platform/db/schema/index.ts';
import { documentCopies, documentPrints } from '../../platform/db/schema/copies.ts';

export type PrintRow = typeof documentPrints.$inferSelect;

/** The first number no copy of this version and kind has taken: numbers run on across prints and are never reused. */
export async function nextCopyNumber(db: Db, versionId: string, controlled: boolean): Promise<number> {
  const [last] = await db
    .select({ max: sql<number | null>`max(${documentCopies.number})` })
    .from(documentCopies)
    .where(and(eq(documentCopies.versionId, versionId), eq(documentCopies.controlled, controlled)));
  return Number(last?.max ?? 0) + 1;
}

/** Records a print and its numbered copies; the caller holds the document's row lock and has checked the numbers are free. */
export async function insertPrint(tx: Db, print: typeof documentPrints.$inferInsert, copies: { id: string; number: number }[]): Promise<void> {
  const [row] = await tx.insert(documentPrints).values(print).returning({ id: documentPrints.id });
  if (!row) throw new Error('print not recorded');
  await tx.insert(documentCopies).values(copies.map(({ id, number }) => ({ id, number, printId: row.id, versionId: print.versionId, controlled: print.controlled })));
}

export async function findPrint(db: Db, printId: string): Promise<PrintRow | undefined> {
  const [row] = await db.select().from(documentPrints).where(eq(documentPrints.id, printId)).limit(1);
  return row;
}

/** A copy with its print, version and document, for its status page. */
export async function findCopy(db: Db, copyId: string) {
  const [row] = await db
    .select({ copy: documentCopies, print: documentPrints, version: documentVersions, doc: documents, printedByName: users.name })
    .from(documentCopies)
    .innerJoin(documentPrints, eq(documentPrints.id, documentCopies.printId))
    .innerJoin(documentVersions, eq(documentVersions.id, documentCopies.versionId))
    .innerJoin(documents, eq(documents.id, documentPrints.documentId))
    .innerJoin(users, eq(users.id, documentPrints.printedBy))
    .where(eq(documentCopies.id, copyId))
    .limit(1);
  return row;
}
