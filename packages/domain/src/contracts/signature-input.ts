import { z } from 'zod';
import { FIELD_MESSAGES } from '../field-messages.ts';

/** Why a person signs (21 CFR 11.50): shown on the record and in every manifestation of the signature. */
export const SIGNATURE_MEANINGS = [
  'authored',
  'reviewed',
  'approved',
  'approved-with-conditions',
  'made-effective',
  'rejected',
  'read-and-understood',
  'disposition',
  'released',
  'retired',
  'archived',
  'restored',
] as const;
export type SignatureMeaning = (typeof SIGNATURE_MEANINGS)[number];
export const SIGNATURE_MEANING_LABELS: Record<SignatureMeaning, string> = {
  authored: 'Authored',
  reviewed: 'Reviewed',
  approved: 'Approved',
  'approved-with-conditions': 'Approved with conditions',
  'made-effective': 'Made Effective',
  rejected: 'Rejected',
  'read-and-understood': 'Read and Understood',
  disposition: 'Disposition',
  released: 'Released',
  retired: 'Retired',
  archived: 'Archived',
  restored: 'Restored',
};

/** The release actions a signature configuration may require a signature for, with the meaning each is signed with. */
export const RELEASE_SIGNATURE_MEANINGS = { make_effective: 'released', mark_obsolete: 'retired', archive: 'archived', restore_from_archive: 'restored' } as const satisfies Record<string, SignatureMeaning>;
export type ReleaseSignedAction = keyof typeof RELEASE_SIGNATURE_MEANINGS;
export const SIGNATURE_TYPES = ['drawn', 'typed', 'uploaded'] as const;
export type SignatureType = (typeof SIGNATURE_TYPES)[number];
/** The image formats a signature mark may be uploaded in (spec 02 §3 signatureImageFormat). */
export const SIGNATURE_IMAGE_FORMATS = ['png', 'jpeg'] as const;
export type SignatureImageFormat = (typeof SIGNATURE_IMAGE_FORMATS)[number];
export const MAX_SIGNATURE_IMAGE_BYTES = 1024 * 1024;

export const SignatureInput = z.object({
  signingToken: z.string().min(1),
  meaning: z.enum(SIGNATURE_MEANINGS),
  type: z.enum(SIGNATURE_TYPES),
  /** PNG or JPEG as a data URL: the visible mark only. */
  image: z
    .string()
    .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, FIELD_MESSAGES.signatureRequired)
    .max(Math.ceil((MAX_SIGNATURE_IMAGE_BYTES * 4) / 3) + 64, FIELD_MESSAGES.signatureImageTooLarge),
  /** Required true while the signature configuration asks for the legal disclaimer (the server checks). */
  consent: z.boolean(),
});
export type SignatureInput = z.infer<typeof SignatureInput>;
