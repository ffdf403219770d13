import { concatTransformationMatrix, degrees, PDFDocument, popGraphicsState, pushGraphicsState, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { winAnsiSafe } from '../audit/audit-pdf.ts';
import { pageView, type Matrix } from '../../platform/pdf/page-form.ts';
import { qrContent } from '../../platform/pdf/qr-content.ts';

/** Everything the manifested PDF needs, as plain data: it crosses into a worker thread. */
export interface ManifestInput {
  pdf: Uint8Array;
  docNumber: string;
  title: string;
  versionLabel: string;
  /** "DRAFT — NOT FOR USE", "SUPERSEDED", "OBSOLETE" across every page; null for a version in force. */
  overlay: string | null;
  /** The site's time zone, which every time below is written in. */
  timeZone: string;
  signatures: ManifestSignature[];
  history: ManifestRevision[];
}

export interface ManifestSignature {
  shortId: string;
  printedName: string;
  /** As the record stores it, labelled: "Approved", "Released". */
  meaning: string;
  /** Already formatted in the site time zone, the zone named. */
  signedAt: string;
  onBehalfOf: string | null;
  verifyUrl: string;
}

export interface ManifestRevision {
  versionLabel: string;
  effectiveDate: string | null;
  changeSummary: string;
}

/** Every mark stays 36 pt (12.7 mm) inside the edges, and still 10 mm once a copy stamp has shrunk the page. */
export const EDGE = 36;
const HEADER_SIZE = 8;
/** The header band: from EDGE below the top edge down to here, in the top margin of a record's page. */
export const HEADER = EDGE + HEADER_SIZE + 10;
const QR_SIDE = 54;
const ENTRY_HEIGHT = QR_SIDE + 14;
const SIZE = 9;
const LINE = 12;

interface Fonts {
  font: PDFFont;
  bold: PDFFont;
}

const safe = (font: PDFFont, text: string) => winAnsiSafe(font, text.replace(/\s*[\r\n]+\s*/g, ' '));

/** One line set smaller when it is too long for `width`, so it never runs past the margin. */
function fittedLine(page: PDFPage, font: PDFFont, text: string, x: number, y: number, size: number, width: number): void {
  const line = safe(font, text);
  const natural = font.widthOfTextAtSize(line, size);
  page.drawText(line, { x, y, size: natural > width ? (size * width) / natural : size, font });
}

/** Words into lines no wider than `width`. */
function wrapped(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of safe(font, text).split(' ').filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  return current ? [...lines, current] : lines;
}

function headerBand(page: PDFPage, fonts: Fonts, input: ManifestInput, [width, height]: [number, number]): void {
  fittedLine(page, fonts.bold, `${input.docNumber}  ${input.title}  Version ${input.versionLabel}`, EDGE, height - EDGE - HEADER_SIZE, HEADER_SIZE, width - 2 * EDGE);
  page.drawLine({ start: { x: EDGE, y: height - HEADER + 4 }, end: { x: width - EDGE, y: height - HEADER + 4 }, thickness: 0.5, color: rgb(0.4, 0.4, 0.4) });
}

/** The state across the page, corner to corner, translucent so the page stays legible beneath it. */
function overlay(page: PDFPage, font: PDFFont, text: string, [width, height]: [number, number]): void {
  const angle = Math.atan2(height, width);
  const size = Math.min((0.7 * Math.hypot(width, height)) / font.widthOfTextAtSize(text, 1), 96);
  const textWidth = font.widthOfTextAtSize(text, size);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  // The baseline's start, so the text's centre sits on the page's centre.
  const x = width / 2 - (cos * textWidth) / 2 + (sin * size * 0.35);
  const y = height / 2 - (sin * textWidth) / 2 - (cos * size * 0.35);
  page.drawText(text, { x, y, size, font, color: rgb(0.75, 0.1, 0.1), opacity: 0.25, rotate: degrees((angle * 180) / Math.PI) });
}

/** A new page of the same size as the record's last page, with its header band; returns the first line's y. */
function addPage(out: PDFDocument, fonts: Fonts, input: ManifestInput, size: [number, number], heading: string): { page: PDFPage; top: number } {
  const page = out.addPage(size);
  headerBand(page, fonts, input, size);
  const top = size[1] - HEADER - 14;
  page.drawText(safe(fonts.bold, heading), { x: EDGE, y: top, size: 12, font: fonts.bold });
  return { page, top: top - 2 * LINE };
}

function signaturePages(out: PDFDocument, fonts: Fonts, input: ManifestInput, size: [number, number]): PDFPage[] {
  const [width] = size;
  const textX = EDGE + QR_SIDE + 10;
  const textWidth = width - EDGE - textX;
  const heading = 'Electronic Signatures';
  let { page, top } = addPage(out, fonts, input, size, heading);
  const pages = [page];
  fittedLine(page, fonts.font, `Signed electronically in Attest (21 CFR Part 11 §11.50). Times in ${input.timeZone}. Scan a code to verify its signature.`, EDGE, top, SIZE, width - 2 * EDGE);
  top -= 2 * LINE;
  if (input.signatures.length === 0) fittedLine(page, fonts.font, 'This version carries no electronic signatures.', EDGE, top, SIZE, width - 2 * EDGE);
  for (const signature of input.signatures) {
    if (top - ENTRY_HEIGHT < EDGE) {
      ({ page, top } = addPage(out, fonts, input, size, `${heading} (continued)`));
      pages.push(page);
    }
    const qr = out.context.flateStream(qrContent(signature.verifyUrl, EDGE, top - QR_SIDE + SIZE, QR_SIDE));
    page.node.addContentStream(out.context.register(qr));
    const lines: [PDFFont, string][] = [
      [fonts.bold, signature.printedName],
      [fonts.font, `Meaning: ${signature.meaning}`],
      [fonts.font, `Signed: ${signature.signedAt}`],
      ...(signature.onBehalfOf ? [[fonts.font, `On behalf of: ${signature.onBehalfOf}`] as [PDFFont, string]] : []),
      [fonts.font, `Signature ID: ${signature.shortId}  ·  Verify: ${signature.verifyUrl}`],
    ];
    lines.forEach(([font, text], i) => fittedLine(page, font, text, textX, top - i * LINE, SIZE, textWidth));
    top -= ENTRY_HEIGHT;
  }
  return pages;
}

function historyPages(out: PDFDocument, fonts: Fonts, input: ManifestInput, size: [number, number]): PDFPage[] {
  const [width] = size;
  const columns = { version: EDGE, date: EDGE + 60, summary: EDGE + 150 };
  const summaryWidth = width - EDGE - columns.summary;
  const heading = 'Revision History';
  let { page, top } = addPage(out, fonts, input, size, heading);
  const pages = [page];
  const titles = () => {
    page.drawText('Version', { x: columns.version, y: top, size: SIZE, font: fonts.bold });
    page.drawText('Effective date', { x: columns.date, y: top, size: SIZE, font: fonts.bold });
    page.drawText('Change summary', { x: columns.summary, y: top, size: SIZE, font: fonts.bold });
    top -= 1.5 * LINE;
  };
  titles();
  if (input.history.length === 0) page.drawText('No version of this document has been released yet.', { x: EDGE, y: top, size: SIZE, font: fonts.font });
  for (const revision of input.history) {
    const summary = wrapped(fonts.font, revision.changeSummary || '—', SIZE, summaryWidth);
    if (top - summary.length * LINE < EDGE) {
      ({ page, top } = addPage(out, fonts, input, size, `${heading} (continued)`));
      pages.push(page);
      titles();
    }
    fittedLine(page, fonts.font, revision.versionLabel, columns.version, top, SIZE, columns.date - columns.version - 6);
    page.drawText(revision.effectiveDate ?? '—', { x: columns.date, y: top, size: SIZE, font: fonts.font });
    summary.forEach((line, i) => page.drawText(line, { x: columns.summary, y: top - i * LINE, size: SIZE, font: fonts.font }));
    top -= summary.length * LINE + 4;
  }
  return pages;
}

/** The inverse of an invertible PDF matrix. */
function inverse([a, b, c, d, e, f]: Matrix): Matrix {
  const det = a * d - b * c;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

/** Draws in the page's upright space (as a viewer shows it, origin bottom left), whatever its /Rotate and MediaBox. */
function drawUpright(page: PDFPage, draw: (size: [number, number]) => void): void {
  const view = pageView(page);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...inverse(view.upright)));
  draw([view.width, view.height]);
  page.pushOperators(popGraphicsState());
}

