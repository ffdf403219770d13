import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { defineJob, noPayload, type JobQueue } from '../../platform/jobs/job-queue.ts';
import type { ExternalProgram } from '../../platform/process/run-program.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { loadAuditSecret } from '../audit/audit-secret.ts';
import type { StoredFile } from '../documents/stored-file.ts';
import type { PreferencesService } from '../preferences/system-preferences.ts';
import { GitClient } from './git-client.ts';
import { listConnections } from './repositories.repo.ts';
import { repositoryPreviewRoute } from './repository-preview.ts';
import { fetchConnection, type RepositoryDeps } from './repositories.service.ts';
import type { ImportDeps } from './repository-import.ts';
import { TokenCipher } from './token-crypto.ts';
import type { Clock } from '../../platform/clock.ts';

export const REPOSITORY_FETCH_JOB = 'repository-fetch';

/**
 * Git repositories (FR-REPO-1 to FR-REPO-3): the preview route, and the scheduled fetch of every connection (REPOSITORY_FETCH_SCHEDULE);
 * returns what the import routes work with (the app's composition registers them).
 * Tokens are encrypted under REPOSITORY_TOKEN_KEY or, when unset, a key derived from the audit secret.
 */
export async function registerRepositories(
  app: FastifyInstance,
  deps: { config: Config; db: Db; store: BlobStore; jobs: JobQueue; preferences: PreferencesService; soffice: ExternalProgram; clock: Clock; onFileStored?: (tx: Db, file: StoredFile) => Promise<void> },
): Promise<ImportDeps> {
  const settings = deps.config.repositories;
  const secret = settings.tokenKey ?? (await loadAuditSecret(deps.config)).secret;
  const repositories: RepositoryDeps = { db: deps.db, git: new GitClient(settings), cipher: new TokenCipher(secret), clock: deps.clock };
  const uploadMaxBytes = async () => (await deps.preferences.get('uploadMaxMb')) * 1024 * 1024;
  repositoryPreviewRoute(app, { ...repositories, soffice: deps.soffice, uploadMaxBytes });
  deps.jobs.register(defineJob({
    name: REPOSITORY_FETCH_JOB,
    payload: noPayload,
    maxAttempts: 1,
    concurrency: 1,
    handler: async () => {
      for (const row of await listConnections(deps.db)) {
        try {
          await fetchConnection(repositories, row);
        } catch (error) {
          // Recorded on the connection (lastError); one unreachable repository does not stop the others.
          app.log.warn({ repository: row.id, reason: (error as Error).message }, 'repository fetch failed');
        }
      }
    },
  }));
  if (settings.fetchSchedule) await deps.jobs.schedule(REPOSITORY_FETCH_JOB, settings.fetchSchedule);
  return { ...repositories, store: deps.store, uploadMaxBytes, onFileStored: deps.onFileStored };
}
