import { describe, expect, it } from 'vitest';
import { placementAt } from './placement';

/** A pdf.js page as the browser lays it out: a 9 px border around a 600 × 800 box at (100, 50). */
function pdfPage(number: string) {
  const page = document.createElement('div');
  page.className = 'page';
  page.dataset.pageNumber = number;
  const text = document.createElement('span');
  page.append(text);
  for (const [name, value] of Object.entries({ clientWidth: 600, clientHeight: 800, clientLeft: 9, clientTop: 9 })) {
    Object.defineProperty(page, name, { value });
  }
  page.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 50, width: 618, height: 818 });
  return { page, text };
}

describe('placementAt', () => {
  it('measures a click inside the page border as shares of the page, from a child of the page too', () => {
    const { text } = pdfPage('2');
    expect(placementAt(text, 109 + 150, 59 + 200)).toEqual({ page: 2, x: 0.25, y: 0.25 });
  });

  it('keeps a click on the border within the page', () => {
    const { page } = pdfPage('1');
    expect(placementAt(page, 101, 51)).toEqual({ page: 1, x: 0, y: 0 });
  });

  it('ignores clicks beside the pages', () => {
    expect(placementAt(document.createElement('div'), 10, 10)).toBeNull();
    expect(placementAt(pdfPage('x').text, 200, 200)).toBeNull();
  });
});
