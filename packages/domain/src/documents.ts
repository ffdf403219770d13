import type { Role } from './roles.ts';

/** Document vocabulary (spec 01 §3, §4; 02 §4). */
export const DOCUMENT_TYPES = ['SOP', 'WI', 'FORM', 'POLICY'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  SOP: 'Standard Operating Procedure',
  WI: 'Work Instruction',
  FORM: 'Form',
  POLICY: 'Policy',
};

export const CONFIDENTIALITY_LEVELS = ['public', 'confidential', 'restricted'] as const;
export type Confidentiality = (typeof CONFIDENTIALITY_LEVELS)[number];

export const PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const DOCUMENT_STATUSES = [
  'draft',
  'in-review',
  'reviewed',
  'pending-approval',
  'approved',
  /** Approved and waiting for its audience's training before it becomes effective by itself (FR-TRN-4). */
  'approved-training',
  /**
   * Approved and made effective from a later date (FR-LC-4): the version in force stays in force, for readers and
   * prints, until the system releases it at the start of that day in the site's time zone. Not released to readers.
   */
  'scheduled',
  'internal-assessment',
  'effective',
  'rejected',
  'obsolete',
  'archived',
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * The list's Status filter (spec 01 §4): every document status, in lifecycle order, with rejected where a
 * review or approval sends the draft back. Superseded and withdrawn are versions' statuses, never a document's.
 */
export const FILTERABLE_STATUSES = [
  'draft',
  'in-review',
  'reviewed',
  'pending-approval',
  'rejected',
  'approved',
  'internal-assessment',
  'scheduled',
  'approved-training',
  'effective',
  'obsolete',
  'archived',
] as const satisfies readonly DocumentStatus[];

export const STATUS_LABELS: Record<DocumentStatus, string> = {
  draft: 'Draft',
  'in-review': 'In Review',
  reviewed: 'Reviewed',
  'pending-approval': 'Pending Approval',
  approved: 'Approved',
  'approved-training': 'Approved – Training',
  scheduled: 'Approved · Scheduled',
  'internal-assessment': 'Internal Assessment',
  effective: 'Effective',
  rejected: 'Rejected',
  obsolete: 'Obsolete',
  archived: 'Archived',
};

/**
 * Released documents: what the role `user` may see (spec 01 §6 "approved", and what follows approval). A version
 * waiting for its training is released to its trainees to read, while the version before it stays in force.
 */
export const RELEASED_STATUSES: readonly DocumentStatus[] = ['approved', 'approved-training', 'effective'];

/**
 * Spec 01 §6 list visibility: user sees released documents only; author sees their own plus released; every other
 * role sees all. Returned as a rule the server turns into SQL and the web can explain.
 */
export type DocumentVisibility = { kind: 'all' } | { kind: 'released' } | { kind: 'own-or-released'; userId: string };

export function documentVisibility(role: Role, userId: string): DocumentVisibility {
  if (role === 'user') return { kind: 'released' };
  if (role === 'author') return { kind: 'own-or-released', userId };
  return { kind: 'all' };
}

export interface VisibleDocument {
  status: DocumentStatus;
  authorId: string;
  /** Set while a newer draft of an effective document is being worked on: the effective one stays released. */
  effectiveVersionId?: string | null;
}

/** Whether the viewer may see the working (current) version, drafts included. */
export function canSeeWorkingCopy(visibility: DocumentVisibility, doc: VisibleDocument): boolean {
  if (visibility.kind === 'all') return true;
  const released = RELEASED_STATUSES.includes(doc.status);
  return visibility.kind === 'released' ? released : released || doc.authorId === visibility.userId;
}

/**
 * Those who may not see the working copy see the version in force behind it; an archived document has none in
 * force any more (archiving withdraws it), so for them it does not exist.
 */
export function canSeeDocument(visibility: DocumentVisibility, doc: VisibleDocument): boolean {
  return canSeeWorkingCopy(visibility, doc) || (doc.status !== 'archived' && Boolean(doc.effectiveVersionId));
}

/** Accepted upload types (spec 01 §5) and the preview types of the viewer (spec 02 §5). */
export const UPLOAD_EXTENSIONS = ['.docx', '.doc', '.pdf'] as const;
export const PREVIEWABLE_EXTENSIONS = ['txt', 'md', 'markdown', 'docx', 'doc', 'pdf', 'html', 'htm', 'json'] as const;
export const DEFAULT_UPLOAD_MAX_MB = 10;
/**
 * A version's PDF rendition (FR-VIEW-1): pending until the background conversion finishes, ready, failed (with the
 * reason), or unavailable when the server has no LibreOffice to convert Word files with.
 */
export const RENDITION_STATUSES = ['pending', 'ready', 'failed', 'unavailable'] as const;
export type RenditionStatus = (typeof RENDITION_STATUSES)[number];
/** Spec 01 §5 upload message, for the limit this server is configured with (UPLOAD_MAX_MB). */
export const fileTooLargeMessage = (maxMb: number) => `File too large: Please upload a file smaller than ${maxMb}MB`;

/** Sortable list columns (spec 01 §2) and their default. */
export const DOCUMENT_SORT_FIELDS = ['title', 'docNumber', 'category', 'status', 'priority', 'updatedAt'] as const;
export type DocumentSortField = (typeof DOCUMENT_SORT_FIELDS)[number];
export const DEFAULT_DOCUMENT_SORT: { field: DocumentSortField; dir: 'asc' | 'desc' } = { field: 'title', dir: 'asc' };
export const DOCUMENT_PAGE_SIZES = [10, 25, 50, 100] as const;
