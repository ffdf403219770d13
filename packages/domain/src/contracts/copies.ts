import { z } from 'zod';
import { FIELD_MESSAGES } from '../field-messages.ts';

/** Controlled and uncontrolled paper copies of a released version (issue 17; spec 01 §2, §3, §5 Print). */
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
  location: optionalText,
});
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
