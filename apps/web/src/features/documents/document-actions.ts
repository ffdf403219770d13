import { hasPermission, type DocumentSummary, type Role } from '@attest/domain';

type ActionDocument = Pick<DocumentSummary, 'status' | 'isLocked' | 'hasFile'>;

export interface DocumentActions {
  /** Review for documents in review (spec 01 §2), otherwise View. */
  open: 'view' | 'review';
  edit: boolean;
  download: boolean;
  duplicate: boolean;
  lock: 'lock' | 'unlock' | null;
  delete: boolean;
  /** Print copies of the version in force, or of an approved one (FR-CPY-1). */
  print: boolean;
}

/** What a role may do with one document; the server enforces the same rules, this only hides the impossible. */
export function documentActions(role: Role, doc: ActionDocument): DocumentActions {
  return {
    open: doc.status === 'in-review' ? 'review' : 'view',
    edit: canEditDetails(role, doc),
    download: doc.hasFile && hasPermission(role, 'download-sops'),
    duplicate: hasPermission(role, 'create-sops'),
    lock: doc.status === 'approved' && hasPermission(role, 'lock-sops') ? (doc.isLocked ? 'unlock' : 'lock') : null,
    delete: doc.status !== 'archived' && hasPermission(role, 'delete-archive-sops'),
    // The list knows the status only: a document being revised still has a version in force, printed from its page.
    print: doc.hasFile && (doc.status === 'effective' || doc.status === 'approved') && hasPermission(role, 'print-sops'),
  };
}

/** A draft, or a rejected document being revised (it returns to draft on the first change), as the server allows. */
const revisable = (doc: Pick<ActionDocument, 'status' | 'isLocked'>) => (doc.status === 'draft' || doc.status === 'rejected') && !doc.isLocked;

/** Edit Details and Replace File: drafts and rejected documents that are not locked, with edit-sops (spec 01 §4). */
export function canEditDetails(role: Role, doc: Pick<ActionDocument, 'status' | 'isLocked'>): boolean {
  return revisable(doc) && hasPermission(role, 'edit-sops');
}

/** The Edit/Preview toggle of the document page (spec 02 §2): edit-documents, a draft or rejected document, not locked. */
export function canEditContent(role: Role, doc: Pick<ActionDocument, 'status' | 'isLocked'>): boolean {
  return revisable(doc) && hasPermission(role, 'edit-documents');
}

/** Upload Bulk SOP: upload-sop-versions or the admin role (spec 01 §6). */
export function canBulkUpload(role: Role): boolean {
  return role === 'admin' || hasPermission(role, 'upload-sop-versions');
}
