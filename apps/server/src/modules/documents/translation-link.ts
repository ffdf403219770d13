import { sql } from 'drizzle-orm';
import { canSeeDocument } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { visibilityFor } from './documents.policy.ts';
import { type Viewer } from '../../core/request-context.ts';
import { lockDocumentRow, type DocumentRow } from './documents.repo.ts';

/** Whether any document names this one as its original. */
async function hasTranslations(db: Db, id: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`SELECT 1 FROM documents WHERE translation_of = ${id} LIMIT 1`)).length > 0;
}

/**
 * A translation link is one level deep: the original is not itself a translation, and a document with
 * translations does not become one. Both rows are locked, so two edits cannot build a chain between them.
 */
export async function assertTranslationLink(tx: Db, viewer: Viewer, doc: DocumentRow, translationOf: string | null | undefined): Promise<void> {
  if (!translationOf || translationOf === doc.translationOf) return;
  if (translationOf === doc.id) throw new AppError('TRANSLATION_OF_ITSELF');
  const original = await lockDocumentRow(tx, translationOf);
  if (!original || !canSeeDocument(visibilityFor(viewer), original)) throw new AppError('TRANSLATION_ORIGINAL_NOT_FOUND');
  if (original.translationOf) throw new AppError('TRANSLATION_OF_TRANSLATION');
  if (await hasTranslations(tx, doc.id)) throw new AppError('TRANSLATION_HAS_TRANSLATIONS');
}