/**
 * The rendition as a reader sees and prints it (Part 11 §11.50(b)): every page of the record with a header band in its
 * top margin naming document, title and version, then a signature page and a revision history page; the state written
 * across every page unless the version is in force. The record's pages keep their outline (the viewer's bookmarks),
 * links and text; their own content is wrapped so nothing it leaves set moves the marks. The source PDF's bytes, which
 * the signatures bind, are never changed: this is a new file.
 */
export async function manifestPdf(input: ManifestInput): Promise<Uint8Array> {
  const out = await PDFDocument.load(input.pdf, { updateMetadata: false });
  const fonts = { font: await out.embedFont(StandardFonts.Helvetica), bold: await out.embedFont(StandardFonts.HelveticaBold) };
  const record = out.getPages();
  let last: [number, number] = [595.28, 841.89];
  for (const page of record) {
    const start = out.context.register(out.context.contentStream([pushGraphicsState()]));
    const end = out.context.register(out.context.contentStream([popGraphicsState()]));
    page.node.wrapContentStreams(start, end);
    drawUpright(page, (size) => {
      last = size;
      headerBand(page, fonts, input, size);
    });
  }
  const added = [...signaturePages(out, fonts, input, last), ...historyPages(out, fonts, input, last)];
  const mark = input.overlay;
  if (mark) {
    for (const page of record) drawUpright(page, (size) => overlay(page, fonts.bold, mark, size));
    for (const page of added) overlay(page, fonts.bold, mark, [page.getWidth(), page.getHeight()]);
  }
  return out.save({ objectsPerTick: Infinity });
}
