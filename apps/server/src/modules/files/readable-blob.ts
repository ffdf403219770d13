import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { unreadableBlobNotices } from '../../platform/db/schema/unreadable-blob-notices.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { createNotifications } from '../notifications/notify.ts';

const NOTICE_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface ReadableBlobDeps {
  db: Db;
  store: BlobStore;
  clock: Clock;
}

/** The stored file a route is about to send, and which record it belongs to. */
export interface BlobSubject {
  sha256: string;
  documentId: string;
  /** The version label and file name, as the audit event and the notice name them. */
  version: string;
  fileName: string;
  /** What the reader asked for: 'download', 'rendition', 'viewer', 'print', 'cart'… */
  purpose: string;
}

/**
 * Every route that sends a version's bytes calls this before it audits or sends anything: a blob that is not in the
 * store (moved away, deleted under the application) answers 503 FILE_UNAVAILABLE instead of a broken stream and an
 * audited download that never happened. The failed read is audited as an integrity event and administrators get a
 * notice, at most one per blob per day so a page reloaded in a loop does not flood them.
 */
export async function assertBlobReadable(deps: ReadableBlobDeps, subject: BlobSubject, who: { actor: AuditActor; origin: RequestOrigin }): Promise<void> {
  if (await deps.store.exists(subject.sha256)) return;
  await reportUnreadableBlobs(deps, [subject], who);
  throw new AppError('FILE_UNAVAILABLE');
}

/** Audits each missing file as an integrity failure and tells administrators (once a day per blob); sends nothing. */
export async function reportUnreadableBlobs(deps: ReadableBlobDeps, subjects: readonly BlobSubject[], who: { actor: AuditActor; origin: RequestOrigin }): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const subject of subjects) {
      const notify = await claimNotice(tx, subject.sha256, now);
      await appendAuditEvent(tx, {
        actor: who.actor,
        origin: who.origin,
        action: 'Stored File Integrity Failure',
        entityType: 'document',
        entityId: subject.documentId,
        newValues: { sha256: subject.sha256, version: subject.version, file: subject.fileName, purpose: subject.purpose, problem: 'missing', administratorsNotified: notify },
      });
      if (notify) await noticeToAdmins(tx, subject);
    }
  });
}

/** True when administrators have not been told about this blob in the last day (and records that they are told now). */
async function claimNotice(tx: Db, sha256: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .insert(unreadableBlobNotices)
    .values({ sha256, notifiedAt: now })
    .onConflictDoUpdate({
      target: unreadableBlobNotices.sha256,
      set: { notifiedAt: now },
      setWhere: lte(unreadableBlobNotices.notifiedAt, new Date(now.getTime() - NOTICE_INTERVAL_MS)),
    })
    .returning({ sha256: unreadableBlobNotices.sha256 });
  return claimed.length > 0;
}

async function noticeToAdmins(tx: Db, subject: BlobSubject): Promise<void> {
  const admins = await tx.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
  await createNotifications(
    tx,
    admins.map((admin) => ({
      userId: admin.id,
      title: 'Stored file cannot be read',
      message: `The file ${subject.fileName} of version ${subject.version} (SHA-256 ${subject.sha256.slice(0, 12)}…) is missing from storage; a ${subject.purpose} was refused. Run the storage integrity check in System and restore the file from a backup.`,
      type: 'error' as const,
      category: 'system' as const,
      actionUrl: '/system',
    })),
  );
}
