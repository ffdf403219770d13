import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { FIELD_MESSAGES } from '../field-messages.ts';
import { SessionResponse } from './auth.ts';

/** A code typed by hand: six digits from the authenticator app, or a recovery code (dashes and spaces are ignored). */
export const SecondFactorCode = z
  .string({ error: FIELD_MESSAGES.secondFactorCodeRequired })
  .trim()
  .min(1, FIELD_MESSAGES.secondFactorCodeRequired)
  .max(64, FIELD_MESSAGES.secondFactorCodeRequired);

/** How many recovery codes an enrolment gives; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * The password was right and a second step follows: the code of an enrolled user ('code'), or the enrolment a role
 * requires ('enrol'). The token is short-lived and good for this one sign-in only.
 */
export const SecondStepResponse = z.object({
  secondStep: z.enum(['code', 'enrol']),
  challengeToken: z.string(),
  expiresAt: z.iso.datetime(),
  name: z.string(),
});
export type SecondStepResponse = z.infer<typeof SecondStepResponse>;

/** Sign-in with the password: a session, or the second step. */
export const LoginResponse = z.union([SessionResponse, SecondStepResponse]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const isSecondStep = (response: LoginResponse): response is SecondStepResponse => 'secondStep' in response;

export const ChallengeRequest = z.object({ challengeToken: z.string().min(1).max(128) });
export type ChallengeRequest = z.infer<typeof ChallengeRequest>;

export const SecondFactorRequest = ChallengeRequest.extend({ code: SecondFactorCode });
export type SecondFactorRequest = z.infer<typeof SecondFactorRequest>;

/** A new authenticator secret, not in force until a code made from it is confirmed. */
export const TwoFactorSetupResponse = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, an SVG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponse>;

export const ConfirmTwoFactorRequest = z.object({ code: SecondFactorCode });
export type ConfirmTwoFactorRequest = z.infer<typeof ConfirmTwoFactorRequest>;

/** Recovery codes in clear: shown once, only their hashes are kept. */
export const RecoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponse>;

/** Enrolment finished during sign-in: the session, and the recovery codes to keep. */
export const EnrolSignInResponse = SessionResponse.extend({ recoveryCodes: z.array(z.string()) });
export type EnrolSignInResponse = z.infer<typeof EnrolSignInResponse>;

export const TwoFactorStatus = z.object({
  enrolled: z.boolean(),
  enrolledAt: z.iso.datetime().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** The administrator requires it for the user's role: it cannot be turned off. */
  requiredForRole: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

export const DisableTwoFactorRequest = z.object({
  currentPassword: z.string().min(1, FIELD_MESSAGES.currentPasswordRequired).max(256),
});
export type DisableTwoFactorRequest = z.infer<typeof DisableTwoFactorRequest>;

/** Which roles must sign in with a second factor (an administrator's setting). */
export const TwoFactorPolicy = z.object({ requiredRoles: z.array(z.enum(ROLES)).max(ROLES.length) });
export type TwoFactorPolicy = z.infer<typeof TwoFactorPolicy>;

export const TwoFactorPolicyUpdate = TwoFactorPolicy.extend({
  reason: z
    .string({ error: FIELD_MESSAGES.settingsReasonRequired })
    .trim()
    .min(1, FIELD_MESSAGES.settingsReasonRequired)
    .max(2000),
});
export type TwoFactorPolicyUpdate = z.infer<typeof TwoFactorPolicyUpdate>;

/** An administrator removes a user's authenticator (a lost phone): why, for the audit trail. */
export const TwoFactorResetRequest = z.object({
  reason: z
    .string({ error: FIELD_MESSAGES.settingsReasonRequired })
    .trim()
    .min(1, FIELD_MESSAGES.settingsReasonRequired)
    .max(2000),
});
export type TwoFactorResetRequest = z.infer<typeof TwoFactorResetRequest>;

export const TwoFactorPolicyResponse = TwoFactorPolicy.extend({
  defaults: TwoFactorPolicy,
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.string().nullable(),
});
export type TwoFactorPolicyResponse = z.infer<typeof TwoFactorPolicyResponse>;
