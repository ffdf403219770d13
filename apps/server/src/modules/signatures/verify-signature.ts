import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SignatureMeaning, SignatureValidation } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { blobs, documents, documentVersions, signatures } from '../../platform/db/schema/index.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { AppError } from '../../core/app-error.ts';
import { SSO_REAUTH_METHOD } from '../sso/sso-signing.service.ts';
import { contentHash, imageHash, manifestHash } from './signature-hashes.ts';

const EARLIEST = new Date('2020-01-01T00:00:00Z');

async function blobDestroyedAt(db: Db, sha: string): Promise<Date | null> {
  const [row] = await db.select({ destroyedAt: blobs.destroyedAt }).from(blobs).where(eq(blobs.sha256, sha)).limit(1);
  return row?.destroyedAt ?? null;
}

async function fileSha256(store: BlobStore, sha: string): Promise<string | null> {
  if (!(await store.exists(sha))) return null;
  const hash = createHash('sha256');
  for await (const chunk of store.read(sha)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Recomputes everything a signature covers (spec 02 §5 Signature validity check): the image, the signed version's
 * file as stored now and its metadata, the manifest binding signer, meaning and time. Any later change fails it.
 * `now` is the app clock's: a signature is in the future only by the clock that stamped it.
 */
export async function verifySignature(db: Db, store: BlobStore, id: string, validatedBy: string, now: Date): Promise<SignatureValidation> {
  const [sig] = await db.select().from(signatures).where(eq(signatures.id, id)).limit(1);
  if (!sig) throw new AppError('SIGNATURE_NOT_FOUND');
  const [[doc], [version]] = await Promise.all([
    db.select().from(documents).where(eq(documents.id, sig.documentId)).limit(1),
    db.select().from(documentVersions).where(eq(documentVersions.id, sig.versionId)).limit(1),
  ]);
  const errors: string[] = [];
  const warnings: string[] = [];

  const signatureIntegrity = imageHash(sig.signatureImage) === sig.signatureHash;
  if (!signatureIntegrity) errors.push('Signature data integrity check failed');

  // The file as stored now must still be the one signed, byte for byte. Content destroyed by a signed disposition
  // (retention) has no bytes left: its recorded hash is what still binds the signature to the record.
  const destroyed = sig.fileSha256 !== null && (await blobDestroyedAt(db, sig.fileSha256)) !== null;
  if (destroyed) warnings.push('The signed file was destroyed at disposition; its recorded SHA-256 was verified instead of its content');
  const storedFileIntact =
    version?.blobSha256 === sig.fileSha256 && (sig.fileSha256 === null || destroyed || (await fileSha256(store, sig.fileSha256)) === sig.fileSha256);
  // The title is the document's, so a later draft may rename it: the signature covers the title as signed, and
  // while the signed version is still the document's current one, the title shown must be that one.
  // An SOP version is renumbered when released (DESIGN §4.7): the signature covers the label it was signed under, one
  // the version carries or carried before.
  const labelAsSigned = version && (version.versionLabel === sig.documentVersion || version.earlierLabels.includes(sig.documentVersion)) ? sig.documentVersion : version?.versionLabel;
  const expectedContent =
    doc && version && labelAsSigned !== undefined
      ? contentHash({ documentId: doc.id, versionId: version.id, docNumber: doc.docNumber, title: sig.documentTitle, versionLabel: labelAsSigned, fileSha256: version.blobSha256 })
      : null;
  const titleAsSigned = doc?.currentVersionId !== sig.versionId || doc.title === sig.documentTitle;
  const manifestOk =
    manifestHash({ documentId: sig.documentId, versionId: sig.versionId, contentHash: sig.contentHash, signerId: sig.signerId, meaning: sig.meaning, signedAt: sig.signedAt.toISOString(), onBehalfOfId: sig.onBehalfOfId, onBehalfReason: sig.onBehalfReason }) ===
    sig.manifestHash;
  const documentIntegrity = storedFileIntact && titleAsSigned && expectedContent === sig.contentHash && manifestOk;
  if (!documentIntegrity) errors.push('Failed to verify signature integrity');

  const timestampValid = sig.signedAt <= now && sig.signedAt > EARLIEST && sig.authenticatedAt <= sig.signedAt;
  if (!timestampValid) errors.push('Invalid signature timestamp');

  // The signer proved who they are with their password, or by a fresh sign-in at the identity provider (modules/sso).
  const signerAuthenticated = sig.authenticationMethod.includes('password') || sig.authenticationMethod === SSO_REAUTH_METHOD;
  if (!signerAuthenticated) errors.push('Signer authentication failed');

  const complianceValid = sig.consentGiven && sig.legalDisclaimer.length > 0;
  if (!complianceValid) warnings.push('Some compliance requirements not met');

  return {
    isValid: signatureIntegrity && documentIntegrity && timestampValid && signerAuthenticated,
    validationTimestamp: now.toISOString(),
    validatedBy,
    // No PKI certificates are issued: the manifest hash is what binds the signature to its record.
    checks: { signatureIntegrity, documentIntegrity, timestampValid, signerAuthenticated, certificateValid: manifestOk, complianceValid },
    errors,
    warnings,
    signature: {
      id: sig.id,
      signerName: sig.signerName,
      meaning: sig.meaning as SignatureMeaning,
      signedAt: sig.signedAt.toISOString(),
      onBehalfOf: sig.onBehalfOfName,
      documentId: sig.documentId,
      docNumber: doc?.docNumber ?? '',
      documentTitle: sig.documentTitle,
      versionLabel: sig.documentVersion,
    },
  };
}
