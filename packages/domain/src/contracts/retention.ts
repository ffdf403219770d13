import { z } from 'zod';
import { FIELD_MESSAGES } from '../field-messages.ts';
import { SignatureInput } from './workflow.ts';

/** Spec 01 §10 defaults, in days: documents 7 years, audit logs 5, backups 90 days, drafts 1 year. */
export const RETENTION_DEFAULTS = { documents: 2555, auditLogs: 1825, backups: 90, drafts: 365 } as const;

/**
 * The legal minimum for the audit trail: EU GMP Chapter 4 (4.10) and 21 CFR 211.180 keep GMP records at least 5 years;
 * Attest holds 1825 days as the floor and refuses less.
 */
export const AUDIT_RETENTION_MINIMUM_DAYS = 1825;

/**
 * Inclusive bounds of each day count. A documents period of 0 makes a retired document due at once (still a signed
 * decision); a drafts period of 0 lists every draft (archiving stays an administrator's explicit choice).
 */
export const RETENTION_BOUNDS = {
  documents: { min: 0, max: 36500 },
  auditLogs: { min: AUDIT_RETENTION_MINIMUM_DAYS, max: 36500 },
  backups: { min: 1, max: 3650 },
  drafts: { min: 0, max: 3650 },
} as const;

export const RETENTION_KEYS = ['documents', 'auditLogs', 'backups', 'drafts'] as const;
export type RetentionKey = (typeof RETENTION_KEYS)[number];

const days = (key: RetentionKey, below: string, above: string) =>
  z
    .number({ error: FIELD_MESSAGES.retentionDaysInteger })
    .int(FIELD_MESSAGES.retentionDaysInteger)
    .min(RETENTION_BOUNDS[key].min, below)
    .max(RETENTION_BOUNDS[key].max, above);

/** The four day counts of spec 02 §3 retentionPolicies. */
export const RetentionPolicies = z.object({
  documents: days('documents', FIELD_MESSAGES.retentionDocumentsRange, FIELD_MESSAGES.retentionDocumentsRange),
  auditLogs: days('auditLogs', FIELD_MESSAGES.retentionAuditBelowMinimum, FIELD_MESSAGES.retentionAuditTooLong),
  backups: days('backups', FIELD_MESSAGES.retentionBackupsRange, FIELD_MESSAGES.retentionBackupsRange),
  drafts: days('drafts', FIELD_MESSAGES.retentionDraftsRange, FIELD_MESSAGES.retentionDraftsRange),
});
export type RetentionPolicies = z.infer<typeof RetentionPolicies>;

export const RetentionPoliciesResponse = RetentionPolicies.extend({
  defaults: RetentionPolicies,
  auditMinimumDays: z.number().int(),
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.string().nullable(),
});
export type RetentionPoliciesResponse = z.infer<typeof RetentionPoliciesResponse>;

export const RetentionListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type RetentionListQuery = z.infer<typeof RetentionListQuery>;

export const DispositionCandidate = z.object({
  id: z.uuid(),
  docNumber: z.string(),
  title: z.string(),
  status: z.enum(['archived', 'obsolete']),
  versionLabel: z.string(),
  /** When it was archived or made obsolete, or last retained: the period runs from here. */
  retainedSince: z.iso.datetime(),
  dueAt: z.iso.datetime(),
  versions: z.number().int(),
});
export type DispositionCandidate = z.infer<typeof DispositionCandidate>;
export const DispositionListResponse = z.object({ items: z.array(DispositionCandidate), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type DispositionListResponse = z.infer<typeof DispositionListResponse>;

const Reason = z
  .string({ error: FIELD_MESSAGES.retentionDecisionReasonRequired })
  .trim()
  .min(1, FIELD_MESSAGES.retentionDecisionReasonRequired)
  .max(2000);

export const DISPOSITION_DECISIONS = ['retain', 'dispose'] as const;
export type DispositionDecision = (typeof DISPOSITION_DECISIONS)[number];

/** An administrator's signed decision on a document due for disposition. */
export const DispositionDecisionRequest = z.object({
  decision: z.enum(DISPOSITION_DECISIONS),
  reason: Reason,
  signature: SignatureInput.refine((s) => s.meaning === 'disposition', { message: 'A disposition is signed with the meaning "disposition".', path: ['meaning'] }),
});
export type DispositionDecisionRequest = z.infer<typeof DispositionDecisionRequest>;

export const DispositionDecisionResponse = z.object({
  decision: z.enum(DISPOSITION_DECISIONS),
  signatureId: z.uuid(),
  /** Files whose content was destroyed (dispose only): their hashes and sizes stay on record. */
  destroyedFiles: z.number().int(),
  /** Retain only: when it is due again. */
  nextDueAt: z.iso.datetime().nullable(),
});
export type DispositionDecisionResponse = z.infer<typeof DispositionDecisionResponse>;

export const StaleDraft = z.object({
  id: z.uuid(),
  docNumber: z.string(),
  title: z.string(),
  versionLabel: z.string(),
  authorName: z.string(),
  updatedAt: z.iso.datetime(),
});
export type StaleDraft = z.infer<typeof StaleDraft>;
export const StaleDraftListResponse = z.object({ items: z.array(StaleDraft), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type StaleDraftListResponse = z.infer<typeof StaleDraftListResponse>;

export const ArchiveStaleDraftsRequest = z.object({
  documentIds: z.array(z.uuid()).min(1).max(100),
  reason: Reason,
});
export type ArchiveStaleDraftsRequest = z.infer<typeof ArchiveStaleDraftsRequest>;

export const ArchiveStaleDraftsResponse = z.object({
  archived: z.array(z.uuid()),
  /** Documents left as they were, with why (no longer a stale draft, or changed meanwhile). */
  skipped: z.array(z.object({ id: z.uuid(), code: z.string(), message: z.string() })),
});
export type ArchiveStaleDraftsResponse = z.infer<typeof ArchiveStaleDraftsResponse>;
