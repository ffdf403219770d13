import { describe, expect, it } from 'vitest';
import { bumpVersion, firstVersionLabel, nextVersionLabel, relabelVersions, releasedVersionLabel, versionDisplayLabel, type LabelledVersion } from './versioning.ts';

describe('version numbering (spec 01 §4, DESIGN §4.7)', () => {
  it('adds one to the decimal part of a GxP draft [REQ:FR-VER-1]', () => {
    expect(nextVersionLabel('SOP', '0.01')).toBe('0.02');
    expect(nextVersionLabel('SOP', '0.09')).toBe('0.10');
    expect(nextVersionLabel('SOP', '0.00')).toBe('0.01');
    expect(nextVersionLabel('SOP', '1.09')).toBe('1.10');
  });

  it('starts an SOP at the upload default 00 or 0 at 0.01', () => {
    expect(nextVersionLabel('SOP', '00')).toBe('0.01');
    expect(nextVersionLabel('SOP', '0')).toBe('0.01');
  });

  it('drafts toward release N+1 of an effective SOP N are N.01, N.02 …', () => {
    expect(nextVersionLabel('SOP', '1')).toBe('1.01');
    expect(nextVersionLabel('SOP', '1.01')).toBe('1.02');
    expect(nextVersionLabel('SOP', '12')).toBe('12.01');
  });

  it('numbers an SOP release by counting releases; other types keep their label', () => {
    expect(releasedVersionLabel('SOP', '0.03', 0)).toBe('1');
    expect(releasedVersionLabel('SOP', '1.02', 1)).toBe('2');
    expect(releasedVersionLabel('WI', '1.1', 0)).toBe('1.1');
  });

  it('starts an SOP at 0.01 and other types at what was given', () => {
    expect(firstVersionLabel('SOP')).toBe('0.01');
    expect(firstVersionLabel('SOP', '00')).toBe('0.01');
    expect(firstVersionLabel('SOP', '1.0')).toBe('1.0');
    expect(firstVersionLabel('SOP', '0.00')).toBe('0.01');
    expect(firstVersionLabel('WI', '00')).toBe('00');
    expect(firstVersionLabel('WI')).toBe('1.0');
  });

  it('turns 0 or 0.0 into 1.0 for other types', () => {
    expect(nextVersionLabel('WI', '0')).toBe('1.0');
    expect(nextVersionLabel('FORM', '0.0')).toBe('1.0');
    expect(nextVersionLabel('POLICY', '00')).toBe('1.0');
  });

  it('increments the minor part of major.minor labels', () => {
    expect(nextVersionLabel('WI', '1.0')).toBe('1.1');
    expect(nextVersionLabel('POLICY', '2.9')).toBe('2.10');
  });

  it('defaults unknown or empty labels', () => {
    expect(nextVersionLabel('SOP', null)).toBe('0.01');
    expect(nextVersionLabel('WI', '')).toBe('1.0');
    expect(nextVersionLabel('WI', 'draft-A')).toBe('1.0');
  });

  it('bumps major, minor and patch', () => {
    expect(bumpVersion('1.2.3', 'major')).toBe('2.0.0');
    expect(bumpVersion('1.2.3', 'minor')).toBe('1.3.0');
    expect(bumpVersion('1.2.3', 'patch')).toBe('1.2.4');
    expect(bumpVersion('1.2')).toBe('1.3');
    expect(bumpVersion('4', 'patch')).toBe('4.0.1');
    expect(bumpVersion('x.y')).toBe('1.0');
  });

  it('labels versions for display', () => {
    expect(versionDisplayLabel('SOP', '0.03')).toBe('GXP v0.03');
    expect(versionDisplayLabel('SOP', '1.02')).toBe('GXP v1.02');
    expect(versionDisplayLabel('SOP', '1')).toBe('Effective v1');
    expect(versionDisplayLabel('SOP', '2', 'effective')).toBe('Effective v2');
    expect(versionDisplayLabel('SOP', '1', 'superseded')).toBe('v1');
    expect(versionDisplayLabel('SOP', '00')).toBe('v00');
    expect(versionDisplayLabel('WI', '1.1')).toBe('v1.1');
    expect(versionDisplayLabel('WI', '1', 'effective')).toBe('v1');
  });
});

describe('relabelling existing versions', () => {
  const v = (id: string, label: string, status: LabelledVersion['status'], released = false): LabelledVersion => ({ id, label, status, released });

  it('numbers SOP releases, supersedes the replaced one and withdraws drafts never released', () => {
    const changes = relabelVersions('SOP', [
      v('a', '00', 'draft'),
      v('b', '0.01', 'obsolete', true),
      v('c', '0.00', 'draft'),
      v('d', '0.01', 'effective', true),
      v('e', '0.02', 'draft'),
    ]);
    expect(changes).toEqual([
      { id: 'a', old: { label: '00', status: 'draft' }, new: { label: '0.01', status: 'withdrawn' } },
      { id: 'b', old: { label: '0.01', status: 'obsolete' }, new: { label: '1', status: 'superseded' } },
      { id: 'c', old: { label: '0.00', status: 'draft' }, new: { label: '1.01', status: 'withdrawn' } },
      { id: 'd', old: { label: '0.01', status: 'effective' }, new: { label: '2', status: 'effective' } },
      { id: 'e', old: { label: '0.02', status: 'draft' }, new: { label: '2.01', status: 'draft' } },
    ]);
  });

  it('keeps a retired document obsolete, other types their labels, and changes nothing already right', () => {
    expect(relabelVersions('SOP', [v('a', '0.01', 'obsolete', true)])).toEqual([{ id: 'a', old: { label: '0.01', status: 'obsolete' }, new: { label: '1', status: 'obsolete' } }]);
    expect(relabelVersions('WI', [v('a', '1.0', 'obsolete', true), v('b', '1.1', 'effective', true)])).toEqual([
      { id: 'a', old: { label: '1.0', status: 'obsolete' }, new: { label: '1.0', status: 'superseded' } },
    ]);
    expect(relabelVersions('SOP', [v('a', '1', 'superseded', true), v('b', '2', 'effective', true), v('c', '2.01', 'draft')])).toEqual([]);
  });
});
