import { eq } from 'drizzle-orm';
import { SIGNATURE_EVIDENCE_FORMAT, type SignatureEvidenceExport } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { blobs, documents, documentVersions, signatures } from '../../platform/db/schema/index.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { AppError } from '../../core/app-error.ts';

async function readBlob(store: BlobStore, sha: string): Promise<Buffer | null> {
  if (!(await store.exists(sha))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of store.read(sha)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * One signature as evidence an inspector checks offline (`npx attest-verify`): the record's facts, the content and
 * manifest hashes stored when it was signed, and the signed file's bytes as stored now (null when there is no file
 * or a signed disposition destroyed it). Nothing is recomputed here: the verifier does that.
 */
export async function signatureEvidence(db: Db, store: BlobStore, id: string, now: Date): Promise<SignatureEvidenceExport> {
  const [row] = await db
    .select({ sig: signatures, docNumber: documents.docNumber, versionLabel: documentVersions.versionLabel, earlierLabels: documentVersions.earlierLabels, fileName: documentVersions.fileName, mimeType: blobs.mimeType })
    .from(signatures)
    .innerJoin(documents, eq(documents.id, signatures.documentId))
    .innerJoin(documentVersions, eq(documentVersions.id, signatures.versionId))
    .leftJoin(blobs, eq(blobs.sha256, documentVersions.blobSha256))
    .where(eq(signatures.id, id))
    .limit(1);
  if (!row) throw new AppError('SIGNATURE_NOT_FOUND');
  const { sig } = row;
  const bytes = sig.fileSha256 ? await readBlob(store, sig.fileSha256) : null;
  // An SOP version is renumbered when released (DESIGN §4.7): the content hash covers the label it was signed under,
  // one the version carries or carried before (earlier_labels), so that is the label the verifier recomputes with.
  const versionLabel = row.versionLabel === sig.documentVersion || row.earlierLabels.includes(sig.documentVersion) ? sig.documentVersion : row.versionLabel;
  return {
    format: SIGNATURE_EVIDENCE_FORMAT,
    formatVersion: 1,
    exportedAt: now.toISOString(),
    manifest: {
      signatureId: sig.id,
      signerId: sig.signerId,
      signerName: sig.signerName,
      signerRole: sig.signerRole,
      meaning: sig.meaning,
      signedAt: sig.signedAt.toISOString(),
      authenticationMethod: sig.authenticationMethod,
      documentId: sig.documentId,
      docNumber: row.docNumber,
      title: sig.documentTitle,
      versionId: sig.versionId,
      versionLabel,
      fileSha256: sig.fileSha256,
      contentHash: sig.contentHash,
      manifestHash: sig.manifestHash,
      onBehalfOfId: sig.onBehalfOfId,
      onBehalfOfName: sig.onBehalfOfName,
      onBehalfReason: sig.onBehalfReason,
    },
    file: bytes ? { name: row.fileName ?? `${row.docNumber}-${row.versionLabel}`, contentType: row.mimeType ?? 'application/octet-stream', base64: bytes.toString('base64') } : null,
  };
}
