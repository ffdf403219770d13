import { and, asc, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { blobs } from '../../platform/db/schema/index.ts';
import type { BlobReference } from './blob-integrity.ts';

const PAGE = 1000;

/**
 * The registered blobs sorted by hash in byte order (what `BlobStore.list()` yields), read a page at a time. By
 * default only those whose content is kept: a disposition destroys some (destroyed_at), and the integrity check
 * lists their bytes still in the store as orphans. `includeDestroyed` gives every row, as the orphan sweep needs.
 */
export async function* registeredBlobs(db: Db, options: { includeDestroyed?: boolean } = {}): AsyncIterable<BlobReference> {
  let after = '';
  for (;;) {
    const page = await db
      .select({ sha256: blobs.sha256, size: blobs.size })
      .from(blobs)
      .where(and(options.includeDestroyed ? undefined : isNull(blobs.destroyedAt), gt(sql`${blobs.sha256} COLLATE "C"`, after)))
      .orderBy(asc(sql`${blobs.sha256} COLLATE "C"`))
      .limit(PAGE);
    yield* page;
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.sha256;
  }
}

