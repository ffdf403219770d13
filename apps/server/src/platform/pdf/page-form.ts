import { deflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFContentStream, PDFStream, decodePDFRawStream, type PDFContext, type PDFObjectCopier, type PDFPage, type PDFRef } from 'pdf-lib';

/** A source page as a form XObject in the output, and how it shows: its size as a viewer displays it (after /Rotate). */
export interface PageForm {
  ref: PDFRef;
  /** Displayed size: width and height swap for a page turned by 90 or 270 degrees. */
  width: number;
  height: number;
  /** Maps the form's space (the source page's own user space) onto an upright width × height page. */
  upright: Matrix;
}

/** A PDF transformation matrix [a b c d e f]: (u, v) → (a·u + c·v + e, b·u + d·v + f). */
export type Matrix = [number, number, number, number, number, number];

/** First m, then n. */
export const compose = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

const box = (array: PDFArray | undefined): { x0: number; y0: number; x1: number; y1: number } | undefined => {
  if (array?.size() !== 4) return undefined;
  const [a, b, c, d] = [0, 1, 2, 3].map((i) => array.lookupMaybe(i, PDFNumber)?.asNumber() ?? NaN) as [number, number, number, number];
  if (![a, b, c, d].every(Number.isFinite)) return undefined;
  return { x0: Math.min(a, c), y0: Math.min(b, d), x1: Math.max(a, c), y1: Math.max(b, d) };
};

/** What a viewer shows of the page: the CropBox clipped to the MediaBox (the MediaBox when there is no CropBox). */
function visibleBox(page: PDFPage): { x0: number; y0: number; x1: number; y1: number } {
  let mediaBox: PDFArray | undefined;
  try {
    mediaBox = page.node.MediaBox();
  } catch {
    // Missing or not an array: a viewer falls back to US Letter, and so does this.
  }
  const media = box(mediaBox) ?? { x0: 0, y0: 0, x1: 612, y1: 792 };
  const crop = box(page.node.CropBox());
  if (!crop) return media;
  const clipped = { x0: Math.max(media.x0, crop.x0), y0: Math.max(media.y0, crop.y0), x1: Math.min(media.x1, crop.x1), y1: Math.min(media.y1, crop.y1) };
  return clipped.x1 > clipped.x0 && clipped.y1 > clipped.y0 ? clipped : media;
}

/** Content streams as one: they split at token boundaries, so a newline after each keeps tokens apart. */
function concatenated(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((n, part) => n + part.length + 1, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    joined[at + part.length] = 0x0a;
    at += part.length + 1;
  }
  return joined;
}

/** The page's content streams as one: reused as they are (still compressed) when there is a single one. */
function contentStream(copier: PDFObjectCopier, contents: PDFStream | PDFArray | undefined, dict: PDFDict): PDFStream {
  const streams: PDFStream[] = [];
  if (contents instanceof PDFStream) streams.push(contents);
  else if (contents instanceof PDFArray) {
    for (let i = 0; i < contents.size(); i++) {
      const stream = contents.lookup(i);
      if (stream instanceof PDFStream) streams.push(stream); // a broken entry draws nothing, as in a viewer
    }
  }
  const single = streams.length === 1 ? streams[0] : undefined;
  if (single instanceof PDFRawStream) {
    for (const key of ['Filter', 'DecodeParms']) {
      const value = single.dict.get(PDFName.of(key));
      if (value) dict.set(PDFName.of(key), copier.copy(value));
    }
    return PDFRawStream.of(dict, single.contents);
  }
  const parts = streams.map((stream) => (stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream instanceof PDFContentStream ? stream.getUnencodedContents() : new Uint8Array()));
  dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
  return PDFRawStream.of(dict, deflateSync(concatenated(parts)));
}

/** How a page shows in a viewer: its size after /Rotate, and the matrix from its user space onto that upright page. */
export function pageView(page: PDFPage): { width: number; height: number; upright: Matrix; box: { x0: number; y0: number; x1: number; y1: number } } {
  const box = visibleBox(page);
  const { x0, y0, x1, y1 } = box;
  const [w, h] = [x1 - x0, y1 - y0];
  const angle = (((Math.round((page.node.Rotate()?.asNumber() ?? 0) / 90) * 90) % 360) + 360) % 360;
  // /Rotate turns the page clockwise as it is shown; drawn upright here, so the printed page is what a viewer shows.
  const upright: Matrix =
    angle === 90 ? [0, -1, 1, 0, -y0, w + x0]
    : angle === 180 ? [-1, 0, 0, -1, w + x0, h + y0]
    : angle === 270 ? [0, 1, -1, 0, h + y0, -x0]
    : [1, 0, 0, 1, -x0, -y0];
  const turned = angle === 90 || angle === 270;
  return { width: turned ? h : w, height: turned ? w : h, upright, box };
}

/**
 * The source page once, as a form XObject of the output document (its resources copied through `copier`, which copies
 * each shared font and image once). Only what is drawn is kept: annotations (links, form fields) are left behind,
 * which a printed paper copy does without.
 */
export function pageForm(context: PDFContext, copier: PDFObjectCopier, page: PDFPage): PageForm {
  const { width, height, upright, box } = pageView(page);
  const resources = page.node.Resources();
  const dict = context.obj({ Type: 'XObject', Subtype: 'Form', FormType: 1, BBox: [box.x0, box.y0, box.x1, box.y1] });
  dict.set(PDFName.of('Resources'), resources ? copier.copy(resources) : context.obj({}));
  const stream = contentStream(copier, page.node.Contents(), dict);
  return { ref: context.register(stream), width, height, upright };
}
