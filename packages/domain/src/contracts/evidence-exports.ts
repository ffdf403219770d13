import { z } from 'zod';

/**
 * The two evidence files an inspector can take away and check with `npx attest-verify <file>`, no server needed:
 * the audit trail with its hash chain, and one electronic signature with the file it signed.
 */

export const AUDIT_TRAIL_EXPORT_FORMAT = 'attest-audit-trail';
export const SIGNATURE_EVIDENCE_FORMAT = 'attest-signature-evidence';

const Hex64 = z.string().regex(/^[0-9a-f]{64}$/);

/** One event with every chained column under its own name, its previous hash, its hash and its keyed seal. */
export const AuditExportEntry = z.object({
  seq: z.number().int().min(1),
  occurredAt: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  actorRole: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  oldValues: z.unknown(),
  newValues: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  prevHash: Hex64,
  hash: Hex64,
  /** HMAC seal (needs the installation's secret to recompute); null when the event has none. */
  seal: z.string().nullable(),
});
export type AuditExportEntry = z.infer<typeof AuditExportEntry>;

/** A checkpoint record exactly as stored, with its Ed25519 signature (base64). */
export const AuditExportCheckpoint = z.object({
  v: z.literal(1),
  seq: z.number().int(),
  mac: z.string(),
  occurredAt: z.string(),
  createdAt: z.string(),
  reason: z.string(),
  keyId: z.string(),
  signature: z.string(),
});
export type AuditExportCheckpoint = z.infer<typeof AuditExportCheckpoint>;

export const AuditTrailExport = z.object({
  format: z.literal(AUDIT_TRAIL_EXPORT_FORMAT),
  formatVersion: z.literal(1),
  exportedAt: z.string(),
  exportedBy: z.object({ name: z.string(), role: z.string() }),
  chain: z.object({
    algorithm: z.string(),
    genesis: Hex64,
    firstSeq: z.number().int().nullable(),
    lastSeq: z.number().int().nullable(),
    count: z.number().int(),
    /** The export reaches the trail's head as it stood (older exports do not say). */
    throughHead: z.boolean().optional(),
  }),
  /** What the server found when it recomputed the range before writing it (the verifier recomputes for itself). */
  serverCheck: z.object({ intact: z.boolean(), firstBrokenSeq: z.number().int().nullable() }),
  checkpoints: z.object({
    /** The installation's checkpoint public key (SPKI PEM) and its fingerprint, as shown by GET /api/audit/verify. */
    publicKey: z.string(),
    keyId: z.string(),
    items: z.array(AuditExportCheckpoint),
  }),
  entries: z.array(AuditExportEntry),
});
export type AuditTrailExport = z.infer<typeof AuditTrailExport>;

export const AuditTrailExportQuery = z.object({
  fromSeq: z.coerce.number().int().min(1).optional(),
  toSeq: z.coerce.number().int().min(1).optional(),
});

/** The signature record's facts, the hashes computed over them, and the signed file (base64). */
export const SignatureEvidenceExport = z.object({
  format: z.literal(SIGNATURE_EVIDENCE_FORMAT),
  formatVersion: z.literal(1),
  exportedAt: z.string(),
  manifest: z.object({
    signatureId: z.string(),
    signerId: z.string(),
    signerName: z.string(),
    signerRole: z.string(),
    meaning: z.string(),
    signedAt: z.string(),
    authenticationMethod: z.string(),
    documentId: z.string(),
    docNumber: z.string(),
    title: z.string(),
    versionId: z.string(),
    versionLabel: z.string(),
    fileSha256: Hex64.nullable(),
    contentHash: Hex64,
    manifestHash: Hex64,
    /** A signature given for an assignee: whom for (id and name) and why; both bound by the manifest hash. */
    onBehalfOfId: z.string().nullable().optional(),
    onBehalfOfName: z.string().nullable().optional(),
    onBehalfReason: z.string().nullable().optional(),
  }),
  file: z.object({ name: z.string(), contentType: z.string(), base64: z.string() }).nullable(),
});
export type SignatureEvidenceExport = z.infer<typeof SignatureEvidenceExport>;
