import { z } from 'zod';
import { FIELD_MESSAGES } from '../field-messages.ts';

/** The settings whose weakening changes wait for a second administrator. */
export const FOUR_EYES_SETTING_KEYS = ['signatureConfig', 'systemPreferences', 'twoFactorPolicy'] as const;
export type FourEyesSettingKey = (typeof FOUR_EYES_SETTING_KEYS)[number];

export const SETTING_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;

/** The meaning of the approving administrator's signature. */
export const SETTING_CHANGE_MEANING = 'approved';

const Person = z.object({ id: z.uuid(), name: z.string() });

/** A control the change weakens: the field and its value in force when proposed, and the proposed one. */
export const WeakenedControlItem = z.object({ field: z.string(), from: z.union([z.boolean(), z.number()]), to: z.union([z.boolean(), z.number()]) });

/** A change of a setting that weakens a control: pending until another administrator approves it with a signature. */
export const SettingChangeRecord = z.object({
  id: z.uuid(),
  settingKey: z.enum(FOUR_EYES_SETTING_KEYS),
  status: z.enum(SETTING_CHANGE_STATUSES),
  proposedValue: z.unknown(),
  weakened: z.array(WeakenedControlItem),
  proposedBy: Person,
  proposedAt: z.iso.datetime(),
  reason: z.string(),
  decidedBy: Person.nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decisionReason: z.string().nullable(),
  /** The approver's signature (21 CFR 11.50: printed name, time, meaning); null unless approved. */
  signature: z
    .object({ signerName: z.string(), meaning: z.literal(SETTING_CHANGE_MEANING), signedAt: z.iso.datetime(), authenticationMethod: z.string(), manifestHash: z.string() })
    .nullable(),
});
export type SettingChangeRecord = z.infer<typeof SettingChangeRecord>;

export const SettingChangeListQuery = z.object({
  settingKey: z.enum(FOUR_EYES_SETTING_KEYS).optional(),
  status: z.enum(SETTING_CHANGE_STATUSES).optional(),
});

export const ApproveSettingChangeRequest = z.object({
  signingToken: z.string().min(1),
  meaning: z.literal(SETTING_CHANGE_MEANING),
  consent: z.boolean(),
});
export type ApproveSettingChangeRequest = z.infer<typeof ApproveSettingChangeRequest>;

export const RejectSettingChangeRequest = z.object({
  reason: z.string({ error: FIELD_MESSAGES.settingsReasonRequired }).trim().min(1, FIELD_MESSAGES.settingsReasonRequired).max(2000),
});
export type RejectSettingChangeRequest = z.infer<typeof RejectSettingChangeRequest>;
