import { describe, expect, it } from 'vitest';
import { parseOutboundUrl } from './outbound-url.ts';

describe('an outbound address', () => {
  it('is https, or http only when allowed, with no credentials in it', () => {
    expect(parseOutboundUrl('https://lrs.example.com/xapi/', false)).toBeInstanceOf(URL);
    expect(parseOutboundUrl('http://lrs.example.com/xapi/', false)).toBe('refused');
    expect(parseOutboundUrl('http://lrs.example.com/xapi/', true)).toBeInstanceOf(URL);
    for (const url of ['ftp://example.com/x', 'file:///etc/passwd', 'https://user:secret@example.com/x', 'https://token@example.com/x', 'javascript:alert(1)']) {
      expect(parseOutboundUrl(url, true), url).toBe('refused');
    }
    for (const url of ['not a url', 'https://', '']) expect(parseOutboundUrl(url, true), url).toBe('unparsable');
  });
});
