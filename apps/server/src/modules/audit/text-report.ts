import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { winAnsiSafe, wrap } from './audit-pdf.ts';

export const REPORT_PAGE = { width: 595.28, height: 841.89 }; // A4 portrait
export const REPORT_MARGIN = 48;
const SIZE = 9;

export interface LineOptions {
  f?: PDFFont;
  size?: number;
  indent?: number;
}

/**
 * A plain A4 text report (the workflow history, the training matrix): lines wrapped to the margins, a new page when
 * one is full, text limited to what the standard fonts can draw.
 */
export async function startTextReport(title: string) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Attest');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([REPORT_PAGE.width, REPORT_PAGE.height]);
  let y = REPORT_PAGE.height - REPORT_MARGIN;
  const line = (text: string, options: LineOptions = {}) => {
    const { f = font, size = SIZE, indent = 0 } = options;
    for (const part of wrap(f, winAnsiSafe(f, text), REPORT_PAGE.width - 2 * REPORT_MARGIN - indent, size)) {
      if (y < REPORT_MARGIN + size) {
        page = pdf.addPage([REPORT_PAGE.width, REPORT_PAGE.height]);
        y = REPORT_PAGE.height - REPORT_MARGIN;
      }
      page.drawText(part, { x: REPORT_MARGIN + indent, y, size, font: f });
      y -= size + 3;
    }
  };
  const gap = (points = 6) => {
    y -= points;
  };
  return { pdf, font, bold, line, gap };
}
