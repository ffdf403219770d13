import { describe, expect, it } from 'vitest';
import { clearError } from './form-errors';

describe('clearError', () => {
  it('clears the error of an edited field only', () => {
    const errors: Partial<Record<'title' | 'docNumber' | 'version', string>> = {
      title: 'SOP Title is required',
      docNumber: 'SOP Number is required',
    };
    expect(clearError(errors, 'title')).toEqual({ docNumber: 'SOP Number is required' });
    expect(clearError(errors, 'version')).toBe(errors);
  });
});
