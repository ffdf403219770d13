import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '@attest/domain';
import { approvalConditions } from './approval-conditions';

describe('approvalConditions', () => {
  it('sends no conditions for a plain approval, whatever was typed before switching back', () => {
    expect(approvalConditions('plain', ['Left over'])).toEqual({ ok: true });
  });

  it('keeps the non-blank conditions, trimmed, in order', () => {
    expect(approvalConditions('with-conditions', [' Train operators ', '', '  ', 'Update F-12'])).toEqual({ ok: true, conditions: ['Train operators', 'Update F-12'] });
  });

  it('refuses "with conditions" without one, with the shared message', () => {
    expect(approvalConditions('with-conditions', ['', '   '])).toEqual({ ok: false, error: FIELD_MESSAGES.conditionsRequired });
    expect(approvalConditions('with-conditions', [])).toEqual({ ok: false, error: FIELD_MESSAGES.conditionsRequired });
  });

  it('refuses a condition over 2000 characters', () => {
    expect(approvalConditions('with-conditions', ['x'.repeat(2001)])).toEqual({ ok: false, error: FIELD_MESSAGES.conditionTooLong });
  });
});
