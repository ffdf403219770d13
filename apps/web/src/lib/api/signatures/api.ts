import { z } from 'zod';
import { ProviderSigningResult, ProviderSigningStart, SignatureRecord, SignatureValidation, SigningAuthResponse, SigningRequirements, type SigningAuthRequest } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

/** What the next signing in this session asks for: the e-mail too (first signing) and the attempts left. */
export function fetchSigningRequirements() {
  return apiRequest('/api/signatures/requirements', { schema: SigningRequirements });
}

/** Signing step 1 (21 CFR 11.200): the signer's own credentials, checked on the server, for a single-use token. */
export function authenticateSigner(body: z.input<typeof SigningAuthRequest>) {
  return apiRequest('/api/signatures/authenticate', { body, schema: SigningAuthResponse });
}

/** Signing step 1 at the identity provider: where the signer signs in afresh, and the handle for the result. */
export function startProviderSigning() {
  return apiRequest('/api/signatures/authenticate/sso', { method: 'POST', schema: ProviderSigningStart });
}

/** Pending until the signer is back from the provider; then the single-use signing token, once. */
export function pickUpProviderSigning(attempt: string) {
  return apiRequest('/api/signatures/authenticate/sso/complete', { body: { attempt }, schema: ProviderSigningResult });
}

export function fetchDocumentSignatures(documentId: string) {
  return apiRequest(`/api/documents/${encodeURIComponent(documentId)}/signatures`, { schema: z.array(SignatureRecord) });
}

export function verifySignature(signatureId: string) {
  return apiRequest(`/api/signatures/${encodeURIComponent(signatureId)}/verify`, { schema: SignatureValidation });
}
