import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { blobs } from '../../platform/db/schema/index.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent, type RequestOrigin } from '../audit/audit.repo.ts';
import { blobIsRegistered, registerBlob } from '../files/blobs.repo.ts';
import { lockUserById, updateUser, type UserRow } from './users.repo.ts';
import { USER_AUDIT_ACTIONS } from './user-audit-actions.ts';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Raster images only (an SVG could carry script); the type comes from the bytes, never from the client. */
export function imageTypeOf(head: Buffer): string | null {
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  const ascii = head.subarray(0, 12).toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'image/gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Where a user's avatar is served; the hash in the path makes each picture its own cacheable address. */
export const avatarPath = (userId: string, sha256: string) => `/api/users/${userId}/avatar/${sha256}`;

/** Reads the one image of a multipart request into memory (it is small by rule) and checks it. */
async function readAvatar(request: FastifyRequest): Promise<{ content: Buffer; mimeType: string }> {
  const part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  if (!part) throw new AppError('INVALID_IMAGE');
  const content = await part.toBuffer().catch(() => {
    throw new AppError('INVALID_IMAGE');
  });
  if (part.file.truncated || content.length === 0) throw new AppError('INVALID_IMAGE');
  const mimeType = imageTypeOf(content);
  if (!mimeType) throw new AppError('INVALID_IMAGE');
  return { content, mimeType };
}

/**
 * Stores the uploaded picture in the blob store and points the user's avatar_url at it, audited. A picture that no
 * row ends up referencing (the transaction failed) is removed again.
 */
export async function uploadAvatar(
  request: FastifyRequest,
  deps: { db: Db; store: BlobStore },
  context: { user: UserRow; origin: RequestOrigin; now: Date },
): Promise<UserRow> {
  const { content, mimeType } = await readAvatar(request);
  const sha256 = createHash('sha256').update(content).digest('hex');
  const temp = await deps.store.createTempPath();
  try {
    await writeFile(temp, content, { flag: 'wx' });
    await deps.store.commitTemp(temp, sha256);
  } catch (error) {
    await deps.store.removeTemp(temp);
    throw error;
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await lockUserById(tx, context.user.id);
      if (!user) throw new AppError('USER_NOT_FOUND');
      await registerBlob(tx, { sha256, size: content.length, mimeType });
      const avatarUrl = avatarPath(user.id, sha256);
      await updateUser(tx, user.id, { avatarUrl }, context.now);
      await appendAuditEvent(tx, {
        actor: { id: user.id, name: user.name, role: user.role },
        origin: context.origin,
        action: USER_AUDIT_ACTIONS.avatarUpdated,
        entityType: 'user',
        entityId: user.id,
        oldValues: { avatarUrl: user.avatarUrl },
        newValues: { avatarUrl, size: content.length, mimeType },
      });
      return { ...user, avatarUrl };
    });
  } catch (error) {
    if (!(await blobIsRegistered(deps.db, sha256))) await deps.store.delete(sha256);
    throw error;
  }
}

/** The MIME type of an avatar blob, only when it is the picture the user record points at now. */
export async function avatarMimeType(db: Db, user: UserRow | undefined, sha256: string): Promise<string | null> {
  if (!user || user.avatarUrl !== avatarPath(user.id, sha256)) return null;
  const [row] = await db.select({ mimeType: blobs.mimeType }).from(blobs).where(eq(blobs.sha256, sha256)).limit(1);
  return row?.mimeType ?? null;
}
