import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ExternalProgram } from '../../platform/process/run-program.ts';
import { CONVERSION_FOLDER_PREFIX } from './conversion-leftovers.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { storeStream } from '../../platform/storage/store-stream.ts';
import { copyWithoutExternalReferences } from './external-references.ts';

/** LibreOffice ran to the end and made no PDF: the file cannot be converted, and trying again will not help. */
export class ConversionRefused extends Error {
  override name = 'ConversionRefused';
}

export const WORD_EXTENSIONS = ['.docx', '.doc'] as const;
export type WordExtension = (typeof WORD_EXTENSIONS)[number];

const NO_PDF_REASON = 'LibreOffice could not convert this file: it produced no PDF.';

/**
 * Converts a Word file to PDF with LibreOffice headless and streams the PDF into the blob store. The program's
 * timeout and concurrency limit apply.
 */
export async function convertWordToPdf(
  soffice: ExternalProgram,
  store: BlobStore,
  sourcePath: string,
  extension: WordExtension,
): Promise<{ sha256: string; size: number }> {
  return withWordAsPdf(soffice, sourcePath, extension, (pdfPath) => storeStream(store, createReadStream(pdfPath)));
}

/**
 * The file LibreOffice converts, in its private folder: a Word package without the references that would make
 * LibreOffice fetch something (external-references.ts); a legacy .doc cannot be rewritten safely and is copied as it
 * is, so the sandbox alone keeps it from the network and the server's files.
 */
async function prepareInput(sourcePath: string, input: string, extension: WordExtension): Promise<void> {
  if (extension === '.doc') return copyFile(sourcePath, input);
  await copyWithoutExternalReferences(sourcePath, input).catch((error: unknown) => {
    throw new ConversionRefused(`LibreOffice could not convert this file: its package could not be read (${error instanceof Error ? error.message : String(error)}).`);
  });
}

/**
 * Converts a Word file to PDF with LibreOffice headless and hands the PDF's path to use. Each conversion gets a
 * private folder and its own LibreOffice profile, so conversions never share state or lock each other out, and the
 * folder is removed afterwards whatever happened. LibreOffice runs sandboxed and may write only in that folder.
 * `maxWaiting`: refuse (ProgramError 'busy') rather than queue behind that many conversions.
 */
export async function withWordAsPdf<T>(
  soffice: ExternalProgram,
  sourcePath: string,
  extension: WordExtension,
  use: (pdfPath: string) => Promise<T>,
  options: { maxWaiting?: number } = {},
): Promise<T> {
  const work = await mkdtemp(path.join(os.tmpdir(), CONVERSION_FOLDER_PREFIX));
  try {
    // LibreOffice reads the format from the name: the blob itself has none.
    const input = path.join(work, `source${extension}`);
    await prepareInput(sourcePath, input, extension);
    const outDir = path.join(work, 'out');
    await mkdir(outDir);
    const { stderr } = await soffice.run([
      '--headless',
      '--norestore',
      '--nologo',
      '--nodefault',
      '--nolockcheck',
      `-env:UserInstallation=${pathToFileURL(path.join(work, 'profile')).href}`,
      '--convert-to',
      'pdf:writer_pdf_Export',
      '--outdir',
      outDir,
      input,
    ], { writable: [work], maxWaiting: options.maxWaiting });
    const pdfPath = path.join(outDir, 'source.pdf');
    const produced = await stat(pdfPath).catch(() => null);
    // soffice exits 0 even when it could not load the file; only the missing output tells.
    if (!produced?.isFile() || produced.size === 0) throw new ConversionRefused(reasonFrom(stderr));
    return await use(pdfPath);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** LibreOffice's own error lines ("Error: source file could not be loaded"), without its start-up warnings. */
function reasonFrom(stderr: string): string {
  const errors = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('Warning:'));
  return errors.length ? `LibreOffice could not convert this file: ${errors.join(' ').slice(0, 500)}` : NO_PDF_REASON;
}
