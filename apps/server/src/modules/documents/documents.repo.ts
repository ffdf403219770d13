import { RELEASED_VERSION_STATUSES, type VersionStatus } from '@attest/domain';
import { and, asc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { blobs, categories, departments, documentNumberCounters, documents, documentVersions, users } from '../../platform/db/schema/index.ts';
import { renditions } from '../../platform/db/schema/renditions.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../core/app-error.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
export type VersionRow = typeof documentVersions.$inferSelect;

const creators = alias(users, 'creators');
const updaters = alias(users, 'updaters');

/** A document with the names it refers to, read (and optionally row-locked) in one query. */
export async function findDocument(db: Db, id: string, forUpdate = false) {
  const query = db
    .select({
      doc: documents,
      categoryName: categories.name,
      departmentName: departments.name,
      authorName: users.name,
      authorEmail: users.email,
      createdByName: creators.name,
      updatedByName: updaters.name,
    })
    .from(documents)
    .innerJoin(categories, eq(categories.id, documents.categoryId))
    .innerJoin(departments, eq(departments.id, documents.departmentId))
    .innerJoin(users, eq(users.id, documents.authorId))
    .innerJoin(creators, eq(creators.id, documents.createdBy))
    .innerJoin(updaters, eq(updaters.id, documents.updatedBy))
    .where(eq(documents.id, id))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update', { of: documents }) : query);
  return row;
}
export type DocumentWithNames = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export async function lockDocumentRow(tx: Db, id: string): Promise<DocumentRow | undefined> {
  const [row] = await tx.select().from(documents).where(eq(documents.id, id)).for('update').limit(1);
  return row;
}

export async function listVersions(db: Db, documentId: string) {
  return db
    .select({
      version: documentVersions,
      createdByName: users.name,
      size: blobs.size,
      mimeType: blobs.mimeType,
      rendition: { status: renditions.status, reason: renditions.reason },
    })
    .from(documentVersions)
    .innerJoin(users, eq(users.id, documentVersions.createdBy))
    .leftJoin(blobs, eq(blobs.sha256, documentVersions.blobSha256))
    .leftJoin(renditions, eq(renditions.sourceSha256, documentVersions.blobSha256))
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(asc(documentVersions.revision));
}
export type VersionWithNames = Awaited<ReturnType<typeof listVersions>>[number];

export async function findVersion(db: Db, documentId: string, versionId: string) {
  const [row] = await db
    .select({ version: documentVersions, size: blobs.size, mimeType: blobs.mimeType })
    .from(documentVersions)
    .leftJoin(blobs, eq(blobs.sha256, documentVersions.blobSha256))
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.id, versionId)))
    .limit(1);
  return row;
}

export async function docNumberExists(db: Db, docNumber: string): Promise<boolean> {
  const [row] = await db.select({ id: documents.id }).from(documents).where(sql`lower(${documents.docNumber}) = lower(${docNumber})`).limit(1);
  return row !== undefined;
}

/** The next free number like SOP-2026-0007 (counters per type and year; skips numbers typed in by hand). */
export async function nextDocNumber(tx: Db, type: string, year: number): Promise<string> {
  const prefix = `${type}-${year}`;
  for (;;) {
    const result = await tx.execute(sql`
      INSERT INTO ${documentNumberCounters} (prefix, last_value) VALUES (${prefix}, 1)
      ON CONFLICT (prefix) DO UPDATE SET last_value = ${documentNumberCounters.lastValue} + 1
      RETURNING last_value`);
    const value = Number(rowsOf<{ last_value: number }>(result)[0]?.last_value);
    const candidate = `${prefix}-${String(value).padStart(4, '0')}`;
    if (!(await docNumberExists(tx, candidate))) return candidate;
  }
}

/** Inserts a document; a number taken meanwhile by a concurrent transaction is the same refusal as one taken before. */
export async function insertDocument(tx: Db, values: NewDocumentRow): Promise<DocumentRow> {
  const [row] = await tx
    .insert(documents)
    .values(values)
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'documents_doc_number_unique')) throw new AppError('DUPLICATE_DOC_NUMBER', undefined, { docNumber: 'SOP Number already exists' });
      throw error;
    });
  if (!row) throw new Error('insert into documents returned no row');
  return row;
}

export async function insertVersion(tx: Db, values: typeof documentVersions.$inferInsert): Promise<VersionRow> {
  const [row] = await tx.insert(documentVersions).values(values).returning();
  if (!row) throw new Error('insert into document_versions returned no row');
  return row;
}

/**
 * Updates a document when its rowVersion still matches; returns undefined when someone else changed it first. `at`
 * (the app clock's time of the change) is its updatedAt.
 */
export async function updateDocumentIfVersion(
  tx: Db,
  id: string,
  rowVersion: number,
  values: Partial<NewDocumentRow>,
  at: Date,
): Promise<DocumentRow | undefined> {
  const [row] = await tx
    .update(documents)
    .set({ ...values, rowVersion: sql`${documents.rowVersion} + 1`, updatedAt: at })
    .where(and(eq(documents.id, id), eq(documents.rowVersion, rowVersion)))
    .returning();
  return row;
}

export async function setVersionStatus(tx: Db, versionId: string, status: VersionStatus): Promise<void> {
  await tx.update(documentVersions).set({ status }).where(eq(documentVersions.id, versionId));
}

/** The version takes a new label; the one it had is kept, last, in `earlier_labels`. */
export async function relabelVersion(tx: Db, version: Pick<VersionRow, 'id' | 'versionLabel'>, label: string): Promise<void> {
  await tx
    .update(documentVersions)
    .set({ versionLabel: label, earlierLabels: sql`array_append(${documentVersions.earlierLabels}, ${version.versionLabel})` })
    .where(eq(documentVersions.id, version.id));
}

/** Drafts of the document never released when another version takes effect are 'withdrawn'. */
export async function withdrawUnreleasedDrafts(tx: Db, documentId: string, releasedId: string): Promise<void> {
  await tx
    .update(documentVersions)
    .set({ status: 'withdrawn' })
    .where(and(eq(documentVersions.documentId, documentId), ne(documentVersions.id, releasedId), notInArray(documentVersions.status, [...RELEASED_VERSION_STATUSES, 'withdrawn'])));
}

export async function findVersionRow(db: Db, versionId: string): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(documentVersions).where(eq(documentVersions.id, versionId)).limit(1);
  return row;
}
