import type { ActionContext } from '../../core/request-context.ts';
import { z } from 'zod';
import {
  type AuditAction,
  FIELD_MESSAGES,
  UPLOAD_DEFAULT_VERSION,
  firstVersionLabel,
  nextVersionLabel,
  type QuickCreateDocumentRequest,
  type UpdateDocumentRequest,
  type UploadDocumentMetadata,
} from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { findCategory, findDepartment } from '../reference/reference.repo.ts';
import { assertEditable, assertLockable, assertVisible, visibilityFor } from './documents.policy.ts';
import { versionAccessFor } from './version-access.ts';
import { documentAsSeen } from './released-view.ts';
import {
  docNumberExists,
  findDocument,
  insertDocument,
  insertVersion,
  listVersions,
  lockDocumentRow,
  nextDocNumber,
  updateDocumentIfVersion,
  type DocumentRow,
} from './documents.repo.ts';
import { auditableFields, changedFields } from './documents.present.ts';
import type { StoredFile } from './stored-file.ts';
import { assertTranslationLink } from './translation-link.ts';


type QuickCreate = z.output<typeof QuickCreateDocumentRequest>;
type Update = z.output<typeof UpdateDocumentRequest>;
type UploadMetadata = z.output<typeof UploadDocumentMetadata>;

/** Category and department must exist and be active for new or edited documents. */
async function assertReferences(tx: Db, categoryId: string, departmentId: string): Promise<void> {
  const [category, department] = await Promise.all([findCategory(tx, categoryId), findDepartment(tx, departmentId)]);
  const fields: Record<string, string> = {};
  if (!category?.isActive) fields.categoryId = FIELD_MESSAGES.categoryRequired;
  if (!department?.isActive) fields.departmentId = FIELD_MESSAGES.departmentRequired;
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', Object.values(fields)[0], fields);
}

/** A document's audit event, by the person (or system) acting in `ctx`. */
export async function audit(tx: Db, ctx: ActionContext, action: AuditAction, doc: { id: string }, values: { old?: unknown; new?: unknown; reason?: string | null }) {
  await appendAuditEvent(tx, {
    actor: ctx.actor,
    origin: ctx.origin,
    action,
    entityType: 'document',
    entityId: doc.id,
    oldValues: values.old,
    newValues: values.new,
    reason: values.reason ?? null,
  });
}

/** Creates version 1 and points the document at it. */
type VersionFile = Pick<StoredFile, 'sha256' | 'fileName' | 'extractedText'>;

async function addFirstVersion(tx: Db, doc: DocumentRow, ctx: ActionContext, file: VersionFile | null, changeSummary: string): Promise<DocumentRow> {
  const version = await insertVersion(tx, {
    documentId: doc.id,
    revision: 1,
    versionLabel: doc.versionLabel,
    status: doc.status,
    blobSha256: file?.sha256 ?? null,
    fileName: file?.fileName ?? null,
    extractedText: file?.extractedText ?? '',
    changeSummary,
    createdBy: ctx.viewer.id,
  });
  const updated = await updateDocumentIfVersion(tx, doc.id, doc.rowVersion, { currentVersionId: version.id }, ctx.now);
  if (!updated) throw new AppError('CONFLICT');
  return updated;
}

/** Quick Create SOP and each bulk-upload row: a draft without a file, numbered automatically. */
export async function quickCreateDocument(db: Db, input: QuickCreate, ctx: ActionContext): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    await assertReferences(tx, input.categoryId, input.departmentId);
    const docNumber = await nextDocNumber(tx, input.documentType, ctx.now.getUTCFullYear());
    const doc = await insertDocument(tx, {
      ...input,
      docNumber,
      status: 'draft',
      versionLabel: firstVersionLabel(input.documentType),
      authorId: ctx.viewer.id,
      createdBy: ctx.viewer.id,
      updatedBy: ctx.viewer.id,
    });
    const withVersion = await addFirstVersion(tx, doc, ctx, null, 'Created');
    await audit(tx, ctx, 'Document Created', doc, { new: auditableFields(withVersion) });
    return withVersion;
  });
}

/** Upload New SOP: the metadata, the impact assessment and the file, as one draft. */
export async function uploadDocument(
  db: Db,
  input: UploadMetadata,
  file: StoredFile,
  registerBlob: (tx: Db) => Promise<void>,
  ctx: ActionContext,
): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    await assertReferences(tx, input.categoryId, input.departmentId);
    if (await docNumberExists(tx, input.docNumber)) throw new AppError('DUPLICATE_DOC_NUMBER', undefined, { docNumber: 'SOP Number already exists' });
    await registerBlob(tx);
    const { version, ...fields } = input;
    const doc = await insertDocument(tx, {
      ...fields,
      status: 'draft',
      versionLabel: firstVersionLabel(fields.documentType, version || UPLOAD_DEFAULT_VERSION),
      authorId: ctx.viewer.id,
      createdBy: ctx.viewer.id,
      updatedBy: ctx.viewer.id,
    });
    const withVersion = await addFirstVersion(tx, doc, ctx, file, input.changeReason);
    await audit(tx, ctx, 'Document Created', doc, {
      new: { ...auditableFields(withVersion), file: { name: file.fileName, sha256: file.sha256, size: file.size } },
      reason: input.changeReason,
    });
    return withVersion;
  });
}

