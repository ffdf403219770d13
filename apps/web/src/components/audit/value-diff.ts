/** One key of an audit event's old → new values, for the details dialog's side-by-side table. */
export interface ValueDiffRow {
  key: string;
  old: string | null;
  new: string | null;
  /** added: only in the new values; removed: only in the old; changed: in both, different. */
  change: 'added' | 'removed' | 'changed' | 'same';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one readable line: text as it is, anything structured as compact JSON, absent as null. */
export function formatAuditValue(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The keys present on either side, in the order they first appear (old first), each with both values and how it
 * changed. Values that are not key/value maps (a bare string, a list) are compared as one row named "value".
 */
export function diffAuditValues(oldValues: unknown, newValues: unknown): ValueDiffRow[] {
  const absent = (value: unknown) => value === null || value === undefined;
  if (absent(oldValues) && absent(newValues)) return [];
  const asMap = (value: unknown): Record<string, unknown> =>
    absent(value) ? {} : isRecord(value) ? value : { value };
  const before = asMap(oldValues);
  const after = asMap(newValues);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((key) => {
    const inOld = Object.hasOwn(before, key);
    const inNew = Object.hasOwn(after, key);
    const old = inOld ? formatAuditValue(before[key]) : null;
    const next = inNew ? formatAuditValue(after[key]) : null;
    const change = !inOld ? 'added' : !inNew ? 'removed' : old === next ? 'same' : 'changed';
    return { key, old, new: next, change };
  });
}
