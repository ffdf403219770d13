import { describe, expect, it } from 'vitest';
import { SEARCH_RELEVANCE, relevanceTone } from './search.ts';

describe('relevance colours (spec 02 §9: thresholds at 80 and 60)', () => {
  it('colours each score of spec 02 §5 by its threshold', () => {
    expect(relevanceTone(SEARCH_RELEVANCE.titleStarts)).toBe('high');
    expect(relevanceTone(SEARCH_RELEVANCE.titleContains)).toBe('high');
    expect(relevanceTone(79)).toBe('medium');
    expect(relevanceTone(SEARCH_RELEVANCE.titleWordStarts)).toBe('medium');
    expect(relevanceTone(59)).toBe('low');
    expect(relevanceTone(SEARCH_RELEVANCE.other)).toBe('low');
  });
});
