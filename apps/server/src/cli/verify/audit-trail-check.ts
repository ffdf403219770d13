import { createPublicKey, verify } from 'node:crypto';
import { AUDIT_CHAIN_ALGORITHM, auditCheckpointSignedText, findAuditChainBreak, type AuditChainBreak, type AuditExportEntry, type AuditTrailExport } from '@attest/domain';
import { fail, note, pass, sha256Hex, type CheckLine } from './check-line.ts';

const describeEntry = (entry: AuditExportEntry | undefined): string => (entry ? ` (${entry.action}, ${entry.occurredAt}, by ${entry.actorName})` : '');

function describeBreak(broken: AuditChainBreak, entry: AuditExportEntry | undefined): string {
  const where = `the chain breaks at event ${broken.seq}${describeEntry(entry)}`;
  if (broken.kind === 'sequence-gap') return `${where}: event ${broken.expectedSeq} is missing`;
  if (broken.kind === 'prev-hash-mismatch') return `${where}: its previous hash ${broken.found} is not the hash of the event before (${broken.expected})`;
  return `${where}: its fields no longer give its hash (recomputed ${broken.expected}, recorded ${broken.found})`;
}

function checkChain(file: AuditTrailExport): CheckLine[] {
  const { entries, chain } = file;
  const lines: CheckLine[] = [];
  if (chain.algorithm !== AUDIT_CHAIN_ALGORITHM) return [fail(`unknown chain algorithm "${chain.algorithm}" (this verifier knows "${AUDIT_CHAIN_ALGORITHM}")`)];
  const first = entries[0];
  if (first && first.seq !== 1) lines.push(note(`the export starts at event ${first.seq}: its link to event ${first.seq - 1} is taken as recorded (${first.prevHash})`));
  const broken = findAuditChainBreak(entries, sha256Hex, first?.seq === 1 ? chain.genesis : undefined);
  if (broken) return [...lines, fail(describeBreak(broken, entries.find((e) => e.seq === broken.seq)))];
  const last = entries.at(-1);
  lines.push(pass(first && last ? `hash chain: ${entries.length} events, ${first.seq} to ${last.seq}, every hash recomputed from its fields and linked to the one before` : 'hash chain: the export holds no events'));
  const complete = entries.length === chain.count && (first?.seq ?? null) === chain.firstSeq && (last?.seq ?? null) === chain.lastSeq;
  lines.push(
    complete
      ? pass(`completeness: the ${chain.count} events the header announces (${chain.firstSeq ?? '-'} to ${chain.lastSeq ?? '-'}) are all present`)
      : fail(`completeness: the header announces ${chain.count} events, ${chain.firstSeq ?? '-'} to ${chain.lastSeq ?? '-'}, the file holds ${entries.length}, ${first?.seq ?? '-'} to ${last?.seq ?? '-'}`),
  );
  const unsealed = entries.find((e) => e.seal === null);
  if (unsealed) lines.push(fail(`event ${unsealed.seq}${describeEntry(unsealed)} has no keyed seal`));
  return lines;
}

function checkCheckpoints(file: AuditTrailExport): CheckLine[] {
  const { publicKey, keyId, items } = file.checkpoints;
  let key;
  try {
    key = createPublicKey(publicKey);
  } catch {
    return [fail('checkpoints: the public key in the export cannot be read')];
  }
  const raw = key.export({ format: 'der', type: 'spki' }).subarray(-32);
  if (key.asymmetricKeyType !== 'ed25519' || sha256Hex(raw) !== keyId) return [fail(`checkpoints: the public key is not the Ed25519 key ${keyId} the export names`)];
  const lines = [note(`checkpoint key ${keyId}: compare it with the key the installation shows (System Administration, audit verification)`)];
  if (items.length === 0) return [...lines, note('no signed checkpoint falls within the exported events')];
  const bySeq = new Map(file.entries.map((e) => [e.seq, e]));
  for (const checkpoint of items) {
    const signed = checkpoint.keyId === keyId && verify(null, Buffer.from(auditCheckpointSignedText(checkpoint)), key, Buffer.from(checkpoint.signature, 'base64'));
    const entry = bySeq.get(checkpoint.seq);
    if (!signed) lines.push(fail(`checkpoint at event ${checkpoint.seq}: its signature does not verify with the installation's key`));
    else if (!entry || entry.seal !== checkpoint.mac || entry.occurredAt !== checkpoint.occurredAt) {
      lines.push(fail(`checkpoint at event ${checkpoint.seq}: signed ${checkpoint.createdAt}, but event ${checkpoint.seq} in the export is not the one it signed`));
    } else lines.push(pass(`checkpoint at event ${checkpoint.seq}: signature valid (signed ${checkpoint.createdAt}) and the exported event's seal matches it`));
  }
  return lines;
}

/** Every check of an `attest-audit-trail` export that needs no server: the hash chain, completeness, signed checkpoints. */
export function checkAuditTrailExport(file: AuditTrailExport): CheckLine[] {
  return [
    note(`audit trail exported ${file.exportedAt} by ${file.exportedBy.name} (${file.exportedBy.role})`),
    ...checkChain(file),
    ...checkCheckpoints(file),
    note('keyed seals (HMAC) need the installation\'s secret to recompute: the installation\'s own verification does that'),
  ];
}
