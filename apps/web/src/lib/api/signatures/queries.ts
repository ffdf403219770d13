import { useQuery } from '@tanstack/react-query';
import { RELEASE_SIGNATURE_SWITCH, type ReleaseSignedAction } from '@attest/domain';
import { fetchDocumentSignatures, fetchSigningRequirements, verifySignature } from './api';

export const signatureKeys = {
  all: ['signatures'] as const,
  ofDocument: (documentId: string) => ['signatures', 'document', documentId] as const,
  verification: (signatureId: string) => ['signatures', 'verify', signatureId] as const,
};

export function useDocumentSignatures(documentId: string) {
  return useQuery({ queryKey: signatureKeys.ofDocument(documentId), queryFn: () => fetchDocumentSignatures(documentId) });
}

/** Recomputed by the server from the stored record and the signed content, each time it is asked. */
export function useSignatureVerification(signatureId: string) {
  return useQuery({ queryKey: signatureKeys.verification(signatureId), queryFn: () => verifySignature(signatureId) });
}

/** "2026-11-22 14:03:12 UTC": the signing time as recorded, never shifted by the viewer's time zone. */
export function formatUtc(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;
}

/** Whether the signature configuration signs this release action (the server refuses it unsigned then); undefined while loading. */
export function useReleaseSignatureRequired(action: ReleaseSignedAction): boolean | undefined {
  const requirements = useQuery({ queryKey: ['signatures', 'requirements'], queryFn: fetchSigningRequirements, staleTime: 0 });
  return requirements.data?.releaseSignatures[RELEASE_SIGNATURE_SWITCH[action]];
}
