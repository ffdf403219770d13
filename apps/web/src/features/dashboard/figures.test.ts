import { describe, expect, it } from 'vitest';
import { formatDuration, formatFigure } from './figures';

describe('dashboard figures', () => {
  it('formats durations from seconds to days', () => {
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(5 * 3600 + 12 * 60)).toBe('5 h 12 min');
    expect(formatDuration(2.3 * 86_400)).toBe('2.3 days');
  });

  it('shows a dash, never a number, when there is no figure', () => {
    expect(formatFigure({ value: null, unit: 'count' })).toBe('—');
    expect(formatFigure({ value: 0, unit: 'count' })).toBe('0');
    expect(formatFigure({ value: 12.345, unit: 'percent' })).toBe('12.3%');
  });
});
