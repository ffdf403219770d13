import { canSeeDocument, type DocumentLink, type DocumentStatus } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { assertVisible, visibilityFor } from '../documents/documents.policy.ts';
import { type Viewer } from '../../core/request-context.ts';
import { findDocument, type DocumentRow } from '../documents/documents.repo.ts';
import { documentAsSeen } from '../documents/released-view.ts';
import { familyOf } from './translations.repo.ts';

/** The original a document translates, when the reader may see it (its number and title as they see them). */
export async function originalAsSeen(db: Db, viewer: Viewer, originalId: string | null): Promise<DocumentLink | null> {
  if (!originalId) return null;
  const found = await findDocument(db, originalId);
  if (!found || !canSeeDocument(visibilityFor(viewer), found.doc)) return null;
  const doc = documentAsSeen(visibilityFor(viewer), found.doc);
  return { id: doc.id, docNumber: doc.docNumber, title: doc.title };
}

export interface FamilyMember {
  docNumber: string;
  language: string;
  title: string;
  /** The version in force, or null when none is. */
  versionInForce: string | null;
  /** The version the reader is shown: the working copy's, or the released one behind a draft they may not see. */
  version: string;
  status: string;
  role: 'original' | 'translation';
}

/**
 * The translation family of a document the reader may see, found from any member: the original and its
 * translations, only those the reader may see, each with the values the reader is shown.
 */
export async function translationFamily(db: Db, viewer: Viewer, id: string): Promise<{ doc: DocumentRow; members: FamilyMember[] }> {
  const found = await findDocument(db, id);
  assertVisible(viewer, found?.doc);
  const visibility = visibilityFor(viewer);
  const rows = await familyOf(db, found.doc.translationOf ?? found.doc.id, visibility);
  const members = rows
    .filter((row) => canSeeDocument(visibility, { status: row.status as DocumentStatus, authorId: row.author_id, effectiveVersionId: row.effective_version_id }))
    .map((row): FamilyMember => ({
      docNumber: row.doc_number,
      language: row.language,
      title: row.shown_title,
      versionInForce: row.in_force_label,
      version: row.shown_version,
      status: row.shown_status,
      role: row.translation_of ? 'translation' : 'original',
    }));
  return { doc: found.doc, members };
}
