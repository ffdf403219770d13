import { signatureContentCanonical, signatureManifestCanonical, type SignatureEvidenceExport } from '@attest/domain';
import { fail, note, pass, sha256Hex, type CheckLine } from './check-line.ts';

function checkFile(evidence: SignatureEvidenceExport): CheckLine {
  const { manifest, file } = evidence;
  if (manifest.fileSha256 === null) return note('the signed version has no file: the signature covers its metadata only');
  if (!file) return fail(`signed file: not in the export (the manifest records SHA-256 ${manifest.fileSha256})`);
  const actual = sha256Hex(Buffer.from(file.base64, 'base64'));
  return actual === manifest.fileSha256
    ? pass(`signed file "${file.name}": SHA-256 ${actual} is the one signed`)
    : fail(`signed file "${file.name}": SHA-256 ${actual}, but the signature covers ${manifest.fileSha256}`);
}

/** Every check of an `attest-signature-evidence` export: the file's bytes, the content hash and the manifest hash. */
export function checkSignatureEvidence(evidence: SignatureEvidenceExport): CheckLine[] {
  const m = evidence.manifest;
  const content = sha256Hex(signatureContentCanonical(m));
  const manifest = sha256Hex(signatureManifestCanonical(m));
  return [
    note(`signature ${m.signatureId}: ${m.signerName} (${m.signerRole}), meaning "${m.meaning}", ${m.signedAt}, authenticated by ${m.authenticationMethod}`),
    note(`document ${m.docNumber} "${m.title}", version ${m.versionLabel}`),
    checkFile(evidence),
    content === m.contentHash
      ? pass(`content hash ${content}: document, version, title and file hash are the ones signed`)
      : fail(`content hash: recomputed ${content}, the signature records ${m.contentHash}`),
    manifest === m.manifestHash
      ? pass(`manifest hash ${manifest}: content, signer, meaning and time are bound together`)
      : fail(`manifest hash: recomputed ${manifest}, the signature records ${m.manifestHash}`),
  ];
}
