import { useQuery } from '@tanstack/react-query';
import { fetchDocumentSignatures, verifySignature } from './api';

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
