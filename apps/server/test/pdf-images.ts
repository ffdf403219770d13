import { PDFDocument, PDFName, PDFStream } from 'pdf-lib';

/** How many image XObjects a PDF holds (embedded pictures), whatever page or form they sit in. */
export async function pdfImageCount(data: Uint8Array): Promise<number> {
  const pdf = await PDFDocument.load(data, { updateMetadata: false });
  let images = 0;
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) images += 1;
  }
  return images;
}
