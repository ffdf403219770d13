import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './content-disposition.ts';

describe('attachmentHeader', () => {
  it('escapes quotes, drops CR/LF and encodes non-ASCII with an ASCII fallback', () => {
    const header = attachmentHeader('a"b\r\nc ü.pdf', 'attachment');
    expect(header).toBe(`attachment; filename="a\\"bc _.pdf"; filename*=UTF-8''a%22bc%20%C3%BC.pdf`);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(decodeURIComponent(header.split("filename*=UTF-8''")[1]!)).toBe('a"bc ü.pdf');
  });

  it('serves inline, and keeps a plain name plain', () => {
    expect(attachmentHeader('SOP-001 v2.pdf', 'inline')).toBe('inline; filename="SOP-001 v2.pdf"');
  });

  it('never produces an empty name', () => {
    expect(attachmentHeader('\r\n', 'attachment')).toBe('attachment; filename="download"');
  });
});
