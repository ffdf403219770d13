import { z } from 'zod';
import { RepositorySource } from './repository-source.ts';
import { SignatureInput } from './signature-input.ts';
import {
  CONFIDENTIALITY_LEVELS,
  DOCUMENT_TYPES,
  PRIORITIES,
  RENDITION_STATUSES,
} from '../documents.ts';
import { VERSION_STATUSES } from '../versioning.ts';
import { FIELD_MESSAGES } from '../field-messages.ts';
import { DocumentStatusSchema } from './document-list-query.ts';

export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES);
export const VersionStatusSchema = z.enum(VERSION_STATUSES);
export const ConfidentialitySchema = z.enum(CONFIDENTIALITY_LEVELS);
export const PrioritySchema = z.enum(PRIORITIES);

const IsoDate = z.iso.date();
const requiredText = (message: string, max = 500) => z.string({ error: message }).trim().min(1, message).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');
/** The number a document had in the register it came from (spec 02 §2 "Previous Document Number"); '' for none. */
const PreviousDocNumber = z.string().trim().max(60);
const Keywords = z.array(z.string().trim().min(1).max(60)).max(30).default([]);

export const Ref = z.object({ id: z.string(), name: z.string() });
export type Ref = z.infer<typeof Ref>;

/** The PDF rendition of a version's file; `reason` says why there is none (failed, unavailable). */
export const VersionRendition = z.object({
  status: z.enum(RENDITION_STATUSES),
  reason: z.string().nullable(),
});
export type VersionRendition = z.infer<typeof VersionRendition>;

export const DocumentVersionSummary = z.object({
  id: z.string(),
  label: z.string(),
  revision: z.number().int(),
  status: VersionStatusSchema,
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
  mimeType: z.string().nullable(),
  sha256: z.string().nullable(),
  changeSummary: z.string().nullable(),
  createdBy: Ref,
  createdAt: z.iso.datetime(),
  /** Null for a version without a file. */
  rendition: VersionRendition.nullable(),
  /** From its effective record: the date it took effect, and whether it is in force, superseded or retired; null if never released. */
  effectiveDate: z.string().nullable(),
  release: z.enum(['active', 'superseded', 'obsolete']).nullable(),
  /** Whether the caller may open its content (DESIGN §4.9): readers open only the version in force. */
  openable: z.boolean(),
});
export type DocumentVersionSummary = z.infer<typeof DocumentVersionSummary>;

/** A row of the Document Management list. */
export const DocumentSummary = z.object({
  id: z.string(),
  docNumber: z.string(),
  title: z.string(),
  documentType: DocumentTypeSchema,
  category: Ref,
  department: Ref,
  status: DocumentStatusSchema,
  priority: PrioritySchema,
  version: z.string(),
  author: Ref,
  isLocked: z.boolean(),
  hasFile: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type DocumentSummary = z.infer<typeof DocumentSummary>;

/**
 * The version in force that the caller may acknowledge as read and understood, and when they did; null when the
 * document has no version in force (not yet effective, obsolete or archived).
 */
export const DocumentAcknowledgement = z.object({
  versionId: z.string(),
  versionLabel: z.string(),
  acknowledgedAt: z.iso.datetime().nullable(),
});
export type DocumentAcknowledgement = z.infer<typeof DocumentAcknowledgement>;

/**
 * A BCP 47 language tag ('en', 'de', 'pt-BR', 'zh-Hant'), returned in its canonical form. The pattern is the
 * database's check; Intl decides whether the tag is well formed.
 */
export const LanguageTag = z
  .string()
  .trim()
  .max(35, FIELD_MESSAGES.languageInvalid)
  .transform((value, ctx) => {
    try {
      const [canonical] = Intl.getCanonicalLocales(value);
      if (canonical && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(canonical)) return canonical;
    } catch {
      // A malformed tag: reported below.
    }
    ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.languageInvalid });
    return z.NEVER;
  });

/** Another document this one points at, as the reader may see it. */
export const DocumentLink = z.object({ id: z.string(), docNumber: z.string(), title: z.string() });
export type DocumentLink = z.infer<typeof DocumentLink>;

