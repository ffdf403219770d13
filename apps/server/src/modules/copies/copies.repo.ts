import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { documents, documentVersions, users } from '../../platform/db/schema/index.ts';
import { documentCopies, documentPrints } from '../../platform/db/schema/copies.ts';

export type PrintRow = typeof documentPrints.$inferSelect;

/**
 * Records a print and its copies. Numbers run on from the version's last copy of the same kind; the caller holds the
 * document's row lock, so two prints of one version cannot take the same numbers.
 */
export async function insertPrint(tx: Db, print: typeof documentPrints.$inferInsert, copyIds: string[]): Promise<{ id: string; number: number }[]> {
  const [last] = await tx
    .select({ max: sql<number | null>`max(${documentCopies.number})` })
    .from(documentCopies)
    .where(and(eq(documentCopies.versionId, print.versionId), eq(documentCopies.controlled, print.controlled)));
  const first = Number(last?.max ?? 0) + 1;
  const [row] = await tx.insert(documentPrints).values(print).returning({ id: documentPrints.id });
  if (!row) throw new Error('print not recorded');
  const copies = copyIds.map((id, index) => ({ id, printId: row.id, versionId: print.versionId, controlled: print.controlled, number: first + index }));
  await tx.insert(documentCopies).values(copies);
  return copies.map(({ id, number }) => ({ id, number }));
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
