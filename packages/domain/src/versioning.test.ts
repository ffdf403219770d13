import { describe, expect, it } from 'vitest';
import { bumpVersion, nextVersionLabel, versionDisplayLabel } from './versioning.ts';

describe('version numbering (spec 01 §4)', () => {
  it('adds one to the decimal part of a GxP draft [REQ:FR-VER-1]', () => {
    expect(nextVersionLabel('SOP', '0.01')).toBe('0.02');
    expect(nextVersionLabel('SOP', '0.09')).toBe('0.10');
    expect(nextVersionLabel('SOP', '0.00')).toBe('0.01');
  });

  it('starts SOP drafts uploaded with the default 00 at 0.01', () => {
    expect(nextVersionLabel('SOP', '00')).toBe('0.01');
    expect(nextVersionLabel('SOP', '0')).toBe('0.01');
  });

  it('goes from an effective SOP (exactly 1) to 0.00 [REQ:FR-VER-1]', () => {
    expect(nextVersionLabel('SOP', '1')).toBe('0.00');
  });

  it('turns 0 or 0.0 into 1.0 for other types', () => {
    expect(nextVersionLabel('WI', '0')).toBe('1.0');
    expect(nextVersionLabel('FORM', '0.0')).toBe('1.0');
    expect(nextVersionLabel('POLICY', '00')).toBe('1.0');
  });

  it('otherwise increments the minor part', () => {
    expect(nextVersionLabel('WI', '1.0')).toBe('1.1');
    expect(nextVersionLabel('POLICY', '2.9')).toBe('2.10');
    expect(nextVersionLabel('SOP', '1.0')).toBe('1.1');
  });

  it('defaults unknown documents to 1.0', () => {
    expect(nextVersionLabel('SOP', null)).toBe('1.0');
    expect(nextVersionLabel('WI', '')).toBe('1.0');
    expect(nextVersionLabel('WI', 'draft-A')).toBe('1.0');
  });

  it('bumps major, minor and patch, minor by default', () => {
    expect(bumpVersion('1.2.3', 'major')).toBe('2.0.0');
    expect(bumpVersion('1.2.3', 'minor')).toBe('1.3.0');
    expect(bumpVersion('1.2.3', 'patch')).toBe('1.2.4');
    expect(bumpVersion('1.2')).toBe('1.3');
    expect(bumpVersion('4', 'patch')).toBe('4.0.1');
    expect(bumpVersion('x.y')).toBe('1.0');
  });

  it('labels GxP drafts and the effective SOP', () => {
    expect(versionDisplayLabel('SOP', '0.03')).toBe('GXP v0.03');
    expect(versionDisplayLabel('SOP', '1')).toBe('Effective v1');
    expect(versionDisplayLabel('WI', '1.1')).toBe('v1.1');
  });
});
