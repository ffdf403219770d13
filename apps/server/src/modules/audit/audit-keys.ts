import { createHash, createPrivateKey, createPublicKey, hkdfSync, type KeyObject } from 'node:crypto';

/**
 * The keys that make the audit trail tamper-evident against whoever controls the database. They are derived from
 * one secret (AUDIT_KEY) that lives outside the database: a key for the per-event seals (HMAC-SHA256) and an
 * Ed25519 key pair for the checkpoints written to the blob store, whose public half anyone may hold to check them.
 */
export interface AuditKeys {
  sealKey: Buffer;
  /** Tags each event's content before it is written (sealed later): a separate derivation from the seal key. */
  tagKey: Buffer;
  signingKey: KeyObject;
  publicKey: KeyObject;
  /** The public key's SHA-256 fingerprint (hex of the raw key): names the key in checkpoints and on screen. */
  publicKeyId: string;
  /** Encrypts secrets kept in the database (authenticator secrets): AES-256-GCM, a separate derivation. */
  storedSecretsKey: Buffer;
}

/** PKCS#8 DER header of an Ed25519 private key; the 32-byte seed follows (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

function derive(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `attest audit ${purpose} v1`, 32));
}

export function deriveAuditKeys(secret: Buffer): AuditKeys {
  if (secret.length < 32) throw new Error('The audit key must be at least 32 bytes');
  const signingKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, derive(secret, 'checkpoints')]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = createPublicKey(signingKey);
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  return {
    sealKey: derive(secret, 'seals'),
    tagKey: derive(secret, 'tags'),
    signingKey,
    publicKey,
    publicKeyId: createHash('sha256').update(raw).digest('hex'),
    storedSecretsKey: derive(secret, 'stored secrets'),
  };
}

let configured: AuditKeys | undefined;

/** Set once at start-up (server, CLI, tests) before anything is audited. */
export function useAuditKeys(keys: AuditKeys): void {
  configured = keys;
}

/** The configured keys; audited writes fail closed without them rather than write unsealed events. */
export function auditKeys(): AuditKeys {
  if (!configured) throw new Error('The audit key is not configured: set AUDIT_KEY (see README, Configuration)');
  return configured;
}
