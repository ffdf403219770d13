import {
  CheckEmailResponse,
  LoginResponse,
  OkResponse,
  SessionResponse,
  SetupPasswordResponse,
  type LoginRequest,
  type SetupPasswordRequest,
} from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

/** Spec 01 §9: e-mail verification gives up after 10 s, sign-in after 15 s. */
const CHECK_EMAIL_TIMEOUT_MS = 10_000;
const LOGIN_TIMEOUT_MS = 15_000;

export function checkEmail(email: string) {
  return apiRequest('/api/auth/check-email', {
    body: { email },
    schema: CheckEmailResponse,
    timeoutMs: CHECK_EMAIL_TIMEOUT_MS,
  });
}

export function setupPassword(body: SetupPasswordRequest) {
  return apiRequest('/api/auth/setup-password', { body, schema: SetupPasswordResponse });
}

export function login(body: LoginRequest) {
  return apiRequest('/api/auth/login', { body, schema: LoginResponse, timeoutMs: LOGIN_TIMEOUT_MS });
}

export function fetchSessionResponse() {
  return apiRequest('/api/auth/session', { schema: SessionResponse });
}

export function refreshSession() {
  return apiRequest('/api/auth/refresh', { method: 'POST', schema: SessionResponse });
}

export function logout() {
  return apiRequest('/api/auth/logout', { method: 'POST', schema: OkResponse });
}
