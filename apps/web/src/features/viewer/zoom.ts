/** Zoom in percent (spec 02 §9): 50–200 in steps of 10, 100 by default. */
export const ZOOM_MIN = 50;
export const ZOOM_MAX = 200;
export const ZOOM_STEP = 10;
export const ZOOM_DEFAULT = 100;

/** Fit modes are pdf.js's own preset scale values. */
export type FitMode = 'page-width' | 'page-fit';

export const clampZoom = (percent: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, percent));

/**
 * The next step up from any zoom, also from a fitted one that is off the grid (137 % → 140 %); null at the top.
 * The small epsilon keeps a float scale of 1.1 (110.00000000000001 %) from counting as past 110.
 */
export function zoomIn(percent: number): number | null {
  if (percent >= ZOOM_MAX) return null;
  return clampZoom(Math.floor(percent / ZOOM_STEP + 1e-6) * ZOOM_STEP + ZOOM_STEP);
}

/** The next step down (137 % → 130 %), never below the minimum; null at the bottom. */
export function zoomOut(percent: number): number | null {
  if (percent <= ZOOM_MIN) return null;
  return clampZoom(Math.ceil(percent / ZOOM_STEP - 1e-6) * ZOOM_STEP - ZOOM_STEP);
}

/** pdf.js scale (1 = 100 %) as the whole percentage shown to the reader. */
export const percentOf = (scale: number) => Math.round(scale * 100);
