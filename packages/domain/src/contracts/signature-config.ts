import { z } from 'zod';
import { FIELD_MESSAGES } from '../field-messages.ts';
import { MAX_SIGNATURE_IMAGE_BYTES, MAX_SIGNING_ATTEMPTS, SIGNATURE_IMAGE_FORMATS, SIGNATURE_TYPES, type ReleaseSignedAction } from './workflow.ts';

/** How often signers are reminded of signatures waiting for them (spec 02 §3 notifications.reminderFrequency). */
export const SIGNATURE_REMINDER_FREQUENCIES = ['daily', 'weekly', 'off'] as const;

/** Inclusive bounds of the numbers an administrator may choose; the image ceiling is what a request may carry. */
export const SIGNATURE_CONFIG_BOUNDS = {
  maxImageBytes: { min: 16 * 1024, max: MAX_SIGNATURE_IMAGE_BYTES },
  maxSigningAttempts: { min: 1, max: 10 },
  authenticationMinutes: { min: 1, max: 30 },
  signingLockMinutes: { min: 1, max: 1440 },
} as const;

const bounded = (key: keyof typeof SIGNATURE_CONFIG_BOUNDS, message: string) =>
  z.number({ error: message }).int(message).min(SIGNATURE_CONFIG_BOUNDS[key].min, message).max(SIGNATURE_CONFIG_BOUNDS[key].max, message);

/** Spec 02 §3 Signature configuration: the fields that mean something for signatures made in Attest. */
export const SignatureConfig = z.object({
  allowedTypes: z.array(z.enum(SIGNATURE_TYPES)).min(1, FIELD_MESSAGES.signatureTypesRequired).max(SIGNATURE_TYPES.length),
  imageFormats: z.array(z.enum(SIGNATURE_IMAGE_FORMATS)).min(1, FIELD_MESSAGES.signatureFormatsRequired).max(SIGNATURE_IMAGE_FORMATS.length),
  maxImageBytes: bounded('maxImageBytes', FIELD_MESSAGES.signatureMaxImageBytesRange),
  maxSigningAttempts: bounded('maxSigningAttempts', FIELD_MESSAGES.signatureAttemptsRange),
  authenticationMinutes: bounded('authenticationMinutes', FIELD_MESSAGES.signatureAuthenticationMinutesRange),
  /** 21 CFR 11.300(d): reaching maxSigningAttempts, counted per person across sessions, locks signing this long. */
  signingLockMinutes: bounded('signingLockMinutes', FIELD_MESSAGES.signatureLockMinutesRange).default(30),
  requireLegalDisclaimer: z.boolean(),
  reminderFrequency: z.enum(SIGNATURE_REMINDER_FREQUENCIES),
  /** The author of a version neither reviews nor approves it; nobody both reviews and approves one version. */
  segregationOfDuties: z.object({ enforced: z.boolean() }),
  /** Signing authentication asks for a code from the signer's authenticator app as well as the password. */
  requireSecondFactor: z.boolean().default(false),
  /** Release actions that take a Part 11 signature (meanings released, retired, archived, restored). */
  releaseSignatures: z
    .object({ makeEffective: z.boolean(), markObsolete: z.boolean(), archive: z.boolean(), restore: z.boolean() })
    .default({ makeEffective: true, markObsolete: true, archive: false, restore: false }),
});
export type SignatureConfig = z.infer<typeof SignatureConfig>;

export const SIGNATURE_CONFIG_DEFAULTS: SignatureConfig = {
  allowedTypes: [...SIGNATURE_TYPES],
  imageFormats: [...SIGNATURE_IMAGE_FORMATS],
  maxImageBytes: MAX_SIGNATURE_IMAGE_BYTES,
  maxSigningAttempts: MAX_SIGNING_ATTEMPTS,
  authenticationMinutes: 5,
  signingLockMinutes: 30,
  requireLegalDisclaimer: true,
  reminderFrequency: 'daily',
  segregationOfDuties: { enforced: true },
  requireSecondFactor: false,
  releaseSignatures: { makeEffective: true, markObsolete: true, archive: false, restore: false },
};

/** Which switch of releaseSignatures governs each signed release action. */
export const RELEASE_SIGNATURE_SWITCH = {
  make_effective: 'makeEffective',
  mark_obsolete: 'markObsolete',
  archive: 'archive',
  restore_from_archive: 'restore',
} as const satisfies Record<ReleaseSignedAction, keyof SignatureConfig['releaseSignatures']>;

export const SignatureConfigUpdate = SignatureConfig.extend({
  reason: z
    .string({ error: FIELD_MESSAGES.settingsReasonRequired })
    .trim()
    .min(1, FIELD_MESSAGES.settingsReasonRequired)
    .max(2000),
});
export type SignatureConfigUpdate = z.infer<typeof SignatureConfigUpdate>;

/** Signature rules that are not a choice in Attest: shown locked, with the reason. */
export const SIGNATURE_LOCKED_KEYS = ['passwordReauthentication', 'part11Mode'] as const;
export const SignatureLockedItem = z.object({ key: z.enum(SIGNATURE_LOCKED_KEYS), enabled: z.boolean(), reason: z.string() });
export const SIGNATURE_LOCKED_ITEMS: z.infer<typeof SignatureLockedItem>[] = [
  { key: 'passwordReauthentication', enabled: true, reason: 'Always on: 21 CFR 11.200 asks every signing to re-enter the password.' },
  { key: 'part11Mode', enabled: true, reason: 'Always on: Attest keeps every signature to 21 CFR Part 11.' },
];

export const SignatureConfigResponse = SignatureConfig.extend({
  defaults: SignatureConfig,
  locked: z.array(SignatureLockedItem),
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.string().nullable(),
});
export type SignatureConfigResponse = z.infer<typeof SignatureConfigResponse>;
