import {
  EnrolSignInResponse,
  OkResponse,
  RecoveryCodesResponse,
  SessionResponse,
  TwoFactorPolicyResponse,
  TwoFactorSetupResponse,
  TwoFactorStatus,
  type SecondFactorRequest,
  type TwoFactorPolicyUpdate,
  type TwoFactorResetRequest,
} from '@attest/domain';
import { apiRequest } from '@/lib/api-client';
import { savedOrPending } from '@/lib/api/setting-changes/api';

export const fetchTwoFactorStatus = () => apiRequest('/api/profile/two-factor', { schema: TwoFactorStatus });
export const startProfileEnrolment = () => apiRequest('/api/profile/two-factor/setup', { method: 'POST', schema: TwoFactorSetupResponse });
export const confirmProfileEnrolment = (code: string) => apiRequest('/api/profile/two-factor/confirm', { body: { code }, schema: RecoveryCodesResponse });
export const regenerateRecoveryCodes = (code: string) => apiRequest('/api/profile/two-factor/recovery-codes', { body: { code }, schema: RecoveryCodesResponse });
export const disableTwoFactor = (currentPassword: string) => apiRequest('/api/profile/two-factor/disable', { body: { currentPassword }, schema: OkResponse });
export const resetUserTwoFactor = (userId: string, body: TwoFactorResetRequest) => apiRequest(`/api/users/${userId}/two-factor/reset`, { body, schema: OkResponse });

/** The sign-in's second step: the code of an enrolled user. */
export const submitSecondFactor = (body: SecondFactorRequest) => apiRequest('/api/auth/login/second-factor', { body, schema: SessionResponse });
/** The sign-in's enrolment, when the role requires a second factor the user has not set up. */
export const startSignInEnrolment = (challengeToken: string) => apiRequest('/api/auth/two-factor/setup', { body: { challengeToken }, schema: TwoFactorSetupResponse });
export const confirmSignInEnrolment = (body: SecondFactorRequest) => apiRequest('/api/auth/two-factor/confirm', { body, schema: EnrolSignInResponse });

export const fetchTwoFactorPolicy = () => apiRequest('/api/system/two-factor-policy', { schema: TwoFactorPolicyResponse });
export const saveTwoFactorPolicy = (body: TwoFactorPolicyUpdate) => apiRequest('/api/system/two-factor-policy', { method: 'PUT', body, schema: savedOrPending(TwoFactorPolicyResponse) });
