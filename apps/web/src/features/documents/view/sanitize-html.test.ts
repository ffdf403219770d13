import { describe, expect, it } from 'vitest';
import { sanitizeDocumentHtml } from './sanitize-html';

describe('sanitizeDocumentHtml', () => {
  it('keeps document structure and drops scripts, frames, handlers and inline styles', () => {
    const html =
      '<h1>Scope</h1><table><tr><td>A</td></tr></table><script>alert(1)</script><iframe src="x"></iframe>' +
      '<p onclick="steal()" style="position:fixed">Text</p><img src="data:image/png;base64,AAAA" onerror="x()">';
    const clean = sanitizeDocumentHtml(html);
    expect(clean).toContain('<h1>Scope</h1>');
    expect(clean).toContain('<td>A</td>');
    expect(clean).toContain('<p>Text</p>');
    expect(clean).toContain('src="data:image/png;base64,AAAA"');
    expect(clean).not.toMatch(/script|iframe|onclick|onerror|style=/);
  });

  it('opens external links in a new tab without opener access and drops javascript: links', () => {
    const clean = sanitizeDocumentHtml('<a href="https://example.com">x</a><a href="javascript:alert(1)">y</a>');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).not.toContain('javascript:');
  });
});
