import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { IdParams, fileExtensionOf, isPreviewable } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import { ProgramError, type ExternalProgram } from '../../platform/process/run-program.ts';
import { attachmentHeader } from '../files/content-disposition.ts';
import { inspectFile } from '../files/inspect-file.ts';
import { tooLarge } from '../files/receive-upload.ts';
import { ConversionRefused, withWordAsPdf, type WordExtension } from '../renditions/libreoffice.ts';
import { PreviewConversions } from './preview-conversions.ts';
import { fileAtHead, pathOrThrow, type RepositoryDeps } from './repositories.service.ts';

/** Conversions waiting for a LibreOffice slot beyond which a View is turned away (503, try again later). */
export const PREVIEW_QUEUE_MAX = 4;
/** When a turned-away View may try again: about one conversion's time. */
const BUSY_RETRY_AFTER_SECONDS = 10;
/** Memory the View's PDFs may keep (preview-conversions.ts). */
const PREVIEW_CACHE_BYTES = 64 * 1024 * 1024;

/** An HTML file is sanitised in memory: past this it is not previewed (download it instead). */
const HTML_PREVIEW_MAX_BYTES = 5 * 1024 * 1024;
// Even sanitised, a previewed page may run nothing, load nothing from elsewhere and reach nothing: only its own
// inline styles and embedded images.
const HTML_PREVIEW_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

export interface PreviewDeps extends RepositoryDeps {
  soffice: ExternalProgram;
  uploadMaxBytes: () => Promise<number>;
}

/** The document's structure and content, never script, frames, embedded objects, forms or metadata that acts. */
const PREVIEW_TAGS = [...sanitizeHtml.defaults.allowedTags, 'html', 'head', 'body', 'title', 'style', 'img', 'font', 'center', 'u', 's', 'del', 'ins'];

/**
 * HTML as the preview shows it (spec 02, Document files and repository): no script or iframe blocks, no inline event
 * attributes, no javascript: links; the rest of the document's markup and inline styles stay.
 */
export function sanitizePreviewHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: PREVIEW_TAGS,
    allowedAttributes: false,
    // <style> stays for the document's look: the preview's policy lets styles do no more than style.
    allowVulnerableTags: true,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'iframe', 'noscript', 'textarea', 'option', 'object', 'embed'],
    allowedSchemes: ['http', 'https', 'mailto', 'data'],
    transformTags: {
      '*': (tagName, attribs) => ({ tagName, attribs: Object.fromEntries(Object.entries(attribs).filter(([name]) => !name.toLowerCase().startsWith('on'))) }),
    },
  });
}

async function bufferOf(stream: Readable, maxBytes: number, limitError: () => AppError): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw limitError();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A Word file as PDF, converted by LibreOffice from a private temp copy. LibreOffice's one limit applies (the
 * renditionConcurrency preference, shared with rendition jobs); a View does not queue behind PREVIEW_QUEUE_MAX others.
 */
async function wordAsPdf(deps: PreviewDeps, read: (use: (stream: Readable) => Promise<void>) => Promise<void>, extension: WordExtension): Promise<Buffer> {
  if (!(await deps.soffice.locate())) throw new AppError('REPOSITORY_PREVIEW_UNAVAILABLE');
  const work = await mkdtemp(path.join(os.tmpdir(), 'attest-preview-'));
  try {
    const source = path.join(work, `source${extension}`);
    await read((stream) => pipeline(stream, createWriteStream(source)));
    // The upload's content checks first (the zip signature, package limits against zip bombs, a real .doc), so
    // LibreOffice only ever opens what an upload would have accepted.
    await inspectFile(source, extension).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'INVALID_FILE_TYPE' ? new AppError('FILE_UNREADABLE') : error;
    });
    return await withWordAsPdf(deps.soffice, source, extension, (pdfPath) => readFile(pdfPath), { maxWaiting: PREVIEW_QUEUE_MAX });
  } catch (error) {
    if (error instanceof ProgramError && error.kind === 'busy') throw new AppError('CONVERSION_BUSY');
    if (error instanceof ConversionRefused || error instanceof ProgramError) throw new AppError('REPOSITORY_PREVIEW_FAILED');
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const inline = (reply: FastifyReply, name: string, type: string) =>
  reply.header('content-type', type).header('content-disposition', attachmentHeader(name, 'inline')).header('x-content-type-options', 'nosniff');

/**
 * View in the repository browser: a file at the branch head as the browser can show it. PDF as it is; text, Markdown
 * and JSON as plain text; HTML sanitised and sandboxed; Word converted to PDF. Other types are refused with their
 * extension named ("{EXT} files are not supported").
 */
export function repositoryPreviewRoute(app: FastifyInstance, deps: PreviewDeps): void {
  const conversions = new PreviewConversions(PREVIEW_CACHE_BYTES);
  app.withTypeProvider<ZodTypeProvider>().get('/api/repositories/:id/preview', {
    config: { access: 'create-sops' },
    schema: { tags: ['repositories'], summary: 'View a file at the branch head: PDF, text, sanitised HTML, or Word converted to PDF', params: IdParams, querystring: z.object({ path: z.string().min(1).max(1000) }) },
    handler: async (request, reply) => {
      const file = pathOrThrow(request.query.path);
      const name = path.posix.basename(file);
      const ext = fileExtensionOf(name);
      if (!isPreviewable(ext)) throw new AppError('REPOSITORY_PREVIEW_UNSUPPORTED', `${(ext || name).toUpperCase()} files are not supported`);
      const { row, blob } = await fileAtHead(deps, request.params.id, file);
      const read = (use: (stream: Readable) => Promise<void>) => deps.git.readBlob(row.id, blob.id, use);

      if (ext === 'doc' || ext === 'docx') {
        const maxBytes = await deps.uploadMaxBytes();
        if (blob.size > maxBytes) throw tooLarge(maxBytes);
        // The blob id names the content: Views of the same file share its conversion and its cached PDF.
        const pdf = await conversions.pdf(`${ext}:${blob.id}`, () => wordAsPdf(deps, read, `.${ext}`)).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'CONVERSION_BUSY') reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
          throw error;
        });
        return inline(reply, `${name.slice(0, -(ext.length + 1))}.pdf`, 'application/pdf').send(pdf);
      }
      if (ext === 'html' || ext === 'htm') {
        if (blob.size > HTML_PREVIEW_MAX_BYTES) throw tooLarge(HTML_PREVIEW_MAX_BYTES);
        let html = '';
        await read(async (stream) => void (html = (await bufferOf(stream, HTML_PREVIEW_MAX_BYTES, () => tooLarge(HTML_PREVIEW_MAX_BYTES))).toString('utf8')));
        return inline(reply, name, 'text/html; charset=utf-8').header('content-security-policy', HTML_PREVIEW_POLICY).send(sanitizePreviewHtml(html));
      }
      // PDF and text stream as they are; text is never served as anything the browser would run.
      const body = new PassThrough();
      read((stream) => pipeline(stream, body)).catch((error: unknown) => body.destroy(error as Error));
      return inline(reply, name, ext === 'pdf' ? 'application/pdf' : 'text/plain; charset=utf-8')
        .header('content-length', String(blob.size))
        .send(body);
    },
  });
}
