import { createHash } from 'node:crypto';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** JSON with keys in a fixed order, so the same facts always hash the same. */
function canonical(values: Record<string, string | null>): string {
  return JSON.stringify(Object.fromEntries(Object.keys(values).sort().map((k) => [k, values[k]])));
}

/** What was signed: the exact version's file (by its SHA-256) and the metadata that identifies it. */
export function contentHash(facts: { documentId: string; versionId: string; docNumber: string; title: string; versionLabel: string; fileSha256: string | null }): string {
  return sha256(canonical(facts));
}

/** Binds the content to who signed, why and when: moving the signature to another record breaks it. */
export function manifestHash(facts: { documentId: string; versionId: string; contentHash: string; signerId: string; meaning: string; signedAt: string }): string {
  return sha256(canonical(facts));
}

export const imageHash = (image: string) => sha256(image);
