import { describe, expect, it } from 'vitest';
import { themeOf } from './preference-format';

describe('preference mapping', () => {
  it('maps darkMode to the theme', () => {
    expect([themeOf(true), themeOf(false), themeOf(null)]).toEqual(['dark', 'light', 'system']);
  });
});
