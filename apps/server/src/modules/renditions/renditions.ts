import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { ExternalProgram } from '../../platform/process/run-program.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { registerRenditionJob, renditionJob } from './rendition.job.ts';
import { sweepConversionLeftovers } from './conversion-leftovers.ts';
import { pendingRenditionFiles, requestRenditionRow } from './renditions.repo.ts';

export interface Renditions {
  /** LibreOffice, as configured; `locate()` tells whether it is installed. */
  soffice: ExternalProgram;
  /** In the transaction that stores a version's file: its rendition is recorded and its conversion queued. */
  request: (tx: Db, file: { sha256: string; mimeType: string }) => Promise<void>;
  /** At start-up: queues every rendition still to be made (files from before, seeds, LibreOffice installed since). */
  requestMissing: () => Promise<number>;
  /** At start-up: removes the conversion folders a killed server left; returns how many. */
  sweepLeftovers: () => Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    renditions: Renditions;
  }
}

/** PDF renditions of every version's file, made in the background by the job queue (FR-VIEW-1). */
export function registerRenditions(app: FastifyInstance, deps: { db: Db; store: BlobStore; config: Config; jobs: JobQueue; clock: Clock }): Renditions {
  const { db, jobs, clock } = deps;
  // Every LibreOffice run on this instance (rendition jobs, repository View, diagnostics) takes a slot of the program's
  // one limit, the renditionConcurrency preference read at each run. The queue claims no more rendition jobs than
  // that either, so other jobs keep running while conversions wait.
  const concurrency = () => app.preferences.get('renditionConcurrency');
  const soffice = new ExternalProgram({ command: deps.config.rendition.soffice, concurrency, timeoutMs: deps.config.rendition.timeoutMs, dieWithServer: true, sandboxed: true });
  registerRenditionJob(jobs, { db, store: deps.store, soffice, concurrency });

  const enqueue = (tx: Db, sha256: string) => jobs.enqueue(tx, renditionJob, { sha256 }, { singletonKey: sha256 });
  const renditions: Renditions = {
    soffice,
    request: async (tx, file) => {
      if ((await requestRenditionRow(tx, file, clock.now())) === 'pending') await enqueue(tx, file.sha256);
    },
    requestMissing: async () =>
      db.transaction(async (tx) => {
        const pending = await pendingRenditionFiles(tx, clock.now(), (await soffice.locate()) !== null);
        // One unfinished job per file: those queued already are left as they are.
        for (const sha256 of pending) await enqueue(tx, sha256);
        return pending.length;
      }),
    sweepLeftovers: () => sweepConversionLeftovers(deps.config.rendition.timeoutMs, clock.now().getTime()),
  };
  app.decorate('renditions', renditions);
  return renditions;
}
