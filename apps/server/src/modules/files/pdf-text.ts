import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, VerbosityLevel, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfInspection } from './extraction-tasks.ts';
import { MAX_TEXT_CHARS } from './normalize-text.ts';

const MAX_PAGES = 2000;
// CMaps and standard font metrics ship inside pdfjs-dist: read from disk, never fetched.
const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

async function openPdf(filePath: string): Promise<PDFDocumentProxy> {
  const data = new Uint8Array(await readFile(filePath));
  return getDocument({
    data,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: VerbosityLevel.ERRORS,
    cMapUrl: `${PDFJS_DIR}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
  }).promise;
}

/**
 * 'protected' when the PDF is encrypted, whether it asks for a password to open or only restricts printing and
 * copying: controlled copies must be stamped, which an encrypted file forbids. Rejects when pdf.js cannot read it.
 */
export async function inspectPdf(filePath: string): Promise<PdfInspection> {
  let doc: PDFDocumentProxy;
  try {
    doc = await openPdf(filePath);
  } catch (error) {
    if ((error as Error).name === 'PasswordException') return 'protected';
    throw error;
  }
  try {
    // pdf.js reports permissions only for an encrypted file (its /Encrypt dictionary carries them).
    return (await doc.getPermissions()) === null ? 'ok' : 'protected';
  } finally {
    await doc.destroy();
  }
}

/** The text of every page (up to 2000 pages and about 2 MB), pages separated by a blank line. */
export async function pdfText(filePath: string): Promise<string> {
  const doc = await openPdf(filePath);
  try {
    const pages: string[] = [];
    let length = 0;
    const last = Math.min(doc.numPages, MAX_PAGES);
    for (let number = 1; number <= last && length < MAX_TEXT_CHARS; number += 1) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      page.cleanup();
      pages.push(text);
      length += text.length;
    }
    return pages.join('\n\n');
  } finally {
    await doc.destroy();
  }
}
