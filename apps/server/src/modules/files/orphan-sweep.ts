import { ORPHAN_GRACE_HOURS, type OrphanSweepResponse } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { blobIsRegistered } from './blobs.repo.ts';
import { alignWithStore } from './align-with-store.ts';
import { registeredBlobs } from './registered-blobs.ts';

/** How old an unreferenced file must be before the sweep removes it (why: ORPHAN_GRACE_HOURS). */
export const ORPHAN_GRACE_MS = ORPHAN_GRACE_HOURS * 3_600_000;
/** The audit event lists this many of the removed hashes and counts the rest: one event stays readable. */
const AUDITED_HASHES = 100;

export interface SweepRequest {
  now: Date;
  actor: AuditActor;
  origin?: RequestOrigin;
}

/**
 * Removes the files in the store that no `blobs` row names (a row whose bytes a disposition destroyed included: a
 * registered file is never an orphan) once older than ORPHAN_GRACE_MS: left by a kill between an upload's write and
 * its commit. A sweep that removes anything writes one audit event; one that removes nothing writes none, as the
 * temp-file sweep logs nothing then, so the daily run does not fill the trail with empty events.
 */
export async function sweepOrphanedBlobs(deps: { db: Db; store: BlobStore }, request: SweepRequest): Promise<OrphanSweepResponse> {
  const cutoff = request.now.getTime() - ORPHAN_GRACE_MS;
  const result = { removed: 0, bytes: 0, keptInGrace: 0, graceHours: ORPHAN_GRACE_HOURS };
  const hashes: string[] = [];
  try {
    for await (const item of alignWithStore(deps.store.list(), registeredBlobs(deps.db, { includeDestroyed: true }))) {
      if (!item.orphan) continue;
      const stat = await deps.store.stat(item.sha256);
      // Gone meanwhile: a failed upload cleaned up after itself, or another instance swept it.
      if (!stat) continue;
      if (stat.mtime.getTime() >= cutoff) {
        result.keptInGrace += 1;
        continue;
      }
      // The listing of rows was read earlier: an upload of the same bytes may have registered them since.
      if (await blobIsRegistered(deps.db, item.sha256)) continue;
      // Or stored them again just now (which makes the file fresh), its row not yet committed: keep it for that upload.
      const again = await deps.store.stat(item.sha256);
      if (!again || again.mtime.getTime() >= cutoff) continue;
      await deps.store.delete(item.sha256);
      result.removed += 1;
      result.bytes += stat.size;
      if (hashes.length < AUDITED_HASHES) hashes.push(item.sha256);
    }
  } finally {
    // Also when a later delete fails: what was removed is on record before the error goes on.
    if (result.removed > 0) {
      const notListed = result.removed - hashes.length;
      await appendAuditEvent(deps.db, {
        actor: request.actor,
        origin: request.origin,
        action: 'Orphaned Files Removed',
        entityType: 'storage',
        newValues: { ...result, hashes, ...(notListed > 0 ? { hashesNotListed: notListed } : {}) },
      });
    }
  }
  return result;
}

/**
 * The sweep shared by the daily job and the administrator's "run now": one at a time on this instance, so the two
 * never count the same removal; the second waits and finds what is left.
 */
export class OrphanSweeper {
  private last: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: { db: Db; store: BlobStore }) {}

  sweep(request: SweepRequest): Promise<OrphanSweepResponse> {
    const run = this.last.then(() => sweepOrphanedBlobs(this.deps, request));
    this.last = run.catch(() => undefined);
    return run;
  }
}
