import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TokenCipher } from './token-crypto.ts';

describe('repository token encryption', () => {
  const cipher = new TokenCipher(randomBytes(32));

  it('round-trips a token and never stores it in the clear [REQ:FR-REPO-1]', () => {
    const stored = cipher.encrypt('glpat-secret-token', 'conn-1');
    expect(stored).not.toContain('glpat');
    expect(Buffer.from(stored, 'base64').toString('latin1')).not.toContain('glpat');
    expect(cipher.decrypt(stored, 'conn-1')).toBe('glpat-secret-token');
    expect(cipher.encrypt('glpat-secret-token', 'conn-1')).not.toBe(stored);
  });

  it('refuses a ciphertext moved to another connection, or under another key', () => {
    const stored = cipher.encrypt('t0ken', 'conn-1');
    expect(() => cipher.decrypt(stored, 'conn-2')).toThrow();
    expect(() => new TokenCipher(randomBytes(32)).decrypt(stored, 'conn-1')).toThrow();
  });
});
