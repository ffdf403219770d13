import {
  canSeeDocument,
  canSeeWorkingCopy,
  documentVisibility,
  hasPermission,
  type DocumentStatus,
  type DocumentVisibility,
} from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import type { Viewer } from '../../core/request-context.ts';

interface PolicyDocument {
  status: DocumentStatus;
  authorId: string;
  isLocked: boolean;
  effectiveVersionId?: string | null;
}

export const visibilityFor = (viewer: Viewer): DocumentVisibility => documentVisibility(viewer.role, viewer.id);

/** A document the viewer may not see does not exist for them: 404, never 403, so ids reveal nothing. */
export function assertVisible(viewer: Viewer, doc: PolicyDocument | undefined): asserts doc is PolicyDocument {
  if (!doc || !canSeeDocument(visibilityFor(viewer), doc)) throw new AppError('DOCUMENT_NOT_FOUND');
}

/** Which versions a viewer may list and open is versionAccessFor's (version-access.ts), the one rule for every route. */

/**
 * Spec 01 §4: edit only drafts (a rejected document returns to draft when revised); needs edit-sops; never locked;
 * and only a working copy the editor may see ("Edit Own Documents"): another author reads the version in force of a
 * document whose new draft is not theirs, and may not change that draft.
 */
export function assertEditable(viewer: Viewer, doc: PolicyDocument): void {
  if (!hasPermission(viewer.role, 'edit-sops') || !canSeeWorkingCopy(visibilityFor(viewer), doc)) throw new AppError('FORBIDDEN');
  if (doc.isLocked) throw new AppError('DOCUMENT_LOCKED');
  if (doc.status !== 'draft' && doc.status !== 'rejected') throw new AppError('DOCUMENT_NOT_EDITABLE');
}

/** Spec 01 §2: lock and unlock need lock-sops and an approved document. */
export function assertLockable(viewer: Viewer, doc: PolicyDocument, lock: boolean): void {
  if (!hasPermission(viewer.role, 'lock-sops')) throw new AppError('FORBIDDEN');
  if (doc.status !== 'approved') throw new AppError('INVALID_DOCUMENT_STATE', 'Only approved documents can be locked or unlocked.');
  if (doc.isLocked === lock) throw new AppError('INVALID_DOCUMENT_STATE', lock ? 'The document is already locked.' : 'The document is not locked.');
}

export function assertArchivable(viewer: Viewer, doc: PolicyDocument): void {
  if (!hasPermission(viewer.role, 'delete-archive-sops')) throw new AppError('FORBIDDEN');
  if (doc.status === 'archived') throw new AppError('INVALID_DOCUMENT_STATE', 'The document is already archived.');
}
