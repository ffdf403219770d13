import { describe, expect, it } from 'vitest';
import { canBulkUpload, canEditContent, canEditDetails, documentActions } from './document-actions';

const draft = { status: 'draft', isLocked: false, hasFile: true } as const;
const approved = { status: 'approved', isLocked: false, hasFile: true } as const;

describe('documentActions', () => {
  it('lets an author edit, duplicate and download a draft, but not lock or delete it', () => {
    expect(documentActions('author', draft)).toEqual({
      open: 'view',
      edit: true,
      download: true,
      duplicate: true,
      lock: null,
      delete: false,
      print: false,
    });
  });

  it('offers Print for a released version with a file, to everyone who may print', () => {
    expect(documentActions('user', { ...approved, status: 'effective' }).print).toBe(true);
    expect(documentActions('user', approved).print).toBe(true);
    expect(documentActions('user', { ...approved, hasFile: false }).print).toBe(false);
    expect(documentActions('admin', { ...approved, status: 'obsolete' }).print).toBe(false);
  });

  it('offers Review for documents in review', () => {
    expect(documentActions('reviewer', { ...draft, status: 'in-review' }).open).toBe('review');
  });

  it('offers lock on approved documents to approvers, and unlock once locked', () => {
    expect(documentActions('approver', approved).lock).toBe('lock');
    expect(documentActions('approver', { ...approved, isLocked: true }).lock).toBe('unlock');
    expect(documentActions('approver', draft).lock).toBeNull();
    expect(documentActions('author', approved).lock).toBeNull();
  });

  it('lets the author revise a rejected document: Edit Details, Replace File and the edit toggle', () => {
    const rejected = { ...draft, status: 'rejected' } as const;
    expect(documentActions('author', rejected).edit).toBe(true);
    expect(canEditDetails('author', rejected)).toBe(true);
    expect(canEditContent('author', rejected)).toBe(true);
    expect(canEditDetails('author', { ...rejected, isLocked: true })).toBe(false);
  });

  it('never edits a locked document or anything but a draft or a rejected document', () => {
    expect(documentActions('admin', { ...draft, isLocked: true }).edit).toBe(false);
    expect(documentActions('admin', approved).edit).toBe(false);
    expect(canEditContent('author', { ...draft, isLocked: true })).toBe(false);
    expect(canEditContent('reviewer', draft)).toBe(false);
  });

  it('hides download without a file and delete for archived documents', () => {
    expect(documentActions('user', { ...approved, hasFile: false }).download).toBe(false);
    expect(documentActions('admin', { ...approved, status: 'archived' }).delete).toBe(false);
    expect(documentActions('admin', approved).delete).toBe(true);
  });

  it('allows bulk upload to those who upload versions', () => {
    expect(['admin', 'author', 'document_coordinator'].every((role) => canBulkUpload(role as 'admin'))).toBe(true);
    expect(canBulkUpload('user')).toBe(false);
    expect(canBulkUpload('reviewer')).toBe(false);
  });
});
