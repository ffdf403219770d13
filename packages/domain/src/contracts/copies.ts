import { z } from 'zod';
import { FIELD_MESSAGES } from '../field-messages.ts';

/** Controlled and uncontrolled paper copies of a released version (FR-CPY-1; spec 01 §2, §3, §5 Print). */
export const MAX_COPIES_PER_PRINT = 10;
export const COPY_STATUSES = ['issued', 'to-recall', 'returned', 'destroyed'] as const;
export type CopyStatus = (typeof COPY_STATUSES)[number];
/** What a copy's status page says about its version: still in force, replaced, or to be brought back. */
export const COPY_VERSION_STATES = ['current', 'superseded', 'recalled'] as const;
export type CopyVersionState = (typeof COPY_VERSION_STATES)[number];

const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => (value ? value : undefined));

export const PrintRequest = z.object({
  copies: z.number({ error: FIELD_MESSAGES.copiesOutOfRange }).int(FIELD_MESSAGES.copiesOutOfRange).min(1, FIELD_MESSAGES.copiesOutOfRange).max(MAX_COPIES_PER_PRINT, FIELD_MESSAGES.copiesOutOfRange).default(1),
  purpose: z.string({ error: FIELD_MESSAGES.printPurposeRequired }).trim().min(1, FIELD_MESSAGES.printPurposeRequired).max(500),
  controlled: z.boolean().default(false),
  holder: optionalText,
  /** The holder as a user of the system: they are told when the copy is to be brought back. Wins over holder. */
  holderUserId: z.uuid().optional(),
  location: optionalText,
})
  // A controlled copy is someone's to bring back: a user (told when it is recalled), or a named person and where they
  // keep it. Checked even while other fields are wrong, so the dialog shows every problem at once.
  .superRefine((print, ctx) => {
    if (!print.controlled || print.holderUserId) return;
    if (!print.holder) ctx.addIssue({ code: 'custom', path: ['holder'], message: FIELD_MESSAGES.copyHolderRequired });
    else if (!print.location) ctx.addIssue({ code: 'custom', path: ['location'], message: FIELD_MESSAGES.copyLocationRequired });
  }, { when: ({ value }) => typeof value === 'object' && value !== null });
export type PrintRequest = z.infer<typeof PrintRequest>;

export const PrintResponse = z.object({
  printId: z.uuid(),
  copies: z.array(z.object({ id: z.uuid(), number: z.number().int() })),
  pdfUrl: z.string(),
});
export type PrintResponse = z.infer<typeof PrintResponse>;

/** A visitor without a session (COPY_STATUS_PUBLIC=true) gets only the first two fields. */
export const CopyStatusResponse = z.object({
  docNumber: z.string(),
  status: z.enum(COPY_VERSION_STATES),
  details: z
    .object({
      copyId: z.uuid(),
      title: z.string(),
      versionLabel: z.string(),
      controlled: z.boolean(),
      number: z.number().int(),
      copyStatus: z.enum(COPY_STATUSES),
      holder: z.string().nullable(),
      location: z.string().nullable(),
      printedBy: z.string(),
      printedAt: z.string(),
      replacedBy: z.object({ versionLabel: z.string(), effectiveDate: z.string().nullable() }).nullable(),
    })
    .optional(),
});
export type CopyStatusResponse = z.infer<typeof CopyStatusResponse>;

/** A copy brought back, or destroyed where it was: the two ends of a copy's life (with a reason, audited). */
export const RECONCILE_OUTCOMES = ['returned', 'destroyed'] as const;
export type ReconcileOutcome = (typeof RECONCILE_OUTCOMES)[number];

export const ReconcileCopyRequest = z.object({
  outcome: z.enum(RECONCILE_OUTCOMES),
  reason: z.string({ error: FIELD_MESSAGES.reconcileReasonRequired }).trim().min(1, FIELD_MESSAGES.reconcileReasonRequired).max(500),
});
export type ReconcileCopyRequest = z.infer<typeof ReconcileCopyRequest>;

/** The Controlled Copies screen (coordinator, admin) and a document's Controlled Copies card. */
export const CopyListQuery = z.object({
  status: z.enum(COPY_STATUSES).optional(),
  controlled: z.enum(['true', 'false']).optional(),
  document: z.uuid().optional(),
  /** Matches document number, title, holder or location. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type CopyListQuery = z.input<typeof CopyListQuery>;

export const CopyListItem = z.object({
  id: z.uuid(),
  number: z.number().int(),
  controlled: z.boolean(),
  status: z.enum(COPY_STATUSES),
  statusChangedAt: z.string().nullable(),
  statusReason: z.string().nullable(),
  statusChangedBy: z.string().nullable(),
  document: z.object({ id: z.uuid(), docNumber: z.string(), title: z.string() }),
  versionLabel: z.string(),
  printId: z.uuid(),
  printedAt: z.string(),
  printedBy: z.string(),
  purpose: z.string(),
  holder: z.string().nullable(),
  location: z.string().nullable(),
});
export type CopyListItem = z.infer<typeof CopyListItem>;

export const CopyListResponse = z.object({
  items: z.array(CopyListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Copies per status under the same filters, status aside: the screen's tab counts. */
  counts: z.object({ issued: z.number().int(), 'to-recall': z.number().int(), returned: z.number().int(), destroyed: z.number().int() }),
});
export type CopyListResponse = z.infer<typeof CopyListResponse>;

export const COPY_CSV_COLUMNS = ['Copy ID', 'Document Number', 'Title', 'Version', 'Kind', 'Number', 'Status', 'Holder', 'Location', 'Purpose', 'Printed By', 'Printed At', 'Status Changed At', 'Status Reason'] as const;
