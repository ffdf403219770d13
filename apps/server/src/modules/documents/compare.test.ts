import { describe, expect, it } from 'vitest';
import { compareTexts, maxSentenceEdits } from './compare.ts';

const WORDS = 'tablet press batch record cleaning operator verify shall line clearance'.split(' ');

/** `count` sentences of twelve words, the same for the same seed. */
function sentences(count: number, seed: number): string {
  let x = seed;
  return Array.from({ length: count }, () => Array.from({ length: 12 }, () => WORDS[(x = (x * 48271) % 2147483647) % WORDS.length]).join(' ') + '. ').join('');
}

describe('how much two texts may differ and still be compared', () => {
  // Whether a comparison is made must not depend on how busy the server is: CI refused two wholly different 200 KB
  // texts at load 6 (10 s wall-clock limit), which a calm machine compares in about 4 s.
  it('is a bound on the sentence edits that shrinks as the texts grow, and holds for wholly different 200 KB texts', () => {
    const a = sentences(2600, 7);
    const b = sentences(2600, 11);
    expect(a.length).toBeGreaterThan(200_000);
    expect(maxSentenceEdits(a, b)).toBeGreaterThan(5200);
    const big = sentences(26_000, 7);
    expect(maxSentenceEdits(big, big)).toBeLessThan(maxSentenceEdits(a, b) / 5);
  });

  it('refuses wholly different 2 MB texts by the bound, however long it may take', () => {
    const a = sentences(26_000, 7);
    const b = sentences(26_000, 11);
    expect(a.length).toBeGreaterThan(2_000_000);
    expect(compareTexts(a, b, Number.MAX_SAFE_INTEGER)).toBeNull();
  }, 120_000);

  it('compares 2 MB texts that differ in a few sentences', () => {
    const a = sentences(26_000, 7);
    const b = a.replace(/\. /g, (match, offset: number) => (offset % 5003 < 2 ? '. Added. ' : match));
    const result = compareTexts(a, b, Number.MAX_SAFE_INTEGER);
    expect(result?.insertions).toBeGreaterThan(0);
  }, 120_000);
});
