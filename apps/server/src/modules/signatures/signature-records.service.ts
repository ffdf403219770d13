import type { Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { AppError } from '../../core/app-error.ts';
import type { ActionContext, Viewer } from '../../core/request-context.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { assertVisible } from '../documents/documents.policy.ts';
import { findDocument } from '../documents/documents.repo.ts';
import { versionAccessFor } from '../documents/version-access.ts';
import { signatureEvidence } from './signature-export.ts';
import { findSignatureScope, listDocumentSignatures, type SignatureRow } from './signatures.repo.ts';

/** A document's signatures on versions the viewer may open: a reader does not learn of a new draft's signers. */
export async function visibleDocumentSignatures(db: Db, viewer: Viewer, documentId: string): Promise<SignatureRow[]> {
  const found = await findDocument(db, documentId);
  assertVisible(viewer, found?.doc);
  const rows = await listDocumentSignatures(db, documentId);
  const access = await versionAccessFor(db, viewer, found.doc);
  return rows.filter((row) => access.opens(row.versionId));
}

/** The signature's document and version must be ones the viewer may open, else it does not exist for them. */
export async function assertSignatureVisible(db: Db, viewer: Viewer, id: string): Promise<{ documentId: string; versionId: string }> {
  const sig = await findSignatureScope(db, id);
  if (!sig) throw new AppError('SIGNATURE_NOT_FOUND');
  const found = await findDocument(db, sig.documentId);
  assertVisible(viewer, found?.doc);
  if (!(await versionAccessFor(db, viewer, found.doc)).opens(sig.versionId)) throw new AppError('SIGNATURE_NOT_FOUND');
  return sig;
}

/** A visible signature's offline evidence, recorded as downloaded before it leaves; `at` is the time the evidence states. */
export async function downloadSignatureEvidence(db: Db, store: BlobStore, context: ActionContext, id: string, at: Date) {
  const sig = await assertSignatureVisible(db, context.viewer, id);
  const evidence = await signatureEvidence(db, store, id, at);
  await appendAuditEvent(db, {
    actor: context.actor,
    origin: context.origin,
    action: 'Signature Evidence Downloaded',
    entityType: 'document',
    entityId: sig.documentId,
    newValues: { signatureId: id, version: evidence.manifest.versionLabel, fileIncluded: evidence.file !== null },
  });
  return evidence;
}
