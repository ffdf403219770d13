import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { UPLOAD_EXTENSIONS, type ImportRepositoryFileRequest, type ImportRepositoryFileResponse, type RepositoryUpdateCheckResponse } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { documents } from '../../platform/db/schema/documents.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { receiveUpload, tooLarge, type ReceivedFile } from '../files/receive-upload.ts';
import { findDocument } from '../documents/documents.repo.ts';
import { assertVisible } from '../documents/documents.policy.ts';
import { versionAccessFor } from '../documents/version-access.ts';
import { replaceDocumentFile, uploadDocument } from '../documents/documents.service.ts';
import { type ActionContext } from '../../core/request-context.ts';
import { withStoredFile, type StoredFile } from '../documents/stored-file.ts';
import { connectionOrThrow, fetchConnection, pathOrThrow, type RepositoryDeps } from './repositories.service.ts';
import { findConnection, insertSource, sourceOfVersion, touchSource } from './repositories.repo.ts';

export interface ImportDeps extends RepositoryDeps {
  store: BlobStore;
  uploadMaxBytes: () => Promise<number>;
  onFileStored?: (tx: Db, file: StoredFile) => Promise<void>;
}

type ImportInput = z.output<typeof ImportRepositoryFileRequest>;

/**
 * A repository file becomes a new draft, or the next version of a document chosen by its number, through the upload
 * pipeline (type and content checks, text extraction, rendition); the version records where it came from.
 */
export async function importRepositoryFile(deps: ImportDeps, id: string, input: ImportInput, ctx: ActionContext): Promise<ImportRepositoryFileResponse> {
  const file = pathOrThrow(input.path);
  const row = await connectionOrThrow(deps.db, id);
  const fileName = path.posix.basename(file);
  if (!UPLOAD_EXTENSIONS.some((ext) => fileName.toLowerCase().endsWith(ext))) throw new AppError('INVALID_FILE_TYPE');
  // The branch as it is now: an import names the commit it was taken from.
  const commit = await fetchConnection(deps, row);
  const blob = await deps.git.blobAt(row.id, commit, file);
  if (!blob) throw new AppError('REPOSITORY_ITEM_NOT_FOUND', 'File not found');
  const maxBytes = await deps.uploadMaxBytes();
  if (blob.size > maxBytes) throw tooLarge(maxBytes);

  let received: ReceivedFile | undefined;
  await deps.git.readBlob(row.id, blob.id, async (stream) => {
    // The pipe is taken at once (receiveUpload opens its temp file first); git's output waits in it meanwhile.
    const pipe = new PassThrough();
    const receiving = receiveUpload(pipe, fileName, { store: deps.store, maxBytes, allowed: UPLOAD_EXTENSIONS });
    await Promise.all([pipeline(stream, pipe), receiving.then((file) => void (received = file))]);
  });
  const storing = { db: deps.db, store: deps.store, onRegistered: deps.onFileStored };
  const source = { connectionId: row.id, repositoryUrl: row.url, branch: row.branch, commitSha: commit, path: file, blobSha: blob.id };
  const result = await withStoredFile(storing, received!, (stored, register) =>
    deps.db.transaction(async (tx) => {
      const doc =
        input.target === 'new'
          ? await uploadDocument(tx, input.metadata, stored, register, ctx)
          : await replaceDocumentFile(tx, await documentIdByNumber(tx, input.docNumber), { changeSummary: input.changeSummary, rowVersion: await rowVersionOf(tx, input.docNumber) }, stored, register, ctx);
      const versionId = doc.currentVersionId!;
      await insertSource(tx, { versionId, ...source, importedBy: ctx.viewer.id });
      await appendAuditEvent(tx, {
        actor: ctx.actor,
        origin: ctx.origin,
        action: 'Document Imported from Repository',
        entityType: 'document',
        entityId: doc.id,
        newValues: { versionId, version: doc.versionLabel, repository: row.name, ...source },
      });
      return { documentId: doc.id, versionId };
    }),
  );
  return { ...result, source: (await sourceOfVersion(deps.db, result.versionId))! };
}

async function documentIdByNumber(tx: Db, docNumber: string): Promise<string> {
  const [row] = await tx.select({ id: documents.id }).from(documents).where(sql`lower(${documents.docNumber}) = lower(${docNumber})`).limit(1);
  if (!row) throw new AppError('DOCUMENT_NOT_FOUND', `No document has the number ${docNumber}.`);
  return row.id;
}

async function rowVersionOf(tx: Db, docNumber: string): Promise<number> {
  const [row] = await tx.select({ rowVersion: documents.rowVersion }).from(documents).where(sql`lower(${documents.docNumber}) = lower(${docNumber})`).limit(1);
  return row?.rowVersion ?? 0;
}

/** "Check for updates": the blob now at the imported path of the branch's head against the one imported. */
export async function checkForUpdates(deps: RepositoryDeps, documentId: string, ctx: ActionContext): Promise<RepositoryUpdateCheckResponse> {
  const found = await findDocument(deps.db, documentId);
  assertVisible(ctx.viewer, found?.doc);
  const versionId = (await versionAccessFor(deps.db, ctx.viewer, found.doc)).defaultVersionId;
  const source = versionId ? await sourceOfVersion(deps.db, versionId) : null;
  if (!versionId || !source) throw new AppError('REPOSITORY_NOT_IMPORTED');
  const row = await findConnection(deps.db, source.connectionId);
  if (!row) throw new AppError('REPOSITORY_NOT_FOUND', 'The repository connection this version was imported from has been removed.');
  const head = await fetchConnection(deps, row);
  const current = await deps.git.blobAt(row.id, head, source.path);
  const now = ctx.now;
  await touchSource(deps.db, versionId, now);
  return {
    status: !current ? 'missing' : current.id === source.blobSha ? 'up-to-date' : 'changed',
    source: { ...source, lastSyncDate: now.toISOString() },
    headCommitSha: head,
    currentBlobSha: current?.id ?? null,
  };
}
