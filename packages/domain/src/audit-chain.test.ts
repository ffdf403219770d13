import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUDIT_CHAIN_GENESIS, auditEventCanonical, findAuditChainBreak, jsonbText, type AuditChainEntry } from './audit-chain.ts';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('jsonbText: PostgreSQL text of a jsonb value', () => {
  it('orders keys by byte length then bytes, spaces after ":" and ",", and writes numbers without exponents [REQ:FR-AUD-1]', () => {
    expect(jsonbText({ bb: 1, a: [1, 2], ä: true, c: null })).toBe('{"a": [1, 2], "c": null, "bb": 1, "ä": true}');
    expect(jsonbText([1e21, 1e-7, -2.5e-3, 0.1, -0])).toBe('[1000000000000000000000, 0.0000001, -0.0025, 0.1, 0]');
  });

  it('escapes quotes, backslashes and control characters as escape_json does, and leaves other characters as they are [REQ:FR-AUD-1]', () => {
    expect(jsonbText('a"b\\c\n\t\u0001\u001f✓é')).toBe('"a\\"b\\\\c\\n\\t\\u0001\\u001f✓é"');
  });
});

describe('findAuditChainBreak', () => {
  const chain = (): AuditChainEntry[] => {
    let prev = AUDIT_CHAIN_GENESIS;
    return [1, 2, 3].map((seq) => {
      const fields = { seq, occurredAt: `2026-01-0${seq}T00:00:00.000000Z`, actorId: null, actorName: 'system', actorRole: null, action: 'Tested', entityType: 'test', entityId: null, oldValues: null, newValues: { seq }, reason: null, ip: null, userAgent: null };
      const hash = sha(prev + auditEventCanonical(fields));
      const entry = { ...fields, prevHash: prev, hash };
      prev = hash;
      return entry;
    });
  };

  it('accepts an intact chain and names the first event whose fields, link or sequence are wrong [REQ:FR-AUD-1] [REQ:FR-AUD-2]', () => {
    expect(findAuditChainBreak(chain(), sha)).toBeNull();
    const edited = chain();
    edited[1] = { ...edited[1]!, actorName: 'systen' };
    expect(findAuditChainBreak(edited, sha)).toMatchObject({ seq: 2, kind: 'hash-mismatch' });
    const relinked = chain();
    relinked[2] = { ...relinked[2]!, prevHash: 'a'.repeat(64) };
    expect(findAuditChainBreak(relinked, sha)).toMatchObject({ seq: 3, kind: 'prev-hash-mismatch' });
    const gap = chain().filter((e) => e.seq !== 2);
    expect(findAuditChainBreak(gap, sha)).toMatchObject({ seq: 3, kind: 'sequence-gap', expectedSeq: 2 });
  });
});
