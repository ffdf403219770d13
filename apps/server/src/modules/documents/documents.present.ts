import type { DocumentDetail, DocumentStatus, DocumentSummary, DocumentType, DocumentVersionSummary, Priority } from '@attest/domain';
import type { DocumentListRow } from './documents-list.repo.ts';
import type { DocumentWithNames, VersionWithNames } from './documents.repo.ts';
import type { VersionAccess } from './version-access.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentListRow(row: DocumentListRow): DocumentSummary {
  return {
    id: row.id,
    docNumber: row.doc_number,
    title: row.title,
    documentType: row.document_type as DocumentType,
    category: { id: row.category_id, name: row.category_name },
    department: { id: row.department_id, name: row.department_name },
    status: row.status as DocumentStatus,
    priority: row.priority as Priority,
    version: row.version_label,
    author: { id: row.author_id, name: row.author_name },
    isLocked: row.is_locked,
    hasFile: row.has_file,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function presentVersion(row: VersionWithNames, access: Pick<VersionAccess, 'released' | 'opens'>): DocumentVersionSummary {
  const v = row.version;
  const released = access.released.get(v.id);
  return {
    id: v.id,
    label: v.versionLabel,
    revision: v.revision,
    status: v.status,
    fileName: v.fileName,
    size: row.size,
    mimeType: row.mimeType,
    sha256: v.blobSha256,
    changeSummary: v.changeSummary,
    createdBy: { id: v.createdBy, name: row.createdByName },
    createdAt: iso(v.createdAt),
    // A file whose rendition was never requested (stored before renditions existed) is queued at the next start.
    rendition: v.blobSha256 ? { status: row.rendition?.status ?? 'pending', reason: row.rendition?.reason ?? null } : null,
    effectiveDate: released?.effectiveDate ?? null,
    release: released?.status ?? null,
    openable: access.opens(v.id),
  };
}

export function presentDetail(
  found: DocumentWithNames,
  versions: VersionWithNames[],
  access: Pick<VersionAccess, 'released' | 'opens' | 'defaultVersionId'>,
): Omit<DocumentDetail, 'acknowledgement' | 'translationOf' | 'disposal' | 'trainingReviewComplete' | 'repositorySource' | 'scheduledRelease'> {
  const d = found.doc;
  const presented = versions.map((v) => presentVersion(v, access));
  const current = presented.find((v) => v.id === access.defaultVersionId) ?? null;
  return {
    id: d.id,
    docNumber: d.docNumber,
    title: d.title,
    documentType: d.documentType,
    category: { id: d.categoryId, name: found.categoryName },
    department: { id: d.departmentId, name: found.departmentName },
    status: d.status,
    priority: d.priority,
    version: d.versionLabel,
    author: { id: d.authorId, name: found.authorName },
    isLocked: d.isLocked,
    hasFile: current?.sha256 != null,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
    authorEmail: found.authorEmail,
    description: d.description,
    keywords: d.keywords,
    confidentiality: d.confidentiality,
    trainingRequired: d.trainingRequired,
    gxpImpact: d.gxpImpact,
    gmpImpact: d.gmpImpact,
    impactNotes: d.impactNotes,
    changeReason: d.changeReason,
    effectiveDate: d.effectiveDate,
    reviewDate: d.reviewDate,
    isObsolete: d.isObsolete,
    archiveReason: d.archiveReason,
    rowVersion: d.rowVersion,
    currentVersion: current,
    versions: presented.reverse(),
    createdBy: { id: d.createdBy, name: found.createdByName },
    updatedBy: { id: d.updatedBy, name: found.updatedByName },
    language: d.language,
    isTranslation: d.translationOf !== null,
    previousDocNumber: d.previousDocNumber,
  };
}

/** The audited view of a document's editable fields (old → new values). */
export function auditableFields(d: {
  docNumber: string;
  title: string;
  documentType: string;
  categoryId: string;
  departmentId: string;
  description: string;
  keywords: string[];
  confidentiality: string;
  priority: string;
  status: string;
  versionLabel: string;
  changeReason: string;
  trainingRequired: boolean;
  gxpImpact: boolean;
  gmpImpact: boolean;
  impactNotes: string;
  effectiveDate: string | null;
  reviewDate: string | null;
  language: string;
  translationOf: string | null;
  previousDocNumber: string;
}) {
  return {
    docNumber: d.docNumber,
    title: d.title,
    documentType: d.documentType,
    categoryId: d.categoryId,
    departmentId: d.departmentId,
    description: d.description,
    keywords: d.keywords,
    confidentiality: d.confidentiality,
    priority: d.priority,
    status: d.status,
    version: d.versionLabel,
    changeReason: d.changeReason,
    trainingRequired: d.trainingRequired,
    gxpImpact: d.gxpImpact,
    gmpImpact: d.gmpImpact,
    impactNotes: d.impactNotes,
    effectiveDate: d.effectiveDate,
    reviewDate: d.reviewDate,
    language: d.language,
    translationOf: d.translationOf,
    previousDocNumber: d.previousDocNumber,
  };
}

/** Only the fields that changed, on both sides. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): { old: Partial<T>; new: Partial<T> } {
  const old: Partial<T> = {};
  const next: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      old[key] = before[key];
      next[key] = after[key];
    }
  }
  return { old, new: next };
}
