import { ImportRepositoryFileRequest, type DocumentType, type RepositoryItem } from '@attest/domain';
import { fieldText } from '@/i18n/error-text';
import { UPLOAD_DEFAULTS, validateUploadMetadata, type UploadErrors, type UploadFormValues } from '@/lib/upload-form';

/** The kinds of document the import knows from a file's derived type (spec 02 §3); anything else starts as an SOP. */
const DOCUMENT_TYPE_OF: Record<string, DocumentType> = { SOP: 'SOP', 'Work Instruction': 'WI', Form: 'FORM', Policy: 'POLICY' };

/** The Upload New SOP form for a repository file: its name without the extension as the title, its derived type. */
export function importDefaults(item: Pick<RepositoryItem, 'name' | 'documentType'>): UploadFormValues {
  const dot = item.name.lastIndexOf('.');
  return {
    ...UPLOAD_DEFAULTS,
    title: dot > 0 ? item.name.slice(0, dot) : item.name,
    documentType: DOCUMENT_TYPE_OF[item.documentType] ?? 'SOP',
  };
}

export type ImportTarget = 'new' | 'version';
export interface VersionValues {
  docNumber: string;
  changeSummary: string;
}
export type VersionErrors = Partial<Record<keyof VersionValues, string>>;

export type ImportValidation = { ok: true; request: ImportRepositoryFileRequest } | { ok: false; errors: UploadErrors | VersionErrors };

/** The import request for one file, checked by the shared contracts; every problem is reported at once. */
export function validateImport(path: string, target: ImportTarget, draft: UploadFormValues, version: VersionValues): ImportValidation {
  if (target === 'new') {
    const checked = validateUploadMetadata(draft);
    return checked.ok ? { ok: true, request: { target: 'new', path, metadata: checked.metadata } } : checked;
  }
  const parsed = ImportRepositoryFileRequest.safeParse({ target: 'version', path, ...version });
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: VersionErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if ((field === 'docNumber' || field === 'changeSummary') && !errors[field]) errors[field] = fieldText(issue.message);
  }
  return { ok: false, errors };
}
