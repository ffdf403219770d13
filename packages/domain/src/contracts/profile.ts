import { z } from 'zod';
import { Password } from './auth.ts';
import { AuditEntry } from './audit.ts';
import { ManagedUser, optionalText } from './users.ts';
import { FIELD_MESSAGES } from '../field-messages.ts';
import { PROFILE_TIMEZONES } from './preferences.ts';


export const ProfileResponse = z.object({
  user: ManagedUser,
  bio: z.string().nullable(),
  location: z.string().nullable(),
  timezone: z.enum(PROFILE_TIMEZONES).nullable(),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** What a user may change about themselves; e-mail, role, department and status are the administrator's. */
export const ProfileUpdateRequest = z
  .object({
    name: z.string().trim().min(1, FIELD_MESSAGES.nameRequired).max(200),
    phone: optionalText(50),
    bio: optionalText(1000),
    location: optionalText(200),
    timezone: z.enum(PROFILE_TIMEZONES).nullish().transform((v) => v ?? null),
  })
  .strict();
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequest>;

export const PASSWORD_MISMATCH_MESSAGE = FIELD_MESSAGES.passwordMismatch;

export const ChangePasswordRequest = z
  .object({
    currentPassword: z.string().min(1, FIELD_MESSAGES.currentPasswordRequired).max(256),
    newPassword: Password,
    confirmPassword: z.string().max(256),
  })
  .strict()
  .refine((b) => b.newPassword === b.confirmPassword, { message: PASSWORD_MISMATCH_MESSAGE, path: ['confirmPassword'] });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const ChangePasswordResponse = z.object({ message: z.string(), endedSessions: z.number().int() });

/** Spec 02 §9: the Activity tab lists the user's last 10 audit entries. */
export const PROFILE_ACTIVITY_LIMIT = 10;
export const ProfileActivityResponse = z.object({ items: z.array(AuditEntry) });
export type ProfileActivityResponse = z.infer<typeof ProfileActivityResponse>;
