import { createHash } from 'node:crypto';
import { signatureContentCanonical, signatureManifestCanonical, type SignatureContentFacts, type SignatureManifestFacts } from '@attest/domain';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** What was signed: the exact version's file (by its SHA-256) and the metadata that identifies it. */
export const contentHash = (facts: SignatureContentFacts): string => sha256(signatureContentCanonical(facts));

/** Binds the content to who signed, why and when: moving the signature to another record breaks it. */
export const manifestHash = (facts: SignatureManifestFacts): string => sha256(signatureManifestCanonical(facts));

export const imageHash = (image: string) => sha256(image);
