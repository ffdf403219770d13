/**
 * The audit trail's hash chain, written once for everyone who recomputes it: the server (the JSON export checks
 * every link before it writes one) and the offline verifier (`npx attest-verify`). The database computes
 * hash = sha256(prev_hash || canonical row), where the canonical row is PostgreSQL's text of a jsonb object
 * (migration 0001, audit_event_canonical). This module reproduces that text exactly; callers apply SHA-256.
 */

/** The previous hash of the first event. */
export const AUDIT_CHAIN_GENESIS = '0'.repeat(64);

/** Names the algorithm in exports, so a reader knows which recomputation applies. */
export const AUDIT_CHAIN_ALGORITHM = 'sha256(prev_hash || jsonb_text(event)) v1';

/** An event's chained columns, as stored (time as UTC text to the microsecond). */
export interface AuditChainFields {
  seq: number;
  occurredAt: string;
  actorId: string | null;
  actorName: string;
  actorRole: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  oldValues: unknown;
  newValues: unknown;
  reason: string | null;
  ip: string | null;
  userAgent: string | null;
}

const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

/** jsonb orders an object's keys by byte length, then bytewise. */
function compareJsonbKeys(a: string, b: string): number {
  const byLength = utf8Length(a) - utf8Length(b);
  if (byLength !== 0) return byLength;
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  for (let i = 0; i < left.length; i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** PostgreSQL's escape_json: the short escapes, other control characters as \u00xx (lower case), the rest as is. */
function jsonbString(text: string): string {
  let out = '"';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '"') out += '\\"';
    else if (char === '\\') out += '\\\\';
    else if (char === '\b') out += '\\b';
    else if (char === '\f') out += '\\f';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += char;
  }
  return `${out}"`;
}

/** numeric's output never uses an exponent: 1e+21 is written out in full, 1e-7 as 0.0000001. */
function jsonbNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a JSON number: ${value}`);
  const text = String(value === 0 ? 0 : value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', lead = '', fraction = '', exponentText = '0'] = match;
  const digits = lead + fraction;
  const point = 1 + Number(exponentText);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** A JSON value as PostgreSQL writes a jsonb value as text: `{"a": 1, "bb": [1, 2]}`. */
export function jsonbText(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return jsonbString(value);
  if (typeof value === 'number') return jsonbNumber(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => compareJsonbKeys(a, b));
    return `{${entries.map(([key, item]) => `${jsonbString(key)}: ${jsonbText(item)}`).join(', ')}}`;
  }
  throw new Error(`Not a JSON value: ${typeof value}`);
}

/** audit_event_canonical(e): the event's columns under their column names, as jsonb text. */
export function auditEventCanonical(fields: AuditChainFields): string {
  return jsonbText({
    seq: fields.seq,
    occurred_at: fields.occurredAt,
    actor_id: fields.actorId,
    actor_name: fields.actorName,
    actor_role: fields.actorRole,
    action: fields.action,
    entity_type: fields.entityType,
    entity_id: fields.entityId,
    old_values: fields.oldValues ?? null,
    new_values: fields.newValues ?? null,
    reason: fields.reason,
    ip: fields.ip,
    user_agent: fields.userAgent,
  });
}

/** What SHA-256 is applied to (UTF-8): the previous hash, then the canonical row. */
export const auditEventHashInput = (prevHash: string, fields: AuditChainFields): string => prevHash + auditEventCanonical(fields);

/** One link of a chain to check: where it breaks and why, in the order a reader walks it. */
export type AuditChainBreak =
  | { seq: number; kind: 'sequence-gap'; expectedSeq: number }
  | { seq: number; kind: 'prev-hash-mismatch'; expected: string; found: string }
  | { seq: number; kind: 'hash-mismatch'; expected: string; found: string };

export type AuditChainEntry = AuditChainFields & { prevHash: string; hash: string };

/**
 * Checks entries one at a time, in order, and reports the first broken link: a missing sequence number, a previous
 * hash that is not the hash before it, or a hash that the fields no longer give. `sha256Hex` is the caller's
 * (node:crypto), so this module stays free of platform code. The first entry links to `anchor` (the genesis for seq 1;
 * for an export starting later, its first previous hash).
 */
export function auditChainWalker(sha256Hex: (text: string) => string, anchor?: string): (entry: AuditChainEntry) => AuditChainBreak | null {
  let expectedPrev = anchor;
  let expectedSeq: number | undefined;
  return (entry) => {
    if (expectedSeq !== undefined && entry.seq !== expectedSeq) return { seq: entry.seq, kind: 'sequence-gap', expectedSeq };
    const prev = expectedPrev ?? (entry.seq === 1 ? AUDIT_CHAIN_GENESIS : entry.prevHash);
    if (entry.prevHash !== prev) return { seq: entry.seq, kind: 'prev-hash-mismatch', expected: prev, found: entry.prevHash };
    const hash = sha256Hex(auditEventHashInput(entry.prevHash, entry));
    if (hash !== entry.hash) return { seq: entry.seq, kind: 'hash-mismatch', expected: hash, found: entry.hash };
    expectedPrev = entry.hash;
    expectedSeq = entry.seq + 1;
    return null;
  };
}

/** The first broken link of a whole run of entries, or null when every link holds. */
export function findAuditChainBreak(entries: readonly AuditChainEntry[], sha256Hex: (text: string) => string, anchor?: string): AuditChainBreak | null {
  const check = auditChainWalker(sha256Hex, anchor);
  for (const entry of entries) {
    const broken = check(entry);
    if (broken) return broken;
  }
  return null;
}

/** A signed checkpoint of the trail's head (audit-checkpoints.ts), as written to the blob store. */
export interface AuditCheckpointBody {
  v: 1;
  seq: number;
  mac: string;
  occurredAt: string;
  createdAt: string;
  reason: string;
  keyId: string;
}

/** The bytes (UTF-8) an Ed25519 checkpoint signature covers. */
export const auditCheckpointSignedText = (body: AuditCheckpointBody): string =>
  JSON.stringify([body.v, body.seq, body.mac, body.occurredAt, body.createdAt, body.reason, body.keyId]);
