import { canSeeDocument } from '@attest/domain';
import { visibilityFor } from '../documents/documents.policy.ts';
import { type Viewer } from '../../core/request-context.ts';
import type { CartRow } from './cart.repo.ts';

const policyDocument = (row: CartRow) => ({
  status: row.status,
  authorId: row.author_id,
  isLocked: row.is_locked,
  effectiveVersionId: row.effective_version_id,
});

/** The cart shows and packs only documents the viewer may still see (the documents' own rule, not a copy of it). */
export function entryIsVisible(viewer: Viewer, row: CartRow): boolean {
  return canSeeDocument(visibilityFor(viewer), policyDocument(row));
}

export interface PackableFile {
  versionLabel: string;
  fileName: string;
  sha256: string;
}

/**
 * The file of the entry's version in force, when there is one: the row holds only that version (IN_FORCE_VERSION),
 * which everyone who sees the document may open (versionAccessFor).
 */
export function packableFile(row: CartRow): PackableFile | null {
  if (!row.version_id || !row.version_label) return null;
  if (!row.file_name || !row.blob_sha256) return null;
  return { versionLabel: row.version_label, fileName: row.file_name, sha256: row.blob_sha256 };
}
