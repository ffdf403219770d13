import type { Db } from '../../platform/db/client.ts';
import { z } from 'zod';
import { defineJob, type JobContext, type JobQueue, type JobRef } from '../../platform/jobs/job-queue.ts';
import { ProgramError, type ExternalProgram } from '../../platform/process/run-program.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { blobIsRegistered, registerBlob } from '../files/blobs.repo.ts';
import { ConversionRefused, convertWordToPdf, type WordExtension } from './libreoffice.ts';
import { findRendition, finishRendition, PDF_MIME_TYPE } from './renditions.repo.ts';

export const RENDITION_JOB = 'document-rendition';
/** The PDF rendition of one stored Word file. */
export const renditionJob = { name: RENDITION_JOB, payload: z.object({ sha256: z.string() }) } satisfies JobRef;
/** Attempts for what may pass (a timeout on a busy machine, storage trouble); a file LibreOffice refuses fails at once. */
export const RENDITION_MAX_ATTEMPTS = 3;
export const RENDITION_BACKOFF_MS = 30_000;

export const NOT_INSTALLED_REASON = 'LibreOffice is not installed on the server, so Word files get no PDF rendition.';
export const UNEXPECTED_REASON = 'The PDF rendition could not be made because of a server error. An administrator can retry it under System Administration, Jobs.';

const WORD_BY_MIME: Record<string, WordExtension> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/msword': '.doc',
};

export interface RenditionDeps {
  db: Db;
  store: BlobStore;
  soffice: ExternalProgram;
  /**
   * Conversions at once on this instance (the renditionConcurrency preference, read at each claim): the queue claims
   * no more, so other jobs keep running.
   */
  concurrency: () => Promise<number>;
}

export function registerRenditionJob(jobs: JobQueue, deps: RenditionDeps): void {
  jobs.register(defineJob({
    ...renditionJob,
    maxAttempts: RENDITION_MAX_ATTEMPTS,
    backoffMs: RENDITION_BACKOFF_MS,
    concurrency: deps.concurrency,
    handler: async ({ sha256 }, ctx) => makeRendition(deps, sha256, ctx),
  }));
}

/** Idempotent: a rendition made already is left alone, so a job run twice converts once. */
async function makeRendition(deps: RenditionDeps, sha256: string, ctx: JobContext): Promise<void> {
  const { db, store, soffice } = deps;
  const rendition = await findRendition(db, sha256);
  if (!rendition || rendition.status === 'ready') return;
  const finish = (outcome: Parameters<typeof finishRendition>[2]) => finishRendition(db, sha256, outcome, ctx.clock.now());

  if (rendition.mimeType === PDF_MIME_TYPE) return finish({ status: 'ready', pdfSha256: sha256 });
  const extension = WORD_BY_MIME[rendition.mimeType];
  if (!extension) return finish({ status: 'failed', reason: `Files of type ${rendition.mimeType} have no PDF rendition.` });
  if (!(await soffice.locate())) return finish({ status: 'unavailable', reason: NOT_INSTALLED_REASON });

  try {
    const pdf = await store.withLocalFile(sha256, (file) => convertWordToPdf(soffice, store, file, extension));
    await recordPdf(deps, sha256, pdf, ctx);
    ctx.log.info({ source: sha256, pdf: pdf.sha256, size: pdf.size }, 'PDF rendition made');
  } catch (error) {
    if (error instanceof ProgramError && error.kind === 'not-installed') return finish({ status: 'unavailable', reason: NOT_INSTALLED_REASON });
    const reason = error instanceof Error ? error.message : String(error);
    // The file itself is the problem (LibreOffice refused it, or exited with an error): trying again gives the same.
    if (error instanceof ConversionRefused || (error instanceof ProgramError && error.kind === 'failed' && error.details.exitCode !== null)) {
      return finish({ status: 'failed', reason });
    }
    // Users read the reason: a timeout says so; storage or database trouble is told without its paths (the job keeps them).
    if (ctx.attempt >= RENDITION_MAX_ATTEMPTS) await finish({ status: 'failed', reason: error instanceof ProgramError ? reason : UNEXPECTED_REASON });
    throw error;
  }
}

/** Registers the PDF and marks the rendition ready in one transaction; a PDF no row refers to is removed again. */
async function recordPdf(deps: RenditionDeps, sourceSha256: string, pdf: { sha256: string; size: number }, ctx: JobContext): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      await registerBlob(tx, { sha256: pdf.sha256, size: pdf.size, mimeType: PDF_MIME_TYPE });
      await finishRendition(tx, sourceSha256, { status: 'ready', pdfSha256: pdf.sha256 }, ctx.clock.now());
    });
  } catch (error) {
    if (!(await blobIsRegistered(deps.db, pdf.sha256))) await deps.store.delete(pdf.sha256);
    throw error;
  }
}
