import { z } from 'zod';
import { FIELD_MESSAGES } from '../field-messages.ts';

/** Spec 02 §9 audit action filter options, matched by substring of the action name. */
export const AUDIT_ACTION_FILTERS = ['create', 'update', 'delete', 'approve', 'reject', 'print', 'download'] as const;

/** Spec 02 §9 badge groups. */
export const AUDIT_GROUPS = ['create-approve', 'update', 'delete-reject', 'access', 'security', 'other'] as const;
export type AuditGroup = (typeof AUDIT_GROUPS)[number];
export const AUDIT_GROUP_LABELS: Record<AuditGroup, string> = {
  'create-approve': 'Create/Approve',
  update: 'Update',
  'delete-reject': 'Delete/Reject',
  access: 'Access',
  security: 'Security',
  other: 'Other',
};

/**
 * The keywords of each badge group (spec 02 §9), first match wins: an action belongs to the first group one of whose
 * keywords its lower-cased name contains. Security comes first, so "Password Updated" or "Signature Authentication
 * Failed" count as security. The audit catalogue (audit-catalogue.ts) now states each action's group; this rule groups
 * only names it does not hold, and a test keeps the two in agreement.
 */
export const AUDIT_GROUP_KEYWORDS: readonly (readonly [Exclude<AuditGroup, 'other'>, readonly string[]])[] = [
  ['security', ['sign-in', 'sign-out', 'session', 'password', 'two-factor', 'recovery code', 'sso', 'signature authentication', 'lock', 'integrity failure']],
  ['create-approve', ['creat', 'approv', 'acknowledg']],
  ['update', ['updat', 'edit']],
  ['delete-reject', ['delet', 'reject', 'obsolete', 'archiv']],
  ['access', ['print', 'download']],
];

/**
 * The badge group by AUDIT_GROUP_KEYWORDS; 'other' when none. The rule that grouped every action before the audit
 * catalogue: auditGroupOf (audit-catalogue.ts) keeps it for names the catalogue does not hold.
 */
export function keywordGroupOf(action: string): AuditGroup {
  const a = action.toLowerCase();
  return AUDIT_GROUP_KEYWORDS.find(([, keywords]) => keywords.some((keyword) => a.includes(keyword)))?.[0] ?? 'other';
}

/** The Audit screen's cards beside Total Events, each a filter: its count and its list are the same events. */
export const AUDIT_RECENT_WINDOWS = ['24h'] as const;
export const AUDIT_ENTITY_TYPES = ['document'] as const;

const IsoDate = z.iso.date();

export const AuditListQuery = z.object({
  action: z.enum(AUDIT_ACTION_FILTERS).optional(),
  group: z.enum(AUDIT_GROUPS).optional(),
  user: z.uuid().optional(),
  document: z.uuid().optional(),
  /** Events about a kind of record (the Document Events card). */
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
  /** Events of the last 24 hours (the Last 24 Hours card). */
  last: z.enum(AUDIT_RECENT_WINDOWS).optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  sort: z.enum(['timestamp', 'action', 'user']).default('timestamp'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditListQuery = z.input<typeof AuditListQuery>;

export const AuditEntry = z.object({
  seq: z.number().int(),
  timestamp: z.iso.datetime(),
  actor: z.object({ id: z.string().nullable(), name: z.string(), role: z.string().nullable() }),
  action: z.string(),
  group: z.enum(AUDIT_GROUPS),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** For document events: the document's number and title now, and the version the event names. */
  document: z.object({ id: z.string(), docNumber: z.string(), title: z.string() }).nullable(),
  version: z.string().nullable(),
  oldValues: z.unknown(),
  newValues: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditSummary = z.object({
  total: z.number().int(),
  last24Hours: z.number().int(),
  documentEvents: z.number().int(),
  securityEvents: z.number().int(),
});

export const AuditListResponse = z.object({
  items: z.array(AuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: AuditSummary,
});
export type AuditListResponse = z.infer<typeof AuditListResponse>;

/** A document's change log: its events, paged, newest first, without network details. */
export const DocumentChangeLogQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const DocumentChangeLogResponse = z.object({ items: z.array(AuditEntry), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type DocumentChangeLogResponse = z.infer<typeof DocumentChangeLogResponse>;

/** Spec 01 §9 audit CSV columns, in order. */
export const AUDIT_CSV_COLUMNS = ['Timestamp', 'Document ID', 'Document Title', 'User ID', 'User Name', 'Action', 'Version', 'Reason', 'Details'] as const;

export const CompareQuery = z.object({ from: z.uuid(), to: z.uuid() });
/** One side of a comparison; `hasText` is false when nothing could be extracted (a .doc file, a scanned PDF). */
const CompareSide = z.object({ id: z.string(), label: z.string(), fileName: z.string().nullable(), hasText: z.boolean() });
export const CompareResponse = z.object({
  from: CompareSide,
  to: CompareSide,
  /** The extracted texts as runs: equal, inserted (in `to` only) or deleted (in `from` only). */
  changes: z.array(z.object({ type: z.enum(['equal', 'insert', 'delete']), text: z.string() })),
  insertions: z.number().int(),
  deletions: z.number().int(),
});
export type CompareResponse = z.infer<typeof CompareResponse>;

export const RevertRequest = z.object({
  versionId: z.uuid(FIELD_MESSAGES.revertFieldsRequired),
  reason: z.string().trim().min(1, FIELD_MESSAGES.revertFieldsRequired).max(2000),
});
