import path from 'node:path';
import type { DocumentContent } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { ActionContext, Viewer } from '../../core/request-context.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { assertVisible } from '../documents/documents.policy.ts';
import { findDocument, findVersion } from '../documents/documents.repo.ts';
import { versionAccessFor } from '../documents/version-access.ts';
import { extensionOf } from '../files/file-types.ts';
import { assertBlobReadable } from '../files/readable-blob.ts';
import { renderContent } from '../files/render-content.ts';
import { manifestedRendition, type ManifestDeps } from '../renditions/manifested-rendition.ts';
import { findRendition } from '../renditions/renditions.repo.ts';
import { assertNotDisposed } from '../retention/disposed-guard.ts';
import { recordTrainingOpened } from '../training/training-opened.ts';

type Disposition = 'attachment' | 'inline';

/** The version the viewer may open (versionAccessFor); any other does not exist for them. */
async function reachableVersion(db: Db, viewer: Viewer, documentId: string, versionId?: string) {
  const found = await findDocument(db, documentId);
  assertVisible(viewer, found?.doc);
  const access = await versionAccessFor(db, viewer, found.doc);
  const id = versionId ?? access.defaultVersionId;
  const version = id && access.opens(id) ? await findVersion(db, documentId, id) : undefined;
  if (!version) throw new AppError('NOT_FOUND', 'Version not found.');
  await assertNotDisposed(db, documentId);
  return { doc: found.doc, ...version };
}

/** Each way of opening a version's content counts as a trainee's first look at it (training-opened.ts). */
const noteOpened = (db: Db, ctx: ActionContext, doc: { id: string }, version: { id: string; versionLabel: string }) =>
  recordTrainingOpened(db, ctx, { documentId: doc.id, versionId: version.id, versionLabel: version.versionLabel });

/** The stored file of a version that has one; a version without (a quick-created draft) has nothing to send. */
function storedFileOf(version: { blobSha256: string | null; fileName: string | null }): { blobSha256: string; fileName: string } {
  if (!version.blobSha256 || !version.fileName) throw new AppError('NOT_FOUND', 'This version has no file.');
  return { blobSha256: version.blobSha256, fileName: version.fileName };
}

/** A version's real file to send, audited as downloaded (attachments only) once its bytes can be sent. */
export async function versionFile(deps: ManifestDeps, ctx: ActionContext, documentId: string, versionId: string | undefined, disposition: Disposition) {
  const { db } = deps;
  const { doc, version, mimeType } = await reachableVersion(db, ctx.viewer, documentId, versionId);
  const { blobSha256, fileName } = storedFileOf(version);
  await assertBlobReadable(deps, { sha256: blobSha256, documentId: doc.id, version: version.versionLabel, fileName, purpose: disposition === 'attachment' ? 'download' : 'view' }, ctx);
  if (disposition === 'attachment') {
    await db.transaction((tx) =>
      appendAuditEvent(tx, {
        actor: ctx.actor,
        origin: ctx.origin,
        action: 'Document Downloaded',
        entityType: 'document',
        entityId: doc.id,
        newValues: { version: version.versionLabel, file: fileName, sha256: blobSha256 },
      }),
    );
  }
  await noteOpened(db, ctx, doc, version);
  return { sha256: blobSha256, fileName, mimeType };
}

/**
 * A version's PDF rendition with its signatures and state stamped on (Part 11 §11.50(b)): what is shown and
 * downloaded; audited as downloaded (attachments only). Pending or failed renditions are errors.
 */
export async function versionRendition(deps: ManifestDeps, ctx: ActionContext, documentId: string, versionId: string, disposition: Disposition) {
  const { db } = deps;
  const { doc, version } = await reachableVersion(db, ctx.viewer, documentId, versionId);
  const stored = storedFileOf(version);
  const rendition = await findRendition(db, stored.blobSha256);
  if (rendition?.status === 'failed' || rendition?.status === 'unavailable') throw new AppError('RENDITION_FAILED', rendition.reason ?? undefined);
  if (rendition?.status !== 'ready' || !rendition.pdfSha256) throw new AppError('RENDITION_PENDING');
  const fileName = `${path.parse(stored.fileName).name}.pdf`;
  await assertBlobReadable(deps, { sha256: rendition.pdfSha256, documentId: doc.id, version: version.versionLabel, fileName, purpose: 'rendition' }, ctx);
  const manifested = await manifestedRendition(deps, doc, version, rendition.pdfSha256);
  if (disposition === 'attachment') {
    await db.transaction((tx) =>
      appendAuditEvent(tx, {
        actor: ctx.actor,
        origin: ctx.origin,
        action: 'Document Rendition Downloaded',
        entityType: 'document',
        entityId: doc.id,
        newValues: { version: version.versionLabel, file: fileName, sha256: rendition.pdfSha256, manifestedSha256: manifested, source: { file: stored.fileName, sha256: stored.blobSha256 } },
      }),
    );
  }
  await noteOpened(db, ctx, doc, version);
  return { fileName, sha256: manifested };
}

/** A version rendered for the viewer (docx as HTML, text, or a link to its PDF). */
export async function versionContent(deps: ManifestDeps, ctx: ActionContext, documentId: string, versionId: string | undefined): Promise<DocumentContent> {
  const { doc, version } = await reachableVersion(deps.db, ctx.viewer, documentId, versionId);
  if (!version.blobSha256 || !version.fileName) return { kind: 'empty' as const };
  const sha = version.blobSha256;
  const fileName = version.fileName;
  await assertBlobReadable(deps, { sha256: sha, documentId: doc.id, version: version.versionLabel, fileName, purpose: 'viewer' }, ctx);
  const pdfUrl = `/api/documents/${documentId}/versions/${version.id}/file?disposition=inline`;
  await noteOpened(deps.db, ctx, doc, version);
  return deps.store.withLocalFile(sha, (filePath) => renderContent(filePath, extensionOf(fileName), { pdfUrl }));
}
