import { describe, expect, it } from 'vitest';
import { unzip } from '../../../test/unzip.ts';
import { DEMO_LIBRARY } from '../../seed/demo-library.ts';
import { buildSopDocx } from './sop-docx.ts';

/** The words of a Word part: its text runs joined (a run may split a sentence anywhere). */
const wordsOf = (xml: string) => [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join('');

describe('demo SOP files', () => {
  it('carry the footer a plant uses with Attest: paper is valid only with an Attest copy stamp', async () => {
    const docx = await buildSopDocx(DEMO_LIBRARY[0]!, { version: '1', history: [{ version: '1', date: '2026-01-05', description: 'First issue', author: 'Daniel Okafor' }] });
    const footers = [...(await unzip(docx)).entries()].filter(([name]) => /^word\/footer\d*\.xml$/.test(name)).map(([, xml]) => wordsOf(xml.toString('utf8')));
    expect(footers.length).toBeGreaterThan(0);
    for (const footer of footers) {
      expect(footer).toContain('Printed copies are valid only with an Attest copy stamp; check the QR.');
      expect(footer).not.toMatch(/uncontrolled/i);
    }
  });
});
