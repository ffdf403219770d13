import { describe, expect, it } from 'vitest';
import { checkPrint, initialPrintValues } from './print-form';

describe('checkPrint', () => {
  it('refuses 0 and 11 copies and an empty purpose with the spec’s messages', () => {
    for (const copies of ['0', '11', '', '2.5']) {
      const result = checkPrint({ ...initialPrintValues, copies, purpose: 'Line 3' });
      expect(result).toEqual({ ok: false, errors: { copies: 'Please choose between 1 and 10 copies.' } });
    }
    expect(checkPrint({ ...initialPrintValues, purpose: '   ' })).toEqual({ ok: false, errors: { purpose: 'Please provide a purpose for printing.' } });
  });

  it('sends the holder as a user when one is picked, else the typed name', () => {
    const userId = '0f0e3a4c-6f38-4f55-9d0b-2f1f4ff1c8a1';
    const asUser = checkPrint({ ...initialPrintValues, controlled: true, copies: '3', purpose: 'Line 3', holderUserId: userId, holderName: 'ignored', location: ' Cleanroom B ' });
    expect(asUser).toEqual({ ok: true, body: { copies: 3, purpose: 'Line 3', controlled: true, holderUserId: userId, location: 'Cleanroom B' } });
    const asName = checkPrint({ ...initialPrintValues, purpose: 'Audit', holderName: ' J. Doe ' });
    expect(asName).toEqual({ ok: true, body: { copies: 1, purpose: 'Audit', controlled: false, holder: 'J. Doe' } });
  });

  it('asks for a holder of a controlled copy (a user, or a name with a location), with the other problems at once', () => {
    const controlled = { ...initialPrintValues, controlled: true, purpose: 'Line 3' };
    expect(checkPrint(controlled)).toEqual({ ok: false, errors: { holder: 'A controlled copy needs a holder: pick a user, or give a name and a location.' } });
    expect(checkPrint({ ...controlled, purpose: '' })).toEqual({
      ok: false,
      errors: { purpose: 'Please provide a purpose for printing.', holder: 'A controlled copy needs a holder: pick a user, or give a name and a location.' },
    });
    expect(checkPrint({ ...controlled, holderName: 'J. Doe' })).toEqual({ ok: false, errors: { location: 'Please give the location where the holder keeps the copy.' } });
    expect(checkPrint({ ...controlled, holderName: 'J. Doe', location: 'Line 3' }).ok).toBe(true);
  });
});
