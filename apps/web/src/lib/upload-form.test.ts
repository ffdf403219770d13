import { describe, expect, it } from 'vitest';
import { ERRORS } from '@attest/domain';
import { en } from '@/i18n/locales/en';
import {
  UPLOAD_DEFAULTS,
  checkUploadFile,
  toUploadErrors,
  uploadHint,
  validateUpload,
  type UploadFormValues,
} from './upload-form';

const MB = 1024 * 1024;
// The form's messages as an English reader sees them: the server's for the file, the catalogue's for the dates.
const FILE_REQUIRED_MESSAGE = ERRORS.FILE_REQUIRED.message;
const INVALID_FILE_TYPE_MESSAGE = ERRORS.INVALID_FILE_TYPE.message;
const REVIEW_BEFORE_EFFECTIVE_MESSAGE = en.documents.uploadForm.reviewBeforeEffective;

const docx = (name = 'procedure.docx', size = 2048) => new File([new Uint8Array(size)], name);

const complete: UploadFormValues = {
  ...UPLOAD_DEFAULTS,
  docNumber: ' SOP-QA-001 ',
  title: 'Cleaning of Production Equipment',
  description: 'How the line is cleaned',
  keywords: 'cleaning; GMP, equipment',
  departmentId: '3c5e6d9a-332a-446f-94e7-18dc3ebddc13',
  categoryId: 'c73a7a51-9d3d-40dc-b4c0-3473b03c4618',
  changeReason: 'New procedure',
  effectiveDate: '2026-02-01',
  reviewDate: '2027-02-01',
};

describe('validateUpload (spec 01 §5)', () => {
  it('names every missing field with the spec message, and the missing file', () => {
    const result = validateUpload(UPLOAD_DEFAULTS, null, 10);
    expect(result).toEqual({
      ok: false,
      errors: {
        docNumber: 'SOP Number is required',
        title: 'SOP Title is required',
        departmentId: 'Department is required',
        categoryId: 'Category is required',
        description: 'Description is required',
        changeReason: 'Change Reason is required',
        effectiveDate: 'Effective Date is required',
        reviewDate: 'Review Date is required',
        file: FILE_REQUIRED_MESSAGE,
      },
    });
  });

  it('treats blank text as missing', () => {
    const result = validateUpload({ ...complete, title: '   ' }, docx(), 10);
    expect(result).toEqual({ ok: false, errors: { title: 'SOP Title is required' } });
  });

  it('gives the metadata the server expects: trimmed, keywords split, defaults kept', () => {
    const file = docx();
    const result = validateUpload(complete, file, 10);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.file).toBe(file);
    expect(result.metadata).toMatchObject({
      docNumber: 'SOP-QA-001',
      keywords: ['cleaning', 'GMP', 'equipment'],
      documentType: 'SOP',
      version: '00',
      priority: 'medium',
      confidentiality: 'public',
      gxpImpact: false,
    });
  });

  it('wants the review date after the effective date', () => {
    const result = validateUpload({ ...complete, reviewDate: '2026-01-01' }, docx(), 10);
    expect(result).toEqual({ ok: false, errors: { reviewDate: REVIEW_BEFORE_EFFECTIVE_MESSAGE } });
  });

  it('checks the file type and the server’s size limit before anything is sent', () => {
    expect(validateUpload(complete, docx('notes.txt'), 10)).toEqual({ ok: false, errors: { file: INVALID_FILE_TYPE_MESSAGE } });
    expect(checkUploadFile({ name: 'SOP.PDF', size: 10 }, 10)).toBeNull();
    expect(checkUploadFile({ name: 'old.doc', size: 10 * MB }, 10)).toBeNull();
    expect(checkUploadFile({ name: 'big.pdf', size: 10 * MB + 1 }, 10)).toBe('File too large: Please upload a file smaller than 10MB');
    expect(checkUploadFile({ name: 'docx', size: 10 }, 10)).toBe(INVALID_FILE_TYPE_MESSAGE);
    // UPLOAD_MAX_MB=25 on the server: a 12 MB file is fine, a 26 MB one is refused with that limit in the message.
    expect(checkUploadFile({ name: 'big.pdf', size: 12 * MB }, 25)).toBeNull();
    expect(checkUploadFile({ name: 'huge.pdf', size: 26 * MB }, 25)).toBe('File too large: Please upload a file smaller than 25MB');
    expect(uploadHint(25)).toBe('Word (.docx, .doc) or PDF, up to 25 MB');
    // Until the limit is known only the type is checked; the server still refuses an oversized file.
    expect(checkUploadFile({ name: 'huge.pdf', size: 26 * MB }, undefined)).toBeNull();
  });
});

describe('form errors', () => {
  it('maps server field errors onto the form and ignores fields it does not have', () => {
    expect(toUploadErrors({ docNumber: 'SOP Number already exists', rowVersion: 'x', file: 'SOP file is required' })).toEqual({
      docNumber: 'SOP Number already exists',
      file: 'SOP file is required',
    });
    expect(toUploadErrors(undefined)).toEqual({});
  });
});
