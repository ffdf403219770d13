import { readFile } from 'node:fs/promises';
import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { CORPUS } from '../../../test/corpus.ts';
import { FOOT, stampCopies, type CopyStampInput } from './copy-stamp.ts';

/** Stamp detail lines are set in 7 pt, 10 pt apart. */
const SIZE_OF_DETAILS = 7;

const copies = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    return { id, number: i + 1, statusUrl: `https://attest.example/copies/${id}` };
  });

const stampInput = (pdf: Uint8Array, n: number, overrides: Partial<CopyStampInput> = {}): CopyStampInput => ({
  pdf,
  docNumber: 'SOP-QA-0042',
  title: 'Line clearance',
  versionLabel: '3.0',
  notYetEffective: false,
  controlled: true,
  validOn: '2030-01-01',
  printedBy: 'Quentin Author',
  printedAt: '2030-01-01 09:30 Europe/Berlin',
  copies: copies(n),
  ...overrides,
});

interface Rendered {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
  text: string;
  /** Text runs in the page's PDF space (points, y up): where each starts and how wide it is. */
  items: { str: string; x: number; y: number; width: number }[];
}

/** Each page as pdf.js shows it (its /Rotate and crop applied), at `scale` pixels per point, with its text. */
async function render(data: Uint8Array, scale: number): Promise<Rendered[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: VerbosityLevel.ERRORS }).promise;
  try {
    const pages: Rendered[] = [];
    for (let i = 1; i <= pdf.numPages; i++) {
      const page = await pdf.getPage(i);
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
      const context = canvas.getContext('2d');
      type Render = Parameters<typeof page.render>[0];
      // The server compiles without the DOM library, so pdf.js's canvas parameter types do not resolve here.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unnecessary-type-assertion
      await page.render({ canvas: canvas as unknown as Render['canvas'], canvasContext: context as unknown as Render['canvasContext'], viewport }).promise;
      const items = (await page.getTextContent()).items.flatMap((item) => ('str' in item ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width }] : []));
      const text = items.map((item) => item.str).join(' ');
      pages.push({ width: canvas.width, height: canvas.height, rgba: context.getImageData(0, 0, canvas.width, canvas.height).data, text, items });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** Centre of the pixels of one pure colour (green or blue markers: nothing in the stamp is either). */
function centroid(page: Rendered, colour: 'green' | 'blue', maxY = page.height): { x: number; y: number } | undefined {
  let [sx, sy, n] = [0, 0, 0];
  for (let y = 0; y < maxY; y++) {
    for (let x = 0; x < page.width; x++) {
      const at = 4 * (y * page.width + x);
      const [r, g, b] = [page.rgba[at]!, page.rgba[at + 1]!, page.rgba[at + 2]!];
      const hit = colour === 'green' ? g > 200 && r < 60 && b < 60 : b > 200 && r < 60 && g < 60;
      if (hit) [sx, sy, n] = [sx + x, sy + y, n + 1];
    }
  }
  return n ? { x: sx / n, y: sy / n } : undefined;
}

/** The QR code in the stamp at the foot of the page (the bottom FOOT points as shown), if any. */
function qrAtFoot(page: Rendered, scale: number): string | undefined {
  const top = page.height - Math.round(FOOT * scale);
  const band = page.rgba.slice(4 * top * page.width);
  return jsQR(band, page.width, page.height - top)?.data;
}

/**
 * Source pages whose corners a viewer must show in the right place: green in the page's own lower-left corner, blue
 * in its upper right, drawn in the page's user space, then turned by /Rotate or offset by a MediaBox that does not
 * start at 0 0, or cut by a CropBox.
 */
async function markedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const setups: { rotate: number; media?: [number, number, number, number]; crop?: [number, number, number, number] }[] = [
    { rotate: 0 },
    { rotate: 90 },
    { rotate: 180 },
    { rotate: 270 },
    { rotate: 0, media: [100, 200, 500, 800] },
    { rotate: 90, media: [-50, -50, 350, 550], crop: [0, 0, 300, 500] },
  ];
  for (const [i, setup] of setups.entries()) {
    const [x0, y0, x1, y1] = setup.crop ?? setup.media ?? [0, 0, 400, 600];
    const page = doc.addPage([400, 600]);
    if (setup.media) page.setMediaBox(setup.media[0], setup.media[1], setup.media[2] - setup.media[0], setup.media[3] - setup.media[1]);
    if (setup.crop) page.setCropBox(setup.crop[0], setup.crop[1], setup.crop[2] - setup.crop[0], setup.crop[3] - setup.crop[1]);
    page.setRotation(degrees(setup.rotate));
    page.drawRectangle({ x: x0, y: y0, width: 30, height: 30, color: rgb(0, 1, 0) });
    page.drawRectangle({ x: x1 - 20, y: y1 - 20, width: 20, height: 20, color: rgb(0, 0, 1) });
    page.drawText(`Source page ${i + 1}`, { x: x0 + 60, y: (y0 + y1) / 2, size: 14, font });
  }
  return doc.save();
}

