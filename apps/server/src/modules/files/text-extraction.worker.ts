import type { ExtractionResults, ExtractionTask } from './extraction-tasks.ts';
import { docxHtml, docxText } from './docx-content.ts';
import { normalizeText } from './normalize-text.ts';
import { inspectPdf, pdfText } from './pdf-text.ts';
import { readTextFile } from './text-file.ts';

/** Runs in a piscina worker thread, so parsing a large document never blocks the server's event loop. */
export default async function run(task: ExtractionTask): Promise<ExtractionResults[ExtractionTask['op']]> {
  switch (task.op) {
    case 'text':
      return normalizeText(await rawText(task.filePath, task.extension));
    case 'html':
      return docxHtml(task.filePath);
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
