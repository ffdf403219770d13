import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { auditKeys } from './audit-keys.ts';

/** The seal before the first event. */
export const GENESIS_SEAL = '0'.repeat(64);

/**
 * The columns of an event exactly as the database stores them (time as text to the microsecond, so no driver's date
 * parsing can change it): what a seal covers, selected the same way when sealing and when verifying.
 */
export const SEALED_COLUMNS = sql.raw(`seq, to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS occurred_at,
  actor_id, actor_name, actor_role, action, entity_type, entity_id, old_values, new_values, reason, ip, user_agent,
  prev_hash, hash, tag`);

export interface StoredAuditRow {
  seq: string | number;
  occurred_at: string;
  actor_id: string | null;
  actor_name: string;
  actor_role: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  old_values: unknown;
  new_values: unknown;
  reason: string | null;
  ip: string | null;
  user_agent: string | null;
  prev_hash: string;
  hash: string;
  /** Not covered by the seal: it binds the same content, and is checked only while the event awaits its seal. */
  tag: string | null;
}

/** What the writer of an event knows before the database stores it: everything but its place, time and hashes. */
export type AuditEventContent = Pick<
  StoredAuditRow,
  'actor_id' | 'actor_name' | 'actor_role' | 'action' | 'entity_type' | 'entity_id' | 'old_values' | 'new_values' | 'reason' | 'ip' | 'user_agent'
>;

/** JSON values with object keys sorted at every depth, so the same value always serialises the same way. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]));
  }
  return value ?? null;
}

/** jsonb comes back parsed from both drivers; text (if a driver ever returns it) is parsed so both agree. */
const jsonValue = (value: unknown): unknown => sortedKeys(typeof value === 'string' ? JSON.parse(value) : value);

/** An event's old and new values in canonical form: computed once when both its tag and its seal are checked. */
export interface CanonicalValues {
  old: unknown;
  new: unknown;
}

export const canonicalValues = (row: Pick<StoredAuditRow, 'old_values' | 'new_values'>): CanonicalValues => ({
  old: jsonValue(row.old_values),
  new: jsonValue(row.new_values),
});

/** One event as the seal sees it: every stored column, in a fixed order. */
export function canonicalAuditRow(row: StoredAuditRow, values: CanonicalValues = canonicalValues(row)): string {
  return JSON.stringify([
    'attest-audit-v1',
    Number(row.seq),
    row.occurred_at,
    row.actor_id,
    row.actor_name,
    row.actor_role,
    row.action,
    row.entity_type,
    row.entity_id,
    values.old,
    values.new,
    row.reason,
    row.ip,
    row.user_agent,
    row.prev_hash,
    row.hash,
  ]);
}

/**
 * tag = HMAC-SHA256(tag key, the event's content as stored): computed before the INSERT from the JSON the database
 * receives, and again from the row it returns, so both sides see the same values (uuids in lower case, jsonb parsed).
 */
export function tagOf(content: AuditEventContent, values: CanonicalValues = canonicalValues(content)): string {
  const canonical = JSON.stringify([
    'attest-audit-tag-v1',
    content.actor_id?.toLowerCase() ?? null,
    content.actor_name,
    content.actor_role,
    content.action,
    content.entity_type,
    content.entity_id,
    values.old,
    values.new,
    content.reason,
    content.ip,
    content.user_agent,
  ]);
  return createHmac('sha256', auditKeys().tagKey).update(canonical).digest('hex');
}

/** seal(n) = HMAC-SHA256(key, seal(n-1) || event n): a rewritten, removed or reordered event breaks every later seal. */
export function sealOf(previousSeal: string, row: StoredAuditRow, values: CanonicalValues = canonicalValues(row)): string {
  return createHmac('sha256', auditKeys().sealKey).update(`${previousSeal}\n${canonicalAuditRow(row, values)}`).digest('hex');
}