describe('stampCopies', () => {
  it('shows every page as a viewer shows the source (rotation, MediaBox origin, CropBox), shrunk above the band, stamped at the foot', async () => {
    const source = await markedPdf();
    const scale = 1;
    const before = await render(source, scale);
    const stamped = await stampCopies(stampInput(source, 2));
    const after = await render(stamped, scale);
    expect(after).toHaveLength(2 * before.length);
    for (const [i, page] of after.entries()) {
      const original = before[i % before.length]!;
      // Same size and orientation as shown: a turned portrait page comes out landscape.
      expect([page.width, page.height], `page ${i + 1}`).toEqual([original.width, original.height]);
      // The content, shrunk towards the top centre, stays whole above the band: each marker is where the shrink puts it.
      const shrink = (page.height - FOOT * scale) / page.height;
      for (const colour of ['green', 'blue'] as const) {
        const was = centroid(original, colour)!;
        const now = centroid(page, colour, page.height - FOOT * scale);
        expect(now, `${colour} marker on page ${i + 1}`).toBeDefined();
        expect(Math.abs(now!.x - ((page.width * (1 - shrink)) / 2 + shrink * was.x)), `${colour} x on page ${i + 1}`).toBeLessThan(1.5);
        expect(Math.abs(now!.y - shrink * was.y), `${colour} y on page ${i + 1}`).toBeLessThan(1.5);
      }
      expect(page.text).toContain(`Source page ${(i % before.length) + 1}`);
    }
    // The QR code sits in the band at the foot of the page as shown, upright, on a landscape page too.
    const sharp = await render(stamped, 3);
    for (const page of [1, 2, 6, 8, 12]) expect(qrAtFoot(sharp[page - 1]!, 3), `page ${page}`).toBe(`https://attest.example/copies/${copies(2)[page > 6 ? 1 : 0]!.id}`);
  });

  it('puts every line of the stamp on every page of every copy, as text a reader can copy [REQ:A11-8] [REQ:FR-CPY-1]', async () => {
    const source = new Uint8Array(await readFile(`${CORPUS}/pdf/basicapi.pdf`));
    const pages = await render(await stampCopies(stampInput(source, 3, { notYetEffective: true })), 0.5);
    expect(pages).toHaveLength(9);
    for (const [i, page] of pages.entries()) {
      const copy = copies(3)[Math.floor(i / 3)]!;
      for (const expected of [
        `CONTROLLED COPY No. ${copy.number} – NOT YET EFFECTIVE`,
        'SOP-QA-0042',
        'Line clearance',
        'Version 3.0',
        `Copy ${copy.id}`,
        'Printed by Quentin Author at 2030-01-01 09:30 Europe/Berlin',
        `Page ${(i % 3) + 1} of 3`,
        `Status: ${copy.statusUrl}`,
      ])
        expect(page.text, `page ${i + 1}`).toContain(expected);
    }
    const uncontrolled = await render(await stampCopies(stampInput(source, 1, { controlled: false })), 0.5);
    for (const page of uncontrolled) expect(page.text).toContain('UNCONTROLLED COPY No. 1 – valid only on 2030-01-01');
  });

  it('keeps long lines on one line, set smaller, rather than running into the next', async () => {
    const source = new Uint8Array(await readFile(`${CORPUS}/pdf/basicapi.pdf`));
    const title = 'A very long title that goes on and on about the cleaning and line clearance of the tablet press '.repeat(3).trim();
    const printedBy = 'Maximilian Alexander von und zu Hohenstein-Liechtenberg, Quality Assurance Operations';
    const [page] = await render(await stampCopies(stampInput(source, 1, { title, printedBy })), 1);
    expect(page!.text).toContain(title);
    expect(page!.text).toContain('Page 1 of 3');
    const band = page!.items.filter((item) => item.y < FOOT && item.str.trim());
    // Five lines, each on its own baseline at least a line apart, none reaching under the QR code.
    const baselines = [...new Set(band.map((item) => Math.round(item.y * 10) / 10))].sort((a, b) => a - b);
    expect(baselines).toHaveLength(5);
    for (let i = 1; i < baselines.length; i++) expect(baselines[i]! - baselines[i - 1]!).toBeGreaterThanOrEqual(SIZE_OF_DETAILS);
    // pdf.js measures the standard fonts with its own metrics, a point or so off pdf-lib's over a whole line.
    for (const item of band) expect(item.x + item.width, item.str).toBeLessThanOrEqual(page!.width - 8 - 54 - 8 + 2);
  });

  it('writes the fonts, images and content of the source once, however many copies', async () => {
    const source = new Uint8Array(await readFile(`${CORPUS}/pdf/TAMReview.pdf`));
    const one = await stampCopies(stampInput(source, 1));
    const ten = await stampCopies(stampInput(source, 10));
    const pages = (await PDFDocument.load(ten)).getPageCount();
    expect(pages).toBe(10 * (await PDFDocument.load(source)).getPageCount());
    // Nine more copies add pages, bands and QR codes: a few KB, not nine more sets of fonts and content.
    expect(ten.length - one.length).toBeLessThan(0.25 * source.length);
  });

  it('keeps every mark of the stamp at least 10 mm inside the edges of A4 and US Letter, portrait and landscape', async () => {
    const TEN_MM = (10 / 25.4) * 72;
    const sizes: [string, number, number][] = [
      ['A4', 595, 842],
      ['US Letter', 612, 792],
      ['A4 landscape', 842, 595],
      ['US Letter landscape', 792, 612],
    ];
    const blank = await PDFDocument.create();
    for (const [, width, height] of sizes) blank.addPage([width, height]);
    const stamped = await stampCopies(stampInput(await blank.save(), 1, { title: 'A title long enough to fill the whole line of the stamp band '.repeat(4) }));
    const scale = 2;
    const pages = await render(stamped, scale);
    for (const [i, [name, width, height]] of sizes.entries()) {
      const page = pages[i]!;
      expect([page.width, page.height]).toEqual([width * scale, height * scale]);
      // Text: where each run starts and ends, in points; its descenders reach a quarter of the font size below the baseline.
      const runs = page.items.filter((item) => item.str.trim());
      expect(runs.length, name).toBeGreaterThan(5);
      for (const run of runs) {
        expect(run.x, `${name}: left of "${run.str}"`).toBeGreaterThanOrEqual(TEN_MM);
        expect(run.x + run.width, `${name}: right of "${run.str}"`).toBeLessThanOrEqual(width - TEN_MM);
        expect(run.y - 0.25 * 9, `${name}: foot of "${run.str}"`).toBeGreaterThanOrEqual(TEN_MM);
      }
      // The QR code as drawn: its corners, found by decoding the page.
      const qr = jsQR(page.rgba, page.width, page.height);
      expect(qr?.data, name).toBe(copies(1)[0]!.statusUrl);
      const corners = Object.values(qr!.location).filter((point) => typeof point === 'object' && 'x' in point) as { x: number; y: number }[];
      for (const { x, y } of corners) {
        expect(x / scale, `${name}: QR x`).toBeGreaterThanOrEqual(TEN_MM);
        expect(x / scale, `${name}: QR x`).toBeLessThanOrEqual(width - TEN_MM);
        expect(height - y / scale, `${name}: QR height above the foot`).toBeGreaterThanOrEqual(TEN_MM);
      }
      // And all ink (frame, text, QR code) on the blank page: none within 10 mm of an edge.
      const ink = inkBox(page);
      expect(ink, name).toBeDefined();
      expect(ink!.left / scale, `${name}: ink left`).toBeGreaterThanOrEqual(TEN_MM - 0.5);
      expect(ink!.right / scale, `${name}: ink right`).toBeLessThanOrEqual(width - TEN_MM + 0.5);
      expect(ink!.top / scale, `${name}: ink top`).toBeGreaterThanOrEqual(TEN_MM - 0.5);
      expect(ink!.bottom / scale, `${name}: ink bottom`).toBeLessThanOrEqual(height - TEN_MM + 0.5);
    }
  });
});

/** The box around every pixel that is not white, in canvas pixels (y down), if any. */
function inkBox(page: Rendered): { left: number; right: number; top: number; bottom: number } | undefined {
  let box: { left: number; right: number; top: number; bottom: number } | undefined;
  for (let y = 0; y < page.height; y++) {
    for (let x = 0; x < page.width; x++) {
      const at = 4 * (y * page.width + x);
      if (page.rgba[at + 3]! === 0 || (page.rgba[at]! > 240 && page.rgba[at + 1]! > 240 && page.rgba[at + 2]! > 240)) continue;
      box = box ? { left: Math.min(box.left, x), right: Math.max(box.right, x + 1), top: Math.min(box.top, y), bottom: Math.max(box.bottom, y + 1) } : { left: x, right: x + 1, top: y, bottom: y + 1 };
    }
  }
  return box;
}
