/** Where a sticky note goes: a page, and a point on it as shares (0..1) of its width and height from the top-left. */
export interface Placement {
  page: number;
  x: number;
  y: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
/** Shares are kept to four decimals: a tenth of a point on an A4 page, and stable in the CSV. */
const round = (value: number) => Math.round(clamp(value) * 10_000) / 10_000;

/**
 * The placement of a click on one of pdf.js's pages (`.page[data-page-number]`), measured inside its border, so
 * the point stays where it was put at every zoom; null when the click was not on a page.
 */
export function placementAt(target: EventTarget | null, clientX: number, clientY: number): Placement | null {
  if (!(target instanceof Element)) return null;
  const page = target.closest<HTMLElement>('.page[data-page-number]');
  const number = Number(page?.dataset.pageNumber);
  if (!page || !Number.isInteger(number) || number < 1 || page.clientWidth === 0 || page.clientHeight === 0) return null;
  const box = page.getBoundingClientRect();
  return {
    page: number,
    x: round((clientX - box.left - page.clientLeft) / page.clientWidth),
    y: round((clientY - box.top - page.clientTop) / page.clientHeight),
  };
}
