import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OrphanSweepResponse, StorageIntegrityResponse } from '@attest/domain';
import { auditActorOf, originOf } from '../../core/request-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { checkBlobIntegrity } from './blob-integrity.ts';
import type { OrphanSweeper } from './orphan-sweep.ts';
import { registeredBlobs } from './registered-blobs.ts';

export function storageIntegrityRoutes(app: FastifyInstance, deps: { db: Db; store: BlobStore; clock: Clock; orphans: OrphanSweeper }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/system/storage/integrity', {
    config: { access: 'manage-system' },
    schema: {
      tags: ['system'],
      summary: 'Re-hash every stored file: missing, corrupt and orphan blobs',
      response: { 200: StorageIntegrityResponse },
    },
    handler: async () => checkBlobIntegrity(deps.store, registeredBlobs(deps.db)),
  });
  // Run while the administrator waits: it only lists and stats files (no re-hashing), awaiting each step.
  routes.post('/api/system/storage/orphans/sweep', {
    config: { access: 'manage-system' },
    schema: {
      tags: ['system'],
      summary: 'Remove stored files no record refers to, once older than the grace period (audited)',
      response: { 200: OrphanSweepResponse },
    },
    handler: async (request) => deps.orphans.sweep({ now: deps.clock.now(), actor: auditActorOf(request), origin: originOf(request) }),
  });
}
