import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '@attest/domain';
import { auditKeys } from '../audit/audit-keys.ts';
import { sha256Hex } from '../../platform/crypto.ts';

/** RFC 6238 defaults every authenticator app knows: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** One step either side, for a phone's clock a little off. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

export const ISSUER = 'Attest';

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUri(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret, period: PERIOD_SECONDS });
}

export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step a six-digit code matches, or null. A step at or before `afterStep` (the last one accepted) is
 * refused, so a code seen over someone's shoulder cannot be used again.
 */
export function matchTotp(secret: string, code: string, now: Date, afterStep: number | null): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = verifySync({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const AAD = (userId: string) => Buffer.from(`attest totp ${userId}`);

/** AES-256-GCM under a key derived from AUDIT_KEY, bound to the user: v1.iv.tag.ciphertext in base64url. */
export function sealSecret(secret: string, userId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', auditKeys().storedSecretsKey, iv);
  cipher.setAAD(AAD(userId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function openSecret(sealed: string, userId: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', auditKeys().storedSecretsKey, Buffer.from(iv, 'base64url'));
  decipher.setAAD(AAD(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

// No 0/O, 1/I/L, as setup codes: written down on paper and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten codes like 7KQ4-MZ2P-W9HX-3RTA (about 79 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** The stored form of a recovery code: SHA-256 of its letters, whatever the case and separators typed. */
export function recoveryCodeHash(code: string): string {
  return sha256Hex(code.toUpperCase().replace(/[^A-Z0-9]/g, ''));
}

export function looksLikeRecoveryCode(code: string): boolean {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '').length === 16;
}
