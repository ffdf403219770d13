import {
  QuickCreateDocumentRequest,
  UpdateDocumentRequest,
  type Confidentiality,
  type DocumentDetail,
  type DocumentType,
  type Priority,
} from '@attest/domain';
import { i18n } from '@/i18n';
import { fieldText } from '@/i18n/error-text';
import { formatKeywords, parseKeywords } from '@/lib/keywords';

/** The Quick Create / Edit SOP form (spec 01 §5); the edit-only fields are ignored when creating. */
export interface QuickFormValues {
  title: string;
  categoryId: string;
  departmentId: string;
  description: string;
  keywords: string;
  confidentiality: Confidentiality;
  documentType: DocumentType;
  priority: Priority;
  changeReason: string;
  trainingRequired: boolean;
  gxpImpact: boolean;
  gmpImpact: boolean;
  impactNotes: string;
  effectiveDate: string;
  reviewDate: string;
  /** Edit only: the document's language (BCP 47) and the number of the original it translates ('' for none). */
  language: string;
  originalNumber: string;
  /** Edit only: the number the document had in the register it came from. */
  previousDocNumber: string;
}

export const QUICK_DEFAULTS: QuickFormValues = {
  title: '',
  categoryId: '',
  departmentId: '',
  description: '',
  keywords: '',
  confidentiality: 'public',
  documentType: 'SOP',
  priority: 'medium',
  changeReason: '',
  trainingRequired: false,
  gxpImpact: false,
  gmpImpact: false,
  impactNotes: '',
  effectiveDate: '',
  reviewDate: '',
  language: 'en',
  originalNumber: '',
  previousDocNumber: '',
};

/** The required fields; each has its own message (spec 01 §5). */
const REQUIRED_FIELDS = ['title', 'categoryId', 'departmentId'] as const;
type RequiredField = (typeof REQUIRED_FIELDS)[number];
const isRequired = (field: string): field is RequiredField => REQUIRED_FIELDS.some((required) => required === field);
export type QuickErrors = Partial<Record<keyof QuickFormValues, string>>;

export function valuesFromDocument(doc: DocumentDetail): QuickFormValues {
  return {
    title: doc.title,
    categoryId: doc.category.id,
    departmentId: doc.department.id,
    description: doc.description,
    keywords: formatKeywords(doc.keywords),
    confidentiality: doc.confidentiality,
    documentType: doc.documentType,
    priority: doc.priority,
    changeReason: doc.changeReason,
    trainingRequired: doc.trainingRequired,
    gxpImpact: doc.gxpImpact,
    gmpImpact: doc.gmpImpact,
    impactNotes: doc.impactNotes,
    effectiveDate: doc.effectiveDate ?? '',
    reviewDate: doc.reviewDate ?? '',
    language: doc.language,
    originalNumber: doc.translationOf?.docNumber ?? '',
    previousDocNumber: doc.previousDocNumber,
  };
}

function collectErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): QuickErrors {
  const errors: QuickErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as keyof QuickFormValues;
    if (errors[field]) continue;
    errors[field] = isRequired(field) ? i18n.t(`documents:quickForm.required.${field}`) : fieldText(issue.message);
  }
  return errors;
}

type Checked<T> = { ok: true; body: T } | { ok: false; errors: QuickErrors; missingRequired: boolean };

const missingRequired = (errors: QuickErrors) => REQUIRED_FIELDS.some((field) => field in errors);

function createBody(values: QuickFormValues) {
  return {
    title: values.title,
    categoryId: values.categoryId,
    departmentId: values.departmentId,
    description: values.description,
    keywords: parseKeywords(values.keywords),
    confidentiality: values.confidentiality,
    documentType: values.documentType,
    priority: values.priority,
  };
}

export function checkCreate(values: QuickFormValues): Checked<QuickCreateDocumentRequest> {
  const parsed = QuickCreateDocumentRequest.safeParse(createBody(values));
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors = collectErrors(parsed.error.issues);
  return { ok: false, errors, missingRequired: missingRequired(errors) };
}

/** `translationOf`: the original's id, null for none, left out to keep the link as it is. */
export function checkUpdate(values: QuickFormValues, rowVersion: number, translationOf?: string | null): Checked<UpdateDocumentRequest> {
  const parsed = UpdateDocumentRequest.safeParse({
    ...createBody(values),
    changeReason: values.changeReason,
    trainingRequired: values.trainingRequired,
    gxpImpact: values.gxpImpact,
    gmpImpact: values.gmpImpact,
    impactNotes: values.impactNotes,
    effectiveDate: values.effectiveDate || null,
    reviewDate: values.reviewDate || null,
    language: values.language,
    previousDocNumber: values.previousDocNumber,
    translationOf,
    rowVersion,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors = collectErrors(parsed.error.issues);
  return { ok: false, errors, missingRequired: missingRequired(errors) };
}