/** Edit SOP: a draft's metadata, guarded by the rowVersion the editor loaded. */
export async function updateDocument(db: Db, id: string, input: Update, ctx: ActionContext): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    const before = await lockDocumentRow(tx, id);
    assertVisible(ctx.viewer, before);
    assertEditable(ctx.viewer, before);
    if (before.rowVersion !== input.rowVersion) throw new AppError('CONFLICT');
    await assertReferences(tx, input.categoryId, input.departmentId);
    await assertTranslationLink(tx, ctx.viewer, before, input.translationOf);
    const { rowVersion, ...fields } = input;
    const after = await updateDocumentIfVersion(tx, id, rowVersion, { ...fields, status: 'draft', updatedBy: ctx.viewer.id }, ctx.now);
    if (!after) throw new AppError('CONFLICT');
    const diff = changedFields(auditableFields(before), auditableFields(after));
    await audit(tx, ctx, 'Document Updated', after, { old: diff.old, new: diff.new, reason: input.changeReason || null });
    return after;
  });
}

/** Replacing a draft's file makes the next version (label by the numbering rules). */
export async function replaceDocumentFile(
  db: Db,
  id: string,
  input: { changeSummary: string; rowVersion: number },
  file: StoredFile,
  registerBlob: (tx: Db) => Promise<void>,
  ctx: ActionContext,
): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    const before = await lockDocumentRow(tx, id);
    assertVisible(ctx.viewer, before);
    assertEditable(ctx.viewer, before);
    if (before.rowVersion !== input.rowVersion) throw new AppError('CONFLICT');
    await registerBlob(tx);
    const versions = await listVersions(tx, id);
    const label = nextVersionLabel(before.documentType, before.versionLabel);
    const version = await insertVersion(tx, {
      documentId: id,
      revision: versions.length + 1,
      versionLabel: label,
      status: 'draft',
      blobSha256: file.sha256,
      fileName: file.fileName,
      extractedText: file.extractedText,
      changeSummary: input.changeSummary,
      createdBy: ctx.viewer.id,
    });
    const after = await updateDocumentIfVersion(tx, id, before.rowVersion, { currentVersionId: version.id, versionLabel: label, status: 'draft', updatedBy: ctx.viewer.id }, ctx.now);
    if (!after) throw new AppError('CONFLICT');
    await audit(tx, ctx, 'Document Version Created', after, {
      old: { version: before.versionLabel },
      new: { version: label, file: { name: file.fileName, sha256: file.sha256, size: file.size } },
      reason: input.changeSummary,
    });
    return after;
  });
}

/**
 * Duplicate (spec 01 §4): a new draft (an SOP at 0.01, others 1.0), ' (Copy)', reason 'Duplicated from existing SOP'. It copies what
 * the caller sees: behind a draft they may not see, the version in force and its released metadata.
 */
export async function duplicateDocument(db: Db, id: string, ctx: ActionContext): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    const found = await findDocument(tx, id);
    assertVisible(ctx.viewer, found?.doc);
    const source = documentAsSeen(visibilityFor(ctx.viewer), found.doc);
    const shownVersionId = (await versionAccessFor(tx, ctx.viewer, found.doc)).defaultVersionId;
    const current = (await listVersions(tx, id)).find((v) => v.version.id === shownVersionId)?.version;
    const docNumber = await nextDocNumber(tx, source.documentType, ctx.now.getUTCFullYear());
    const doc = await insertDocument(tx, {
      docNumber,
      title: `${source.title} (Copy)`,
      documentType: source.documentType,
      categoryId: source.categoryId,
      departmentId: source.departmentId,
      description: source.description,
      keywords: source.keywords,
      confidentiality: source.confidentiality,
      priority: source.priority,
      trainingRequired: source.trainingRequired,
      gxpImpact: source.gxpImpact,
      gmpImpact: source.gmpImpact,
      impactNotes: source.impactNotes,
      // Same language; not a translation of anything until someone says so.
      language: source.language,
      changeReason: 'Duplicated from existing SOP',
      status: 'draft',
      versionLabel: firstVersionLabel(source.documentType),
      authorId: ctx.viewer.id,
      createdBy: ctx.viewer.id,
      updatedBy: ctx.viewer.id,
    });
    // The copy starts from the same stored file: content-addressed, so nothing is copied.
    const file = current?.blobSha256 ? { sha256: current.blobSha256, fileName: current.fileName ?? 'document', extractedText: current.extractedText } : null;
    const withVersion = await addFirstVersion(tx, doc, ctx, file, `Duplicated from ${source.docNumber}`);
    await audit(tx, ctx, 'Document Duplicated', doc, { new: { ...auditableFields(withVersion), duplicatedFrom: { id: source.id, docNumber: source.docNumber } } });
    return withVersion;
  });
}

/** Lock or unlock an approved document; an unlock carries its reason into the audit trail. */
export async function setDocumentLock(db: Db, id: string, lock: boolean, reason: string | null, ctx: ActionContext): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    const before = await lockDocumentRow(tx, id);
    assertVisible(ctx.viewer, before);
    assertLockable(ctx.viewer, before, lock);
    const after = await updateDocumentIfVersion(tx, id, before.rowVersion, { isLocked: lock, updatedBy: ctx.viewer.id }, ctx.now);
    if (!after) throw new AppError('CONFLICT');
    await audit(tx, ctx, lock ? 'Document Locked' : 'Document Unlocked', after, { old: { isLocked: !lock }, new: { isLocked: lock }, reason });
    return after;
  });
}
