import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, gt, isNull, sql } from 'drizzle-orm';
import { StorageIntegrityResponse } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { blobs } from '../../platform/db/schema/index.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { checkBlobIntegrity, type BlobReference } from './blob-integrity.ts';

const PAGE = 1000;

/** Every registered blob whose content is kept (a disposition destroys some: destroyed_at), sorted by hash in byte order and read a page at a time. */
export async function* registeredBlobs(db: Db): AsyncIterable<BlobReference> {
  let after = '';
  for (;;) {
    const page = await db
      .select({ sha256: blobs.sha256, size: blobs.size })
      .from(blobs)
      .where(and(isNull(blobs.destroyedAt), gt(sql`${blobs.sha256} COLLATE "C"`, after)))
      .orderBy(asc(sql`${blobs.sha256} COLLATE "C"`))
      .limit(PAGE);
    yield* page;
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.sha256;
  }
}

export function storageIntegrityRoutes(app: FastifyInstance, deps: { db: Db; store: BlobStore }): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/system/storage/integrity', {
    config: { access: 'manage-system' },
    schema: {
      tags: ['system'],
      summary: 'Re-hash every stored file: missing, corrupt and orphan blobs',
      response: { 200: StorageIntegrityResponse },
    },
    handler: async () => checkBlobIntegrity(deps.store, registeredBlobs(deps.db)),
  });
}
