import { z } from 'zod';
import { FIELD_MESSAGES } from '../field-messages.ts';

/** Conditions of approval (FR-LC-9, spec 02 §4): open items on the approved version until answered and closed. */
export const CONDITION_MAX_CHARS = 2000;
export const MAX_CONDITIONS = 20;
export const CONDITION_STATES = ['open', 'answered', 'closed'] as const;
export type ConditionState = (typeof CONDITION_STATES)[number];

/** What the approver writes: blank lines are dropped, and at least one condition must remain. */
export const ApprovalConditionTexts = z
  .array(z.string().trim().max(CONDITION_MAX_CHARS, FIELD_MESSAGES.conditionTooLong))
  .max(MAX_CONDITIONS, FIELD_MESSAGES.conditionsTooMany)
  .transform((texts) => texts.filter((text) => text.length > 0))
  .refine((texts) => texts.length > 0, FIELD_MESSAGES.conditionsRequired);

const Person = z.object({ id: z.string(), name: z.string() });
const Stamp = z.object({ by: Person, at: z.iso.datetime() });

export const ApprovalCondition = z.object({
  id: z.uuid(),
  versionId: z.uuid(),
  versionLabel: z.string(),
  position: z.number().int(),
  text: z.string(),
  state: z.enum(CONDITION_STATES),
  set: Stamp,
  response: Stamp.extend({ text: z.string() }).nullable(),
  closed: Stamp.extend({ reason: z.string().nullable() }).nullable(),
  /** The caller may record the response (the author, or whoever may edit the document) now. */
  canRespond: z.boolean(),
  /** The caller may close it now (a document coordinator or admin, once answered). */
  canClose: z.boolean(),
});
export type ApprovalCondition = z.infer<typeof ApprovalCondition>;

export const ConditionsResponse = z.object({ items: z.array(ApprovalCondition), open: z.number().int() });
export type ConditionsResponse = z.infer<typeof ConditionsResponse>;

export const ConditionParams = z.object({ id: z.uuid(), conditionId: z.uuid() });

export const RespondConditionRequest = z.object({
  response: z.string().trim().min(1, FIELD_MESSAGES.conditionResponseRequired).max(CONDITION_MAX_CHARS, FIELD_MESSAGES.conditionTooLong),
});
export type RespondConditionRequest = z.infer<typeof RespondConditionRequest>;

export const CloseConditionRequest = z.object({ reason: z.string().trim().max(CONDITION_MAX_CHARS, FIELD_MESSAGES.conditionTooLong).optional() });
export type CloseConditionRequest = z.infer<typeof CloseConditionRequest>;
