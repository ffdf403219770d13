import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './file-name.ts';

describe('sanitizeFileName', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\qa\\SOP-001.DOCX', 'SOP-001.docx'],
    ['inv\u0000oice\r\n.pdf', 'invoice.pdf'],
    ['report\u202Efdp.exe', 'reportfdp.exe'],
    ['  .hidden.pdf  ', 'hidden.pdf'],
    ['...', 'document'],
    ['.pdf', 'pdf'],
    ['Prüfanweisung Reinraum.pdf', 'Prüfanweisung Reinraum.pdf'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('cuts long names to 200 characters, keeping the extension and whole characters', () => {
    const name = sanitizeFileName(`${'😀'.repeat(300)}.docx`);
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith('😀.docx')).toBe(true);
  });
});
