import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Rendered pixels per PDF point: a 54 pt code's modules come out about 4 px wide. */
const SCALE = 3;
/** The grid the page is grouped on: finer than the white gap beside a code (10 pt), coarser than one module. */
const CELL = 6;
/** A region smaller than this (px) is a word or a rule, not a code: codes are at least 54 pt. */
const SMALLEST_CODE = 100;
const MARGIN = 24;

interface Region { left: number; top: number; right: number; bottom: number }

/**
 * The bounding boxes of the ink on a page, each connected group of cells that hold a dark pixel. jsQR reads one
 * code per image and, with two codes in view, may pair finder patterns from both and read neither; so each code
 * is cut out and read alone, as a phone aimed at one code would.
 */
function inkRegions(pixels: Uint8ClampedArray, width: number, height: number): Region[] {
  const columns = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  const dark = new Uint8Array(columns * rows);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (pixels[i]! + pixels[i + 1]! + pixels[i + 2]! < 384) dark[Math.floor(y / CELL) * columns + Math.floor(x / CELL)] = 1;
    }
  }
  const seen = new Uint8Array(columns * rows);
  const regions: Region[] = [];
  for (let start = 0; start < dark.length; start++) {
    if (!dark[start] || seen[start]) continue;
    const region = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const cell = stack.pop()!;
      const cx = cell % columns;
      const cy = Math.floor(cell / columns);
      region.left = Math.min(region.left, cx);
      region.right = Math.max(region.right, cx);
      region.top = Math.min(region.top, cy);
      region.bottom = Math.max(region.bottom, cy);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = cx + dx;
          const ny = cy + dy;
          const next = ny * columns + nx;
          if (nx < 0 || ny < 0 || nx >= columns || ny >= rows || !dark[next] || seen[next]) continue;
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    regions.push({ left: region.left * CELL, top: region.top * CELL, right: (region.right + 1) * CELL, bottom: (region.bottom + 1) * CELL });
  }
  return regions.filter((r) => r.right - r.left >= SMALLEST_CODE && r.bottom - r.top >= SMALLEST_CODE);
}

function readRegion(context: SKRSContext2D, region: Region, width: number, height: number): string | null {
  const left = Math.max(0, region.left - MARGIN);
  const top = Math.max(0, region.top - MARGIN);
  const w = Math.min(width, region.right + MARGIN) - left;
  const h = Math.min(height, region.bottom + MARGIN) - top;
  const image = context.getImageData(left, top, w, h);
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), w, h)?.data ?? null;
}

/** Every QR code on a page, top to bottom, as a phone would read it: the page rendered, each code read on its own. */
export async function qrCodesOnPage(data: Buffer | Uint8Array, pageNumber: number): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: VerbosityLevel.ERRORS }).promise;
  try {
    const page = await pdf.getPage(pageNumber);
    const viewport = page.getViewport({ scale: SCALE });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    type Render = Parameters<typeof page.render>[0];
    // The server compiles without the DOM library, so pdf.js's canvas parameter types do not resolve here.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unnecessary-type-assertion
    await page.render({ canvas: canvas as unknown as Render['canvas'], canvasContext: context as unknown as Render['canvasContext'], viewport }).promise;
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    return inkRegions(pixels.data, canvas.width, canvas.height)
      .map((region) => readRegion(context, region, canvas.width, canvas.height))
      .filter((code): code is string => code !== null);
  } finally {
    await pdf.destroy();
  }
}
