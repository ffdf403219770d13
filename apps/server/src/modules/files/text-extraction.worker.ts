import { ERRORS } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import type { ExtractionOutcome, ExtractionResults, ExtractionTask } from './extraction-tasks.ts';
import { checkDocPackage } from './doc-package.ts';
import { checkDocxPackage } from './docx-package.ts';
import { docxHtml, docxText } from './docx-content.ts';
import { normalizeText } from './normalize-text.ts';
import { inspectPdf, pdfText } from './pdf-text.ts';
import { readTextFile } from './text-file.ts';

type Result = ExtractionResults[ExtractionTask['op']];

/**
 * Runs in a piscina worker thread, so parsing a large document never blocks the server's event loop. Whatever a
 * parser throws about a file (mammoth, pdf.js, yauzl, cfb, even a stack overflow on deep nesting) means that file
 * cannot be read: it comes back as FILE_UNREADABLE rather than as a server error.
 */
export default async function run(task: ExtractionTask): Promise<ExtractionOutcome<Result>> {
  try {
    return { ok: true, value: await perform(task) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code, message: error.message };
    return { ok: false, code: 'FILE_UNREADABLE', message: ERRORS.FILE_UNREADABLE.message };
  }
}

async function perform(task: ExtractionTask): Promise<Result> {
  switch (task.op) {
    case 'text':
      return normalizeText(await rawText(task.filePath, task.extension));
    case 'html':
      return docxHtml(task.filePath);
    case 'inspect-docx':
      return checkDocxPackage(task.filePath, task.limits);
    case 'inspect-doc':
      return checkDocPackage(task.filePath);
    case 'inspect-pdf':
      return inspectPdf(task.filePath);
  }
}

function rawText(filePath: string, extension: string): Promise<string> {
  switch (extension) {
    case '.docx':
      return docxText(filePath);
    case '.pdf':
      return pdfText(filePath);
    case '.txt':
    case '.md':
    case '.json':
      return readTextFile(filePath);
    default:
      throw new Error(`No text extractor for ${extension}`);
  }
}

/** Diagnostics: the worker pools check runs this in the pool's thread. */
export { ping } from '../../platform/workers/ping.ts';
