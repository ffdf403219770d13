import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFObjectCopier, PDFPageLeaf, PDFRawStream, StandardFonts, type PDFContext, type PDFFont, type PDFObject, type PDFRef } from 'pdf-lib';
import { winAnsiSafe } from '../audit/audit-pdf.ts';
import { compose, pageForm, type PageForm } from '../../platform/pdf/page-form.ts';
import { num, qrContent } from '../../platform/pdf/qr-content.ts';

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
  /** In print order, each with the register's number for its version (the one the print is logged with). */
  copies: { id: string; number: number; statusUrl: string }[];
}

const SIZE = 7;
const BANNER_SIZE = 9;
const QR_SIZE = 54;
const MARGIN = 8;
/** The stamp band at the foot of every page. */
export const BAND_HEIGHT = QR_SIZE + 2 * MARGIN;
/** How far every mark stays inside the page's edges (10.6 mm): office printers clip 4 to 6 mm, and 10 mm is asked. */
const EDGE = 30;
/** The height the stamp takes at the foot of a page; the page's own content shrinks into the space above it. */
export const FOOT = EDGE + BAND_HEIGHT;
/** The band's width on a page `width` wide: EDGE in from each side (never narrower than its QR code and margins). */
const bandWidth = (width: number) => Math.max(width - 2 * EDGE, QR_SIZE + 2 * MARGIN);
const RED = '0.7 0.05 0.05';

interface Fonts {
  font: PDFFont;
  bold: PDFFont;
}

/** One line that never wraps (a wrapped line would run over the next): set smaller when it is too long for the band. */
const fitted = (font: PDFFont, text: string, size: number, width: number) => {
  const safe = winAnsiSafe(font, text.replace(/\s*[\r\n]+\s*/g, ' '));
  const natural = font.widthOfTextAtSize(safe, size);
  return { text: safe, size: natural > width ? (size * width) / natural : size };
};

/** What a copy's band says; the third line is missing the page number, which each page adds. */
interface BandText {
  banner: string;
  details: [string, string, string, string];
}

/** Room for text left of the QR code (a token point on a page too narrow for any, so sizes stay positive). */
const textWidth = (width: number) => Math.max(width - 3 * MARGIN - QR_SIZE, 1);
const BANNER_Y = BAND_HEIGHT - MARGIN - BANNER_SIZE;
const detailY = (line: number) => BANNER_Y - (line + 1) * (SIZE + 3);

/**
 * Where "Page n of N" goes in a band `width` wide (in the band's space): at the end of the third line, which is set
 * small enough to leave room for the widest page number. The same for every copy.
 */
function pageNumberSpot(font: PDFFont, printed: string, widestPage: string, width: number): { x: number; y: number; size: number } {
  const { size } = fitted(font, printed + widestPage, SIZE, textWidth(width));
  return { x: MARGIN + font.widthOfTextAtSize(fitted(font, printed, size, Infinity).text, size), y: detailY(2), size };
}

/** Text for a content stream: the font's encoding of it, as a hex string. */
const shown = (font: PDFFont, text: string) => font.encodeText(text).toString();

/**
 * A copy's band for one band width, drawn once as a form XObject that every page of the copy that wide shows:
 * a frame, the banner, the details and the QR code of the copy's status page.
 */
function drawBand(context: PDFContext, fonts: Fonts, statusUrl: string, text: BandText, width: number, spot: { size: number }): PDFRef {
  const banner = fitted(fonts.bold, text.banner, BANNER_SIZE, textWidth(width));
  const content = [
    `q 1 g ${RED} RG 0.5 w 0 0 ${num(width)} ${BAND_HEIGHT} re B Q`,
    qrContent(statusUrl, width - MARGIN - QR_SIZE, MARGIN, QR_SIZE),
    `BT ${RED} rg /FB ${num(banner.size)} Tf 1 0 0 1 ${MARGIN} ${BANNER_Y} Tm ${shown(fonts.bold, banner.text)} Tj ET`,
    ...text.details.map((detail, i) => {
      const line = fitted(fonts.font, detail, SIZE, textWidth(width));
      return `BT 0 g /F ${num(i === 2 ? spot.size : line.size)} Tf 1 0 0 1 ${MARGIN} ${detailY(i)} Tm ${shown(fonts.font, line.text)} Tj ET`;
    }),
  ].join('\n');
  const form = context.obj({ Type: 'XObject', Subtype: 'Form', FormType: 1, BBox: [0, 0, num(width), BAND_HEIGHT].map(Number), Filter: 'FlateDecode' });
  form.set(PDFName.Resources, context.obj({ Font: { F: fonts.font.ref, FB: fonts.bold.ref } }));
  return context.register(PDFRawStream.of(form, deflateSync(Buffer.from(content, 'latin1'))));
}

