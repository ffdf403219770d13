import { describe, expect, it } from 'vitest';
import { diffAuditValues, formatAuditValue } from './value-diff';

describe('diffAuditValues (old → new table of the Audit Log Details dialog)', () => {
  it('lists every key present on either side and marks how each changed', () => {
    const rows = diffAuditValues(
      { status: 'draft', title: 'Line Clearance', owner: 'a' },
      { status: 'in-review', title: 'Line Clearance', reviewers: ['r1'] },
    );
    expect(rows).toEqual([
      { key: 'status', old: 'draft', new: 'in-review', change: 'changed' },
      { key: 'title', old: 'Line Clearance', new: 'Line Clearance', change: 'same' },
      { key: 'owner', old: 'a', new: null, change: 'removed' },
      { key: 'reviewers', old: null, new: '["r1"]', change: 'added' },
    ]);
  });

  it('treats a missing side as empty: a creation shows every key as added', () => {
    expect(diffAuditValues(null, { title: 'X', version: '0.01' }).map((row) => row.change)).toEqual(['added', 'added']);
    expect(diffAuditValues({ title: 'X' }, undefined)).toEqual([{ key: 'title', old: 'X', new: null, change: 'removed' }]);
  });

  it('compares bare values as one row and returns nothing when neither side has values', () => {
    expect(diffAuditValues('a', 'b')).toEqual([{ key: 'value', old: 'a', new: 'b', change: 'changed' }]);
    expect(diffAuditValues(null, null)).toEqual([]);
  });

  it('tells a null value from an absent key and compares nested values by content', () => {
    expect(diffAuditValues({ lockedAt: null }, { lockedAt: '2026-01-01' })[0]).toMatchObject({ old: 'null', change: 'changed' });
    expect(diffAuditValues({ meta: { a: 1 } }, { meta: { a: 1 } })[0]?.change).toBe('same');
    expect(formatAuditValue(3)).toBe('3');
  });
});
