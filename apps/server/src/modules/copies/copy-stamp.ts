import { concatTransformationMatrix, PDFDocument, popGraphicsState, pushGraphicsState, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { winAnsiSafe } from '../audit/audit-pdf.ts';

/** Everything the stamped PDF needs, as plain data: it crosses into a worker thread. */
export interface CopyStampInput {
  pdf: Uint8Array;
  docNumber: string;
  title: string;
  versionLabel: string;
  /** An approved version printed before its effective date says so on every page. */
  notYetEffective: boolean;
  controlled: boolean;
  /** Site-calendar date an uncontrolled copy is valid on (YYYY-MM-DD). */
  validOn: string;
  printedBy: string;
  /** Already formatted in the site time zone. */
  printedAt: string;
  /** In print order; the version-wide numbers are assigned when the print is logged, so they are not on the page. */
  copies: { id: string; statusUrl: string }[];
}

const SIZE = 7;
const QR_SIZE = 54;
const MARGIN = 8;
const BAND_HEIGHT = QR_SIZE + 2 * MARGIN;
const RED = rgb(0.7, 0.05, 0.05);

/**
 * The page's own content shrinks into the space above the band, centred, so the stamp never hides any of it. Wrapped
 * by hand (not translateContent, which would pull the stamp drawn afterwards into the same transform).
 */
function shrinkAboveBand(page: PDFPage, box: { x: number; y: number; width: number; height: number }): void {
  const scale = (box.height - BAND_HEIGHT) / box.height;
  const tx = box.x + (box.width * (1 - scale)) / 2 - scale * box.x;
  const ty = box.y + BAND_HEIGHT - scale * box.y;
  const context = page.doc.context;
  page.node.normalize();
  const start = context.register(context.contentStream([pushGraphicsState(), concatTransformationMatrix(scale, 0, 0, scale, tx, ty)]));
  const end = context.register(context.contentStream([popGraphicsState()]));
  page.node.wrapContentStreams(start, end);
}

function stampPage(page: PDFPage, fonts: { font: PDFFont; bold: PDFFont }, qr: PDFImage, lines: { banner: string; details: string[] }): void {
  const { x, y, width, height } = page.getMediaBox();
  shrinkAboveBand(page, { x, y, width, height });
  page.drawRectangle({ x, y, width, height: BAND_HEIGHT, color: rgb(1, 1, 1), borderColor: RED, borderWidth: 0.5 });
  page.drawImage(qr, { x: x + width - MARGIN - QR_SIZE, y: y + MARGIN, width: QR_SIZE, height: QR_SIZE });
  const textWidth = width - 3 * MARGIN - QR_SIZE;
  let lineY = y + BAND_HEIGHT - MARGIN - 9;
  page.drawText(winAnsiSafe(fonts.bold, lines.banner), { x: x + MARGIN, y: lineY, size: 9, font: fonts.bold, color: RED, maxWidth: textWidth });
  for (const line of lines.details) {
    lineY -= SIZE + 3;
    page.drawText(winAnsiSafe(fonts.font, line), { x: x + MARGIN, y: lineY, size: SIZE, font: fonts.font, maxWidth: textWidth });
  }
}

/**
 * One PDF holding every copy of a print: each copy is the whole rendition again, every page stamped with what the
 * copy is, who printed it and when, its page number and a QR code of its status page.
 */
export async function stampCopies(input: CopyStampInput): Promise<Uint8Array> {
  const source = await PDFDocument.load(input.pdf, { updateMetadata: false });
  const out = await PDFDocument.create();
  out.setTitle(`${input.docNumber} ${input.title} v${input.versionLabel}`);
  const fonts = { font: await out.embedFont(StandardFonts.Helvetica), bold: await out.embedFont(StandardFonts.HelveticaBold) };
  const indices = source.getPageIndices();
  const total = input.copies.length;
  for (const [position, copy] of input.copies.entries()) {
    const qr = await out.embedPng(await QRCode.toBuffer(copy.statusUrl, { type: 'png', margin: 1, scale: 4, errorCorrectionLevel: 'M' }));
    const banner = input.controlled ? `CONTROLLED COPY ${position + 1} of ${total}` : `UNCONTROLLED COPY – valid only on ${input.validOn}`;
    const pages = await out.copyPages(source, indices);
    for (const [index, page] of pages.entries()) {
      out.addPage(page);
      stampPage(page, fonts, qr, {
        banner: input.notYetEffective ? `${banner} – NOT YET EFFECTIVE` : banner,
        details: [
          `${input.docNumber}  ${input.title}  Version ${input.versionLabel}`,
          `Copy ${copy.id}`,
          `Printed by ${input.printedBy} at ${input.printedAt}  ·  Page ${index + 1} of ${pages.length}`,
          `Status: ${copy.statusUrl}`,
        ],
      });
    }
  }
  return out.save();
}
