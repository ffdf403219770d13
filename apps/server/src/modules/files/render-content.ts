import type { DocumentContent } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import { runExtraction } from './extraction-pool.ts';
import { normalizeExtension } from './file-types.ts';
import { readTextFile } from './text-file.ts';

const TEXT_FORMATS: Record<string, 'txt' | 'md' | 'json'> = { '.txt': 'txt', '.md': 'md', '.json': 'json' };

/**
 * What the viewer shows for a file: Word as HTML (converted in the worker pool), HTML and text as they are, PDF by the URL the
 * caller serves it from (pdf.js renders it in the browser). .doc cannot be converted without LibreOffice.
 */
export async function renderContent(filePath: string, extension: string, options: { pdfUrl: string }): Promise<DocumentContent> {
  const ext = normalizeExtension(extension);
  if (ext === '.pdf') return { kind: 'pdf', url: options.pdfUrl };
  if (ext === '.docx') {
    const { html, messages } = await runExtraction({ op: 'html', filePath }).catch(notRenderable);
    return html.trim() === '' ? { kind: 'empty' } : { kind: 'html', html, messages };
  }
  if (ext === '.html' || ext === '.htm') {
    // Served as written; the browser sanitises every 'html' content the same way before showing it.
    const html = await readTextFile(filePath);
    return html.trim() === '' ? { kind: 'empty' } : { kind: 'html', html, messages: [] };
  }
  const format = TEXT_FORMATS[ext];
  if (format) {
    const text = await readTextFile(filePath);
    return text.trim() === '' ? { kind: 'empty' } : { kind: 'text', text, format };
  }
  return { kind: 'unsupported', extension: ext };
}

/** The file was stored, so the request is not at fault: the viewer gets a 422 and can offer the download instead. */
function notRenderable(error: unknown): never {
  throw error instanceof AppError && error.code === 'FILE_UNREADABLE' ? new AppError('FILE_NOT_RENDERABLE') : error;
}
