import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Repository tokens at rest: AES-256-GCM under a key that lives outside the database (REPOSITORY_TOKEN_KEY, or
 * derived from the audit secret when that is unset). The stored form is base64 of IV (12 bytes), tag (16 bytes)
 * and ciphertext; the connection id is the associated data, so a ciphertext copied to another row does not open.
 */
export class TokenCipher {
  private readonly key: Buffer;

  /** `purpose` derives a key of its own for each kind of secret (webhook signing secrets use the same cipher). */
  constructor(secret: Buffer, purpose = 'attest repository tokens v1') {
    if (secret.length < 32) throw new Error('The repository token key must be at least 32 bytes');
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, 32));
  }

  encrypt(token: string, connectionId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(connectionId));
    const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  decrypt(stored: string, connectionId: string): string {
    const bytes = Buffer.from(stored, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(connectionId));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  }
}
