import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from './catalogue.ts';
import { catalogueProblems, checkTraceability, requirementIdsIn, tagsInSource } from './traceability.ts';
import type { Requirement } from './types.ts';

// Written in two parts so the repository's own check does not read these fixtures as tags.
const tag = (id: string) => `[REQ${':'}${id}]`;

const requirement = (id: string): Requirement => ({ id, source: 'Functional', clause: 'Test', title: id, text: id, risk: 'low' });

describe('requirement tags', () => {
  it('are read from a title, each once, in order [REQ:FR-VAL-1]', () => {
    expect(requirementIdsIn(`signs ${tag('P11-50')} ${tag('A11-14')} ${tag('P11-50')}`)).toEqual(['P11-50', 'A11-14']);
    expect(requirementIdsIn('a title without tags [REQ] [REQ:]')).toEqual([]);
  });

  it('are found in a source file with their line numbers [REQ:FR-VAL-1]', () => {
    const source = ["it('first " + tag('FR-A-1') + "', () => {});", '', "it('second " + tag('FR-A-2') + ' ' + tag('FR-A-1') + "', () => {});"].join('\n');
    expect(tagsInSource('x.test.ts', source)).toEqual([
      { file: 'x.test.ts', line: 1, id: 'FR-A-1' },
      { file: 'x.test.ts', line: 3, id: 'FR-A-2' },
      { file: 'x.test.ts', line: 3, id: 'FR-A-1' },
    ]);
  });

  it('count only on the line that declares a test, not in expectations or comments [REQ:FR-VAL-1]', () => {
    const source = ["test.fixme(`journey " + tag('FR-A-1') + "`, async () => {});", "expect(title).toBe('x " + tag('FR-A-2') + "');", '// ' + tag('FR-A-3')].join('\n');
    expect(tagsInSource('y.spec.ts', source)).toEqual([{ file: 'y.spec.ts', line: 1, id: 'FR-A-1' }]);
  });
});

describe('the traceability check', () => {
  it('names a requirement no test proves, and a tag naming no requirement [REQ:FR-VAL-1]', () => {
    const result = checkTraceability(
      [requirement('FR-A-1'), requirement('FR-A-2')],
      [
        { file: 'a.test.ts', line: 4, id: 'FR-A-1' },
        { file: 'b.test.ts', line: 9, id: 'FR-A-9' },
      ],
    );
    expect(result.untested.map((r) => r.id)).toEqual(['FR-A-2']);
    expect(result.unknown).toEqual([{ file: 'b.test.ts', line: 9, id: 'FR-A-9' }]);
    expect(result.testsById.get('FR-A-1')).toEqual(['a.test.ts:4']);
    expect(result).toMatchObject({ requirements: 2, taggedTests: 2 });
  });

  it('passes when every requirement has a test and every tag is known [REQ:FR-VAL-1]', () => {
    const result = checkTraceability([requirement('FR-A-1')], [
      { file: 'a.test.ts', line: 1, id: 'FR-A-1' },
      { file: 'a.test.ts', line: 1, id: 'FR-A-1' },
    ]);
    expect(result.untested).toEqual([]);
    expect(result.unknown).toEqual([]);
    expect(result.taggedTests).toBe(1);
  });
});

describe('the catalogue', () => {
  it('holds every applicable Part 11 and Annex 11 clause once, each with text and a risk [REQ:FR-VAL-1]', () => {
    expect(catalogueProblems(REQUIREMENTS)).toEqual([]);
    const ids = REQUIREMENTS.map((r) => r.id);
    for (const letter of 'abcdefghijk') expect(ids).toContain(`P11-10${letter}`);
    for (const clause of ['50', '70', '100', '200', '300']) expect(ids).toContain(`P11-${clause}`);
    for (const clause of [4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 17]) expect(ids).toContain(`A11-${clause}`);
    expect(REQUIREMENTS.filter((r) => r.source === 'Functional').length).toBeGreaterThanOrEqual(50);
    for (const r of REQUIREMENTS) {
      expect(r.text.length).toBeGreaterThan(20);
      expect(['high', 'medium', 'low']).toContain(r.risk);
    }
  });

  it('reports a duplicate id and an id a tag could not carry [REQ:FR-VAL-1]', () => {
    expect(catalogueProblems([requirement('FR-A-1'), requirement('FR-A-1'), requirement('bad id')])).toEqual(['FR-A-1 is catalogued twice', 'bad id is not a valid requirement id']);
  });
});