/**
 * One PDF holding every copy of a print: each copy is the whole rendition again, every page stamped with what the
 * copy is, who printed it and when, its page number and a QR code of its status page.
 *
 * Each source page goes into the output once, as a form XObject (its fonts, images and content once, not once per
 * copy). Every page of every copy is a new page showing that form shrunk into the space above the stamp band, upright
 * as a viewer shows the source page (its /Rotate applied), and the copy's band, itself a form drawn once per copy and
 * page width. A page's content stream ("draw page i, draw the band, write Page i of N") is the same in every copy, so
 * it is written once; the copies differ only in the resources it names, one dictionary per copy. Links and other
 * annotations are not carried over: a printed paper copy has no use for them.
 */
export async function stampCopies(input: CopyStampInput): Promise<Uint8Array> {
  const source = await PDFDocument.load(input.pdf, { updateMetadata: false });
  const out = await PDFDocument.create();
  out.setTitle(`${input.docNumber} ${input.title} v${input.versionLabel}`);
  const fonts = { font: await out.embedFont(StandardFonts.Helvetica), bold: await out.embedFont(StandardFonts.HelveticaBold) };
  const context = out.context;
  const copier = PDFObjectCopier.for(source.context, context);
  const forms: PageForm[] = source.getPages().map((page) => pageForm(context, copier, page));
  const pageCount = forms.length;
  const printed = `Printed by ${input.printedBy} at ${input.printedAt}  ·  `;
  const widths = [...new Set(forms.map((form) => form.width))];
  const spots = widths.map((width) => pageNumberSpot(fonts.font, printed, `Page ${pageCount} of ${pageCount}`, bandWidth(width)));
  const contents = forms.map((form, index) => {
    const band = widths.indexOf(form.width);
    const spot = spots[band]!;
    // A page hardly taller than the band itself (a label, say) still keeps a sliver of its content rather than a mirror.
    const scale = Math.max((form.height - FOOT) / form.height, 0.05);
    const place = compose(form.upright, [scale, 0, 0, scale, (form.width * (1 - scale)) / 2, FOOT]);
    const label = fonts.font.encodeText(`Page ${index + 1} of ${pageCount}`).toString();
    // The band and the page number, in the band's space: centred, EDGE above the foot.
    const inBand = `1 0 0 1 ${num((form.width - bandWidth(form.width)) / 2)} ${EDGE} cm`;
    const text = `q ${place.map(num).join(' ')} cm /P${index} Do Q q ${inBand} /B${band} Do BT /F ${num(spot.size)} Tf ${num(spot.x)} ${num(spot.y)} Td ${label} Tj ET Q`;
    // Left uncompressed: a hundred-odd bytes.
    return context.register(PDFRawStream.of(context.obj({}), Buffer.from(text, 'latin1')));
  });
  const mediaBoxes = forms.map((form) => context.obj([0, 0, num(form.width), num(form.height)].map(Number)));
  // Pages go straight onto the root of the page tree: addPage walks the tree for each one, quadratic in 1,000 pages.
  const tree = out.catalog.Pages();
  const treeRef = out.catalog.get(PDFName.of('Pages')) as PDFRef;
  for (const copy of input.copies) {
    const banner = input.controlled ? `CONTROLLED COPY No. ${copy.number}` : `UNCONTROLLED COPY No. ${copy.number} – valid only on ${input.validOn}`;
    const text: BandText = {
      banner: input.notYetEffective ? `${banner} – NOT YET EFFECTIVE` : banner,
      details: [`${input.docNumber}  ${input.title}  Version ${input.versionLabel}`, `Copy ${copy.id}`, printed, `Status: ${copy.statusUrl}`],
    };
    const xObjects = context.obj({});
    forms.forEach((form, index) => xObjects.set(PDFName.of(`P${index}`), form.ref));
    widths.forEach((width, index) => xObjects.set(PDFName.of(`B${index}`), drawBand(context, fonts, copy.statusUrl, text, bandWidth(width), spots[index]!)));
    const resources = context.register(context.obj({ Font: { F: fonts.font.ref }, XObject: xObjects }));
    for (const [index, contentsRef] of contents.entries()) {
      const leaf = new Map<PDFName, PDFObject>([
        [PDFName.Type, PDFName.of('Page')],
        [PDFName.Parent, treeRef],
        [PDFName.MediaBox, mediaBoxes[index]!],
        [PDFName.Resources, resources],
        [PDFName.of('Contents'), contentsRef],
      ]);
      tree.pushLeafNode(context.register(PDFPageLeaf.fromMapWithContext(leaf, context, false)));
    }
  }
  // In a worker thread there is nothing to yield to: the default pause every 50 objects only costs time. The pages
  // were added behind the document's back, so it must not think it has none and add a blank one.
  return out.save({ objectsPerTick: Infinity, addDefaultPage: false });
}