export const DocumentDetail = DocumentSummary.extend({
  authorEmail: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  confidentiality: ConfidentialitySchema,
  trainingRequired: z.boolean(),
  gxpImpact: z.boolean(),
  gmpImpact: z.boolean(),
  impactNotes: z.string(),
  changeReason: z.string(),
  effectiveDate: IsoDate.nullable(),
  reviewDate: IsoDate.nullable(),
  isObsolete: z.boolean(),
  archiveReason: z.string().nullable(),
  rowVersion: z.number().int(),
  currentVersion: DocumentVersionSummary.nullable(),
  versions: z.array(DocumentVersionSummary),
  createdBy: Ref,
  updatedBy: Ref,
  acknowledgement: DocumentAcknowledgement.nullable(),
  /** BCP 47 tag of the document's language. */
  language: z.string(),
  /** Whether the document is a translation of another ("Translation?"), even when the original is hidden. */
  isTranslation: z.boolean(),
  /** The original it translates, when the reader may see it. */
  translationOf: DocumentLink.nullable(),
  /** Spec 02 §2 Information → General: its number in the register it came from; '' when none. */
  previousDocNumber: z.string(),
  /** Set once the document was disposed of at the end of its retention period: its files are destroyed. */
  disposal: z.object({ disposedAt: z.iso.datetime(), disposedBy: z.string(), reason: z.string() }).nullable(),
  /**
   * Spec 02 §3 system detail: everyone assigned training on the version the audience trains on (in force, or approved
   * and waiting for training) has completed it; null when the document requires no training or has no such version.
   */
  trainingReviewComplete: z.boolean().nullable(),
  /** FR-REPO-2: where the shown version's file was imported from, when it came from a Git repository. */
  repositorySource: RepositorySource.nullable(),
  /**
   * FR-LC-4: the release waiting for its effective date while the document is 'scheduled' (who scheduled it, when);
   * null otherwise, and for readers, who see the version in force.
   */
  scheduledRelease: z.object({ effectiveDate: IsoDate, scheduledBy: z.string(), scheduledAt: z.iso.datetime() }).nullable(),
});
export type DocumentDetail = z.infer<typeof DocumentDetail>;


/** Totals above this are reported as "more than": counting every match of a common word would be slow. */
export const DOCUMENT_TOTAL_CAP = 10_000;

