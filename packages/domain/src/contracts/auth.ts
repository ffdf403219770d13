import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { EmailInput } from './common.ts';
import { FIELD_MESSAGES } from '../field-messages.ts';

export const UserStatus = z.enum(['active', 'inactive']);
export type UserStatus = z.infer<typeof UserStatus>;

export const RoleSchema = z.enum(ROLES);

/** The signed-in user as the web sees it (spec 01 §3 Current user). */
export const CurrentUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  status: UserStatus,
  department: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  employeeId: z.string().nullable(),
  designation: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const CheckEmailRequest = z.object({ email: EmailInput });
export type CheckEmailRequest = z.infer<typeof CheckEmailRequest>;

/**
 * The account step's answer (spec 01 §3's user-status check): the same for every address, known,
 * unknown or inactive, so the sign-in page cannot be used to discover accounts. The password step comes next; a
 * first sign-in goes from there to Set Your Password with its one-time code.
 */
export const CheckEmailResponse = z.object({ next: z.literal('password') });
export type CheckEmailResponse = z.infer<typeof CheckEmailResponse>;

export const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, FIELD_MESSAGES.passwordTooShort)
  .max(256, FIELD_MESSAGES.passwordTooLong);

export const SetupPasswordRequest = z.object({
  email: EmailInput,
  code: z.string().trim().min(1, FIELD_MESSAGES.setupCodeRequired).max(64),
  password: Password,
});
export type SetupPasswordRequest = z.infer<typeof SetupPasswordRequest>;

export const SetupPasswordResponse = z.object({ success: z.literal(true), message: z.string() });

export const LoginRequest = z.object({
  email: EmailInput,
  password: z.string().min(1, FIELD_MESSAGES.credentialsRequired).max(256),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** A live session: who is signed in, the CSRF token for mutations, and when the session ends at the latest. */
export const SessionResponse = z.object({
  user: CurrentUser,
  csrfToken: z.string(),
  expiresAt: z.iso.datetime(),
  idleExpiresAt: z.iso.datetime(),
  message: z.string().optional(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

export const OkResponse = z.object({ ok: z.literal(true) });

/** What an OpenID provider sends back to /api/auth/sso/callback (RFC 6749 §4.1.2, RFC 9207 `iss`); others are ignored. */
export const SsoCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});
export type SsoCallbackQuery = z.infer<typeof SsoCallbackQuery>;

/** The sign-in page's query after single sign-on was refused: the error code whose message it shows. */
export const SSO_ERROR_PARAM = 'sso_error';

/** Where a signer's re-authentication window lands once the provider sent it back (with sso_error when refused). */
export const SIGNING_CONFIRMED_PATH = '/signing-confirmed';
