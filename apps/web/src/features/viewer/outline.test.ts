import { describe, expect, it } from 'vitest';
import { filterBookmarks, flattenOutline, type OutlineNode } from './outline';

const node = (title: string, items: OutlineNode[] = []): OutlineNode => ({ title, dest: `#${title}`, items });

const outline = [
  node('1 Purpose'),
  node('2 Scope'),
  node('3 Définitions', [node('3.1 Terms'), node('3.2  Abbreviations\n', [node('3.2.1 GMP')])]),
  node('4 Procedure'),
];

describe('outline flattening', () => {
  it('lists the tree in reading order with depths and unique positions', () => {
    const flat = flattenOutline(outline);
    expect(flat.map((b) => [b.id, b.title, b.depth])).toEqual([
      ['0', '1 Purpose', 0],
      ['1', '2 Scope', 0],
      ['2', '3 Définitions', 0],
      ['2.0', '3.1 Terms', 1],
      ['2.1', '3.2 Abbreviations', 1],
      ['2.1.0', '3.2.1 GMP', 2],
      ['3', '4 Procedure', 0],
    ]);
    expect(flat.every((b) => b.pageNumber === null)).toBe(true);
    expect(flat[0]?.dest).toBe('#1 Purpose');
  });

  it('gives nothing for a document without an outline', () => {
    expect(flattenOutline([])).toEqual([]);
  });
});

describe('bookmark filter', () => {
  const flat = flattenOutline(outline);
  const titles = (filter: string) => filterBookmarks(flat, filter).map((b) => b.title);

  it('matches case- and accent-blind', () => {
    expect(titles('DEFINI')).toEqual(['3 Définitions']);
    expect(titles('gmp')).toEqual(['3.2.1 GMP']);
  });

  it('needs every word', () => {
    expect(titles('3.2 abbrev')).toEqual(['3.2 Abbreviations']);
    expect(titles('scope purpose')).toEqual([]);
  });

  it('shows all for an empty filter', () => {
    expect(titles('  ')).toHaveLength(7);
  });
});