export const DocumentListResponse = z.object({
  items: z.array(DocumentSummary),
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DocumentListResponse = z.infer<typeof DocumentListResponse>;

const QUICK_REQUIRED = FIELD_MESSAGES.quickCreateRequired;

/** Quick Create / Edit SOP (spec 01 §5): title, category and department required. Also one bulk-upload row. */
export const QuickCreateDocumentRequest = z.object({
  title: requiredText(QUICK_REQUIRED, 300),
  categoryId: z.uuid(QUICK_REQUIRED),
  departmentId: z.uuid(QUICK_REQUIRED),
  description: optionalText(5000),
  keywords: Keywords,
  confidentiality: ConfidentialitySchema.default('public'),
  documentType: DocumentTypeSchema.default('SOP'),
  priority: PrioritySchema.default('medium'),
  previousDocNumber: PreviousDocNumber.default(''),
});
export type QuickCreateDocumentRequest = z.input<typeof QuickCreateDocumentRequest>;

export const UpdateDocumentRequest = QuickCreateDocumentRequest.extend({
  changeReason: optionalText(2000),
  trainingRequired: z.boolean().default(false),
  gxpImpact: z.boolean().default(false),
  gmpImpact: z.boolean().default(false),
  impactNotes: optionalText(5000),
  effectiveDate: IsoDate.nullable().default(null),
  reviewDate: IsoDate.nullable().default(null),
  /** Left out: unchanged. */
  language: LanguageTag.optional(),
  /** The original this document translates; null: not a translation; left out: unchanged. */
  translationOf: z.uuid().nullable().optional(),
  /** '' clears it; left out: unchanged. */
  previousDocNumber: PreviousDocNumber.optional(),
  /** The rowVersion the editor loaded: a stale one gets 409. */
  rowVersion: z.number().int(),
});
export type UpdateDocumentRequest = z.input<typeof UpdateDocumentRequest>;

/** The metadata part of Upload New SOP (spec 01 §2, §5); the file travels beside it. */
export const UploadDocumentMetadata = z.object({
  docNumber: requiredText(FIELD_MESSAGES.docNumberRequired, 60),
  title: requiredText(FIELD_MESSAGES.titleRequired, 300),
  departmentId: z.uuid(FIELD_MESSAGES.departmentRequired),
  categoryId: z.uuid(FIELD_MESSAGES.categoryRequired),
  description: requiredText(FIELD_MESSAGES.descriptionRequired, 5000),
  changeReason: requiredText(FIELD_MESSAGES.changeReasonRequired, 2000),
  effectiveDate: z.iso.date(FIELD_MESSAGES.effectiveDateRequired),
  reviewDate: z.iso.date(FIELD_MESSAGES.reviewDateRequired),
  keywords: Keywords,
  confidentiality: ConfidentialitySchema.default('public'),
  documentType: DocumentTypeSchema.default('SOP'),
  priority: PrioritySchema.default('medium'),
  version: z.string().trim().max(20).default('00'),
  trainingRequired: z.boolean().default(false),
  gxpImpact: z.boolean().default(false),
  gmpImpact: z.boolean().default(false),
  impactNotes: optionalText(5000),
  previousDocNumber: PreviousDocNumber.default(''),
});
export type UploadDocumentMetadata = z.input<typeof UploadDocumentMetadata>;

export const ArchiveDocumentRequest = z.object({
  reason: requiredText(FIELD_MESSAGES.reasonRequired, 2000),
  /** Signed "archived" when the signature configuration asks it of Archive. */
  signature: SignatureInput.optional(),
});

/** Unlocking an approved document opens it to change again: the reason is kept in the audit trail. */
export const UnlockDocumentRequest = z.object({
  reason: requiredText(FIELD_MESSAGES.reasonRequired, 2000),
});
export type UnlockDocumentRequest = z.input<typeof UnlockDocumentRequest>;

/** What the upload dialogs check before sending: the server's own limit. */
export const UploadLimitsResponse = z.object({ maxMb: z.number().positive() });
export type UploadLimitsResponse = z.infer<typeof UploadLimitsResponse>;

export const ReplaceFileMetadata = z.object({
  changeSummary: requiredText(FIELD_MESSAGES.changeSummaryRequired, 2000),
  rowVersion: z.number().int(),
});

export const Department = z.object({ id: z.string(), name: z.string(), description: z.string().nullable(), isActive: z.boolean() });
export type Department = z.infer<typeof Department>;
export const DepartmentInput = z.object({
  name: requiredText(FIELD_MESSAGES.departmentNameRequired, 120),
  description: z.string().trim().max(500).nullable().default(null),
  isActive: z.boolean().default(true),
});

export const Category = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  retentionDays: z.number().int(),
  requiresApproval: z.boolean(),
  autoArchive: z.boolean(),
  isActive: z.boolean(),
});
export type Category = z.infer<typeof Category>;
export const CategoryInput = z.object({
  name: requiredText(FIELD_MESSAGES.categoryNameRequired, 120),
  description: z.string().trim().max(500).nullable().default(null),
  retentionDays: z.number().int().min(1).max(36_500),
  requiresApproval: z.boolean().default(true),
  autoArchive: z.boolean().default(false),
  isActive: z.boolean().default(true),
});

export const IdParams = z.object({ id: z.uuid() });
export const VersionParams = z.object({ id: z.uuid(), versionId: z.uuid() });

/** Rendered content of a version for the viewer. */
export const DocumentContent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('html'), html: z.string(), messages: z.array(z.string()) }),
  z.object({ kind: z.literal('text'), text: z.string(), format: z.enum(['txt', 'md', 'json']) }),
  z.object({ kind: z.literal('pdf'), url: z.string() }),
  z.object({ kind: z.literal('unsupported'), extension: z.string() }),
  z.object({ kind: z.literal('empty') }),
]);
export type DocumentContent = z.infer<typeof DocumentContent>;
