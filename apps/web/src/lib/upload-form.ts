import type { z } from 'zod';
import {
  UPLOAD_DEFAULT_VERSION,
  UPLOAD_EXTENSIONS,
  UploadDocumentMetadata,
  type Confidentiality,
  type DocumentType,
  type Priority,
} from '@attest/domain';
import { i18n } from '@/i18n';
import { fieldText } from '@/i18n/error-text';
import { parseKeywords } from './keywords';

/** What the Upload New SOP form holds: text as typed, the contract decides what is valid. */
export interface UploadFormValues {
  docNumber: string;
  title: string;
  documentType: DocumentType;
  version: string;
  description: string;
  keywords: string;
  departmentId: string;
  categoryId: string;
  priority: Priority;
  confidentiality: Confidentiality;
  gxpImpact: boolean;
  gmpImpact: boolean;
  trainingRequired: boolean;
  impactNotes: string;
  changeReason: string;
  effectiveDate: string;
  reviewDate: string;
}

/** Spec 01 §4, §5 defaults: type SOP, version '00', priority medium, confidentiality public. */
export const UPLOAD_DEFAULTS: UploadFormValues = {
  docNumber: '',
  title: '',
  documentType: 'SOP',
  version: UPLOAD_DEFAULT_VERSION,
  description: '',
  keywords: '',
  departmentId: '',
  categoryId: '',
  priority: 'medium',
  confidentiality: 'public',
  gxpImpact: false,
  gmpImpact: false,
  trainingRequired: false,
  impactNotes: '',
  changeReason: '',
  effectiveDate: '',
  reviewDate: '',
};

export type UploadField = keyof UploadFormValues | 'file';
export type UploadErrors = Partial<Record<UploadField, string>>;
export type UploadMetadata = z.output<typeof UploadDocumentMetadata>;

export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.join(',');
/** The form's own messages, in the reader's language (the server's texts for the file). */
export const fileRequiredMessage = () => i18n.t('errors:FILE_REQUIRED');
const invalidFileTypeMessage = () => i18n.t('errors:INVALID_FILE_TYPE');
const reviewBeforeEffectiveMessage = () => i18n.t('documents:uploadForm.reviewBeforeEffective');

/**
 * Spec 01 §5: .docx, .doc or .pdf, no larger than the server's limit (UPLOAD_MAX_MB; unchecked here until it is
 * known, the server refuses it anyway). Null when the file is acceptable.
 */
export function checkUploadFile(file: { name: string; size: number }, maxMb: number | undefined): string | null {
  const name = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension))) return invalidFileTypeMessage();
  if (maxMb !== undefined && file.size > maxMb * 1024 * 1024) return i18n.t('documents:uploadForm.fileTooLarge', { maxMb });
  return null;
}

/** The drop zone's hint, with the server's limit once known. */
export const uploadHint = (maxMb: number | undefined) =>
  maxMb === undefined ? i18n.t('documents:uploadForm.hint') : i18n.t('documents:uploadForm.hintWithLimit', { maxMb });

const FIELD_NAMES = new Set<string>(Object.keys(UPLOAD_DEFAULTS));

/** Server `fields` (or any field → message map) as form errors in the reader's language, keeping only the fields this form has. */
export function toUploadErrors(fields: Record<string, string> | undefined): UploadErrors {
  const errors: UploadErrors = {};
  for (const [field, message] of Object.entries(fields ?? {})) {
    if (FIELD_NAMES.has(field) || field === 'file') errors[field as UploadField] = fieldText(message);
  }
  return errors;
}

export type UploadValidation =
  | { ok: true; metadata: UploadMetadata; file: File }
  | { ok: false; errors: UploadErrors };

export type MetadataValidation = { ok: true; metadata: UploadMetadata } | { ok: false; errors: UploadErrors };

/**
 * Checks the form's metadata with the shared contract (so the messages are the spec's and the server's); every
 * problem is reported at once, one message per field. The repository import sends the same metadata without a file.
 */
export function validateUploadMetadata(values: UploadFormValues): MetadataValidation {
  const parsed = UploadDocumentMetadata.safeParse({ ...values, keywords: parseKeywords(values.keywords) });
  const errors: UploadErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (FIELD_NAMES.has(field) && !errors[field as UploadField]) errors[field as UploadField] = fieldText(issue.message);
    }
  }
  if (!errors.effectiveDate && !errors.reviewDate && values.reviewDate <= values.effectiveDate) {
    errors.reviewDate = reviewBeforeEffectiveMessage();
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, metadata: parsed.data };
}

/** The metadata and the file together: every problem of either is reported at once. */
export function validateUpload(values: UploadFormValues, file: File | null, maxMb: number | undefined): UploadValidation {
  const checked = validateUploadMetadata(values);
  const errors: UploadErrors = checked.ok ? {} : { ...checked.errors };
  if (!file) errors.file = fileRequiredMessage();
  else {
    const problem = checkUploadFile(file, maxMb);
    if (problem) errors.file = problem;
  }
  if (!checked.ok || !file || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, metadata: checked.metadata, file };
}
