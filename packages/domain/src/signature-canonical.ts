/**
 * What a signature's hashes are taken over, written once for the server (signing, verification, the signature
 * export) and the offline verifier (`npx attest-verify`): JSON with the keys sorted, so the same facts always give
 * the same text. Callers apply SHA-256 (hex) to the UTF-8 text.
 */

/** The exact version signed: the file's SHA-256 and the metadata that identifies it. */
export interface SignatureContentFacts {
  documentId: string;
  versionId: string;
  docNumber: string;
  title: string;
  versionLabel: string;
  fileSha256: string | null;
}

/** Binds the content to who signed, why and when. */
export interface SignatureManifestFacts {
  documentId: string;
  versionId: string;
  contentHash: string;
  signerId: string;
  meaning: string;
  signedAt: string;
  /** A signature given for an assignee binds whom for and why; absent otherwise (earlier signatures are unchanged). */
  onBehalfOfId?: string | null;
  onBehalfReason?: string | null;
}

function sortedJson(values: object): string {
  const record = values as Record<string, unknown>;
  return JSON.stringify(Object.fromEntries(Object.keys(record).sort().map((key) => [key, record[key]])));
}

export const signatureContentCanonical = (facts: SignatureContentFacts): string =>
  sortedJson({
    documentId: facts.documentId,
    versionId: facts.versionId,
    docNumber: facts.docNumber,
    title: facts.title,
    versionLabel: facts.versionLabel,
    fileSha256: facts.fileSha256,
  });

export const signatureManifestCanonical = (facts: SignatureManifestFacts): string =>
  sortedJson({
    documentId: facts.documentId,
    versionId: facts.versionId,
    contentHash: facts.contentHash,
    signerId: facts.signerId,
    meaning: facts.meaning,
    signedAt: facts.signedAt,
    ...(facts.onBehalfOfId ? { onBehalfOfId: facts.onBehalfOfId, onBehalfReason: facts.onBehalfReason ?? null } : {}),
  });
