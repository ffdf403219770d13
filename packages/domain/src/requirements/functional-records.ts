import type { Requirement } from './types.ts';

const rule = (id: string, clause: string, title: string, text: string, risk: Requirement['risk']): Requirement => ({
  id,
  source: 'Functional',
  clause,
  title,
  text,
  risk,
});

/** The specification's rules for documents, their lifecycle, signatures, versions and the audit trail. */
export const RECORD_REQUIREMENTS: readonly Requirement[] = [
  rule('FR-DOC-1', 'Documents', 'Numbered drafts', 'A new document is a draft, version 1.0, with a number, title, category and department; each missing field is refused with the specification\'s message.', 'medium'),
  rule('FR-DOC-2', 'Documents', 'Upload checked by content', 'Uploaded files are accepted by their content, not their name: executables renamed, oversized files and zip bombs are refused and leave nothing stored.', 'high'),
  rule('FR-DOC-3', 'Documents', 'Unique document numbers', 'A document number is unique; concurrent uploads of one number give one document and DUPLICATE_DOC_NUMBER refusals.', 'high'),
  rule('FR-DOC-4', 'Documents', 'Concurrent edits', 'An edit based on an outdated copy of a document is refused (409) and never overwrites the newer one.', 'medium'),
  rule('FR-DOC-5', 'Documents', 'Visibility', 'Role user sees only approved and effective documents; an author does not see another author\'s draft.', 'high'),
  rule('FR-DOC-6', 'Documents', 'Archive without destruction', 'Archiving (administrators, with a reason) hides a document from the register and destroys nothing.', 'medium'),
  rule('FR-DOC-7', 'Documents', 'Bulk upload', 'A bulk CSV of SOPs is read, checked row by row, corrected in the table and created.', 'low'),
  rule('FR-DOC-8', 'Documents', 'Lock and duplicate', 'Approved documents can be locked and unlocked by holders of lock-sops; a duplicate is a new draft, version 1.0, titled " (Copy)".', 'low'),
  rule('FR-VER-1', 'Versions', 'Version numbering', 'Version numbers follow the specification: GxP drafts add to the decimal part, an effective SOP is a whole number, other types increment the minor part.', 'medium'),
  rule('FR-VER-2', 'Versions', 'Compare versions', 'Two versions of a document are compared side by side and as a redline of inserted and deleted text.', 'low'),
  rule('FR-VER-3', 'Versions', 'Revert', 'An administrator reverts to an earlier version with a reason: a new draft with the old file, audited; the effective version stays in force meanwhile.', 'medium'),
  rule('FR-LC-1', 'Lifecycle', 'Transition table', 'Only the transitions of the specification\'s table are possible, per status and role, enforced on the server with the specification\'s messages.', 'high'),
  rule('FR-LC-2', 'Lifecycle', 'Review', 'Only the assigned reviewers review; a rejection returns the document to the author, who revises and resubmits.', 'high'),
  rule('FR-LC-3', 'Lifecycle', 'Approval by signature', 'Approval requires an electronic signature by an approver; an approval never skips a pending review.', 'high'),
  rule('FR-LC-4', 'Lifecycle', 'Assessment and release', 'An approved document passes the internal assessment and becomes effective on its date, never a date in the past.', 'high'),
  rule('FR-LC-5', 'Lifecycle', 'Supersession', 'A new version of an effective document is a new draft; when it becomes effective the previous version becomes obsolete, and users see the old one in force meanwhile.', 'high'),
  rule('FR-LC-6', 'Lifecycle', 'Abort', 'An administrator aborts a running workflow with a reason; the document returns to draft.', 'medium'),
  rule('FR-LC-7', 'Lifecycle', 'One transition under concurrency', 'Concurrent approvals of one document record exactly one transition, one signature and one audit event.', 'high'),
  rule('FR-LC-8', 'Lifecycle', 'Segregation of duties', 'The author of a version may not review or approve it, and one person may not both review and approve the same version.', 'high'),
  rule('FR-LC-9', 'Lifecycle', 'Approval with conditions', 'An approval may carry conditions; the document cannot become effective until they are answered and closed.', 'medium'),
  rule('FR-SIG-1', 'Signatures', 'Re-authentication', 'Signing asks for the signer\'s password (and e-mail on the first signing of a session); three failures end the signing; a signing token is used once.', 'high'),
  rule('FR-SIG-2', 'Signatures', 'Verification', 'A signature stores the SHA-256 of the signed version\'s content and metadata; verification fails as soon as either changes.', 'high'),
  rule('FR-SIG-3', 'Signatures', 'Signature configuration', 'The signature configuration (marks, formats, disclaimer, attempts) is changed by administrators with a reason, audited, and enforced by the signing dialog and the server.', 'medium'),
  rule('FR-SIG-4', 'Signatures', 'Signature reminders', 'Reviewers and approvers with pending work are reminded once per configured period.', 'low'),
  rule('FR-AUD-1', 'Audit trail', 'Append-only hash chain', 'Every change writes an audit event in its own transaction, linked to the one before by a SHA-256 hash; the database refuses UPDATE, DELETE and TRUNCATE.', 'high'),
  rule('FR-AUD-2', 'Audit trail', 'Tamper evidence', 'Keyed seals and signed checkpoints reveal rewritten, deleted or replaced events, even by the database owner.', 'high'),
  rule('FR-AUD-3', 'Audit trail', 'Audit screen', 'The audit trail is listed paged in SQL with filters by action, group, user, document and dates; role user sees only their own entries.', 'medium'),
  rule('FR-AUD-4', 'Audit trail', 'Audit exports', 'The filtered trail exports as CSV (formula cells neutralised) and as a paged PDF report with the chain verification; each export is audited.', 'medium'),
  rule('FR-AUD-5', 'Audit trail', 'Chain verification', 'Administrators verify the whole trail on request and are told the first broken link.', 'high'),
];
