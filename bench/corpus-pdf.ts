// A long PDF made of real producers' pages: the pdf.js test PDFs in /work/shared/corpus/pdf (Word, LaTeX, TCPDF,
// htmldoc), their pages repeated in turn up to the count asked for. Nothing binary is committed.
import { readFile } from 'node:fs/promises';
import { PDFArray, PDFDocument, PDFName, PDFRef, type PDFObject } from 'pdf-lib';

const CORPUS = process.env.CORPUS_DIR ?? '/work/shared/corpus/pdf';
export const CORPUS_SOURCES = ['TAMReview.pdf', 'bug1937438_from_word.pdf', 'bug1937438_af_from_latex.pdf', 'basicapi.pdf', 'annotation-link-text-popup.pdf'];

/**
 * `count` pages cycled from the corpus files, each page with its own content stream (a repeated page gets a copy of
 * it) and each file's fonts and images shared, as in a rendition.
 */
export async function corpusPdf(count: number): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  const sources = await Promise.all(CORPUS_SOURCES.map(async (name) => PDFDocument.load(await readFile(`${CORPUS}/${name}`), { updateMetadata: false })));
  const order: { source: number; index: number }[] = [];
  while (order.length < count) {
    for (const [source, doc] of sources.entries()) for (const index of doc.getPageIndices()) if (order.length < count) order.push({ source, index });
  }
  // One copyPages per source file, so its fonts and images are copied once, as in a real single-producer PDF.
  const copied = await Promise.all(sources.map((doc, source) => out.copyPages(doc, order.filter((o) => o.source === source).map((o) => o.index))));
  const context = out.context;
  const seen = new Set<PDFRef>();
  const own = (value: PDFObject): PDFObject => {
    if (value instanceof PDFArray) return context.obj(value.asArray().map(own));
    if (!(value instanceof PDFRef)) return value;
    if (!seen.has(value)) {
      seen.add(value);
      return value;
    }
    return context.register(context.lookup(value)!.clone(context));
  };
  const next = sources.map(() => 0);
  for (const { source } of order) {
    const page = copied[source]![next[source]!++]!;
    const contents = page.node.get(PDFName.of('Contents'));
    if (contents) page.node.set(PDFName.of('Contents'), own(contents));
    out.addPage(page);
  }
  return out.save();
}
