import {
  CONFIDENTIALITY_LEVELS,
  DOCUMENT_TYPES,
  DOCUMENT_TYPE_LABELS,
  FIELD_MESSAGES,
  PRIORITIES,
  QuickCreateDocumentRequest,
  type Confidentiality,
  type DocumentType,
  type Priority,
  type Ref,
} from '@attest/domain';
import { parseKeywords } from '@/lib/keywords';

/** One SOP of a bulk upload (spec 01 §3 Bulk row): category and department resolved to active ids. */
export interface BulkRow {
  id: string;
  title: string;
  categoryId: string;
  /** The category name given in the CSV when it matched no active category, shown beside the error. */
  unknownCategory: string;
  description: string;
  keywords: string;
  confidentiality: Confidentiality;
  documentType: DocumentType;
  priority: Priority;
  departmentId: string;
  unknownDepartment: string;
  errors: string[];
}

export interface ReferenceLists {
  categories: readonly Ref[];
  departments: readonly Ref[];
}

export const TITLE_REQUIRED = 'Title is required';
// The same words as the shared contract's, so the table translates them with fieldText.
export const CATEGORY_REQUIRED = FIELD_MESSAGES.categoryRequired;
export const DEPARTMENT_REQUIRED = FIELD_MESSAGES.departmentRequired;

let nextRowNumber = 0;
const newRowId = () => `bulk-row-${++nextRowNumber}`;

/** Names compare case-insensitively, ignoring extra spaces and '&' versus 'and'. */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ').trim();
}

export function matchByName(items: readonly Ref[], name: string): Ref | undefined {
  const wanted = normalizeName(name);
  return wanted ? items.find((item) => normalizeName(item.name) === wanted) : undefined;
}

/** Spec 01 §5: an invalid value falls back to public. */
export function toConfidentiality(value: string): Confidentiality {
  const wanted = value.trim().toLowerCase();
  return CONFIDENTIALITY_LEVELS.find((level) => level === wanted) ?? 'public';
}

/** The code (SOP, WI…) or its label (Work Instruction); anything else is SOP. */
export function toDocumentType(value: string): DocumentType {
  const wanted = value.trim().toLowerCase();
  return DOCUMENT_TYPES.find((type) => type.toLowerCase() === wanted || DOCUMENT_TYPE_LABELS[type].toLowerCase() === wanted) ?? 'SOP';
}

export function toPriority(value: string): Priority {
  const wanted = value.trim().toLowerCase();
  return PRIORITIES.find((priority) => priority === wanted) ?? 'medium';
}

export interface RawBulkRow {
  title?: string;
  category?: string;
  description?: string;
  keywords?: string;
  confidentiality?: string;
  documentType?: string;
  priority?: string;
  department?: string;
}

/** A row as read from a CSV: names matched to the active lists, enums with their fallbacks, then validated. */
export function rowFromRaw(raw: RawBulkRow, lists: ReferenceLists): BulkRow {
  const category = matchByName(lists.categories, raw.category ?? '');
  const department = matchByName(lists.departments, raw.department ?? '');
  return validateRow({
    id: newRowId(),
    title: (raw.title ?? '').trim(),
    categoryId: category?.id ?? '',
    unknownCategory: category ? '' : (raw.category ?? '').trim(),
    description: (raw.description ?? '').trim(),
    keywords: parseKeywords(raw.keywords ?? '').join(', '),
    confidentiality: toConfidentiality(raw.confidentiality ?? ''),
    documentType: toDocumentType(raw.documentType ?? ''),
    priority: toPriority(raw.priority ?? ''),
    departmentId: department?.id ?? '',
    unknownDepartment: department ? '' : (raw.department ?? '').trim(),
    errors: [],
  });
}

export function emptyRow(): BulkRow {
  return validateRow({
    id: newRowId(),
    title: '',
    categoryId: '',
    unknownCategory: '',
    description: '',
    keywords: '',
    confidentiality: 'public',
    documentType: 'SOP',
    priority: 'medium',
    departmentId: '',
    unknownDepartment: '',
    errors: [],
  });
}

export function toCreateRequest(row: BulkRow): QuickCreateDocumentRequest {
  return {
    title: row.title.trim(),
    categoryId: row.categoryId,
    departmentId: row.departmentId,
    description: row.description.trim(),
    keywords: parseKeywords(row.keywords),
    confidentiality: row.confidentiality,
    documentType: row.documentType,
    priority: row.priority,
  };
}

export const CONTRACT_FIELDS = ['title', 'description', 'keywords'] as const;
export type ContractField = (typeof CONTRACT_FIELDS)[number];
const FIELD_LABELS: Record<ContractField, string> = { title: 'Title', description: 'Description', keywords: 'Keywords' };
export const isContractField = (field: string): field is ContractField => CONTRACT_FIELDS.some((known) => known === field);

/** What the shared contract says about a row's values (lengths, counts): the field concerned and its message. */
export function contractIssues(row: BulkRow): { field: string; message: string }[] {
  const parsed = QuickCreateDocumentRequest.safeParse(toCreateRequest(row));
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message }));
}

/**
 * Spec 01 §5: title, category and department required; other limits come from the shared contract. The errors
 * are English and identify the problem; the table shows them in the reader's language.
 */
export function rowErrors(row: BulkRow): string[] {
  const errors: string[] = [];
  if (!row.title.trim()) errors.push(TITLE_REQUIRED);
  if (!row.categoryId) errors.push(CATEGORY_REQUIRED);
  if (!row.departmentId) errors.push(DEPARTMENT_REQUIRED);
  if (errors.length) return errors;
  return contractIssues(row).map(({ field, message }) => `${isContractField(field) ? FIELD_LABELS[field] : field}: ${message}`);
}

export function validateRow(row: BulkRow): BulkRow {
  return { ...row, errors: rowErrors(row) };
}

/** An edit of one row: choosing a category or department forgets the unknown CSV name; the row revalidates. */
export function updateRow(row: BulkRow, patch: Partial<Omit<BulkRow, 'id' | 'errors'>>): BulkRow {
  const next = { ...row, ...patch };
  if (patch.categoryId) next.unknownCategory = '';
  if (patch.departmentId) next.unknownDepartment = '';
  return validateRow(next);
}

export const rowsWithErrors = (rows: readonly BulkRow[]) => rows.filter((row) => row.errors.length > 0).length;
