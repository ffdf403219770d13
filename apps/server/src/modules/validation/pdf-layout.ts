import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { winAnsiSafe, wrap } from '../audit/audit-pdf.ts';

const PAGE = { width: 595.28, height: 841.89 }; // A4 portrait
const MARGIN = 48;
const WIDTH = PAGE.width - 2 * MARGIN;

export const COLOURS = { text: rgb(0.1, 0.12, 0.14), pass: rgb(0.07, 0.39, 0.16), fail: rgb(0.71, 0.14, 0.09), warn: rgb(0.6, 0.4, 0), muted: rgb(0.4, 0.44, 0.48) };

/** Characters the standard fonts cannot draw that have a plain equivalent (test titles use them). */
const PLAIN: Record<string, string> = { '→': '->', '←': '<-', '›': '>', '‹': '<', '≥': '>=', '≤': '<=', '×': 'x', '✓': 'v', '✖': 'x' };
const plain = (text: string) => text.replace(/[→←›‹≥≤×✓✖]/g, (ch) => PLAIN[ch] ?? ch);

export interface LineOptions {
  bold?: boolean;
  size?: number;
  indent?: number;
  colour?: RGB;
}

/** A flowing A4 document: wrapped lines, headings, images scaled to the text width, "Page n of m" footers. */
export async function startLayout(title: string) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Attest');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const room = (height: number) => {
    if (y - height < MARGIN) newPage();
  };
  const line = (text: string, options: LineOptions = {}) => {
    const { size = 9, indent = 0, colour = COLOURS.text } = options;
    const f: PDFFont = options.bold ? bold : font;
    for (const part of wrap(f, winAnsiSafe(f, plain(text)), WIDTH - indent, size)) {
      room(size + 3);
      page.drawText(part, { x: MARGIN + indent, y: y - size, size, font: f, color: colour });
      y -= size + 3;
    }
  };
  const heading = (text: string, size = 13) => {
    room(size * 3);
    y -= size * 0.6;
    line(text, { bold: true, size });
    y -= 3;
  };
  const gap = (points = 5) => {
    y -= points;
  };
  /**
   * A PNG scaled to fit the text width and at most `maxHeight` points high: its height (to keep a caption with it,
   * see `keep`) and a function that draws it at the current position, on one page.
   */
  const image = async (png: Uint8Array, maxHeight = 300) => {
    const embedded = await pdf.embedPng(png);
    const scale = Math.min(WIDTH / embedded.width, maxHeight / embedded.height, 1);
    const width = embedded.width * scale;
    const height = embedded.height * scale;
    return {
      height: height + 4,
      draw: () => {
        room(height + 4);
        page.drawImage(embedded, { x: MARGIN, y: y - height, width, height });
        y -= height + 4;
      },
    };
  };
  /** Starts a new page unless `points` still fit on this one (a heading with what follows it). */
  const keep = (points: number) => room(points);
  const finish = async (footer: string): Promise<Uint8Array> => {
    const pages = pdf.getPages();
    pages.forEach((p, index) => {
      const label = winAnsiSafe(font, `${footer} · Page ${index + 1} of ${pages.length}`);
      p.drawText(label, { x: PAGE.width - MARGIN - font.widthOfTextAtSize(label, 8), y: MARGIN / 2, size: 8, font, color: COLOURS.muted });
    });
    return pdf.save();
  };
  return { line, heading, gap, image, keep, newPage, finish };
}

export type Layout = Awaited<ReturnType<typeof startLayout>>;

export const statusColour = (status: string): RGB =>
  status === 'passed' || status === 'pass' ? COLOURS.pass : status === 'failed' || status === 'fail' ? COLOURS.fail : COLOURS.warn;
