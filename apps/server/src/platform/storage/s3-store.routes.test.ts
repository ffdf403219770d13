import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BackupVerifyResponse, SignatureValidation, StorageIntegrityResponse } from '@attest/domain';
import { rowsOf } from '../db/client.ts';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.ts';
import { TestClock } from '../clock.ts';
import { backupDepsFrom } from '../../modules/backups/backup-deps.ts';
import { pruneBackups } from '../../modules/backups/backups.service.ts';
import { signedInClients } from '../../../test/documents-helpers.ts';
import { archivePathOf, backupList, effectiveUpload, takeBackup } from '../../../test/backup-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { startTestS3, type TestS3 } from '../../../test/s3-server.ts';
import { closeExtractionPool } from '../../modules/files/extraction-pool.ts';
import { S3BlobStore } from './s3-blob-store.ts';

let s3: TestS3;
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
beforeAll(async () => {
  s3 = await startTestS3();
  t = await startTestApp(s3.env);
  as = await signedInClients(t.app);
});
afterAll(async () => {
  await t.close();
  await s3.close();
  await closeExtractionPool();
});

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the server on an S3 bucket (BLOB_STORE=s3)', () => {
  it('keeps an upload in the bucket, serves it back byte for byte, and its signature verifies against it', async () => {
    expect(t.store).toBeInstanceOf(S3BlobStore);
    const doc = await effectiveUpload(as, 'S3-1', 'pdf/alphatrans.pdf');
    const sha = doc.currentVersion!.sha256!;
    expect(await t.store.stat(sha)).toMatchObject({ size: (await readFile(`${CORPUS}/pdf/alphatrans.pdf`)).length });
    const file = await as.author.request('GET', `/api/documents/${doc.id}/versions/${doc.currentVersion!.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(await readFile(`${CORPUS}/pdf/alphatrans.pdf`))).toBe(true);
    // Verifying a signature re-hashes the signed file, read back from the bucket.
    const [signature] = rowsOf<{ id: string }>(await t.database.db.execute(sql`SELECT id FROM signatures WHERE document_id = ${doc.id} LIMIT 1`));
    const verified = (await as.approver.request('GET', `/api/signatures/${signature!.id}/verify`)).json<SignatureValidation>();
    expect(verified.checks.documentIntegrity).toBe(true);
    expect(verified.isValid).toBe(true);
  });

  it('checks integrity against the bucket: a deleted object is reported missing until it is put back', async () => {
    const check = async () => {
      const response = await as.admin.request('GET', '/api/system/storage/integrity');
      expect(response.statusCode).toBe(200);
      return response.json<StorageIntegrityResponse>();
    };
    const doc = await effectiveUpload(as, 'S3-2', 'pdf/basicapi.pdf');
    const sha = doc.currentVersion!.sha256!;
    const before = await check();
    expect(before).toMatchObject({ missing: [], corrupt: [] });
    expect(before.checked).toBeGreaterThanOrEqual(2);
    await t.store.delete(sha);
    expect((await check()).missing).toEqual([sha]);
    const temp = await t.store.createTempPath();
    await writeFile(temp, await readFile(`${CORPUS}/pdf/basicapi.pdf`));
    await t.store.commitTemp(temp, sha);
    expect(await check()).toMatchObject({ missing: [], corrupt: [] });
  });

  it('backs up the files it reads from the bucket, and the archive verifies', async () => {
    await effectiveUpload(as, 'S3-3', 'docx/simple-list.docx');
    const backup = await takeBackup(t, as.admin);
    expect(backup.status, backup.error ?? '').toBe('succeeded');
    expect(backup.counts?.files).toBeGreaterThanOrEqual(3);
    const verified = await as.admin.request('POST', `/api/system/backups/${backup.id}/verify`);
    expect(verified.json<BackupVerifyResponse>()).toMatchObject({ ok: true, problems: [] });
  });

  it('copies each archive and its .sha256 into the bucket under backups/; Download and Verify fall back to it when the local file is gone', async () => {
    const backup = await takeBackup(t, as.admin);
    expect(backup.status, backup.error ?? '').toBe('succeeded');
    expect(backup.copyLocation).toBe(`s3://${s3.settings.bucket}/backups/${backup.fileName}`);
    expect((await backupList(as.admin)).status).toMatchObject({ location: t.config.backup.dir, copyLocation: `s3://${s3.settings.bucket}/backups/` });
    const local = archivePathOf(backup);
    const copy = await t.store.readBackup(backup.fileName);
    expect(copy?.size).toBe(backup.sizeBytes);
    expect(sha256Of(await buffer(copy!.stream))).toBe(backup.sha256);
    expect(await buffer((await t.store.readBackup(`${backup.fileName}.sha256`))!.stream)).toEqual(await readFile(`${local}.sha256`));

    await rm(local);
    const download = await as.admin.request('GET', `/api/system/backups/${backup.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(backup.sizeBytes));
    expect(sha256Of(download.rawPayload)).toBe(backup.sha256);
    const verified = await as.admin.request('POST', `/api/system/backups/${backup.id}/verify`);
    expect(verified.json<BackupVerifyResponse>()).toMatchObject({ ok: true, problems: [] });

    await t.store.deleteBackup(backup.fileName);
    const gone = await as.admin.request('GET', `/api/system/backups/${backup.id}/download`);
    expect(gone.statusCode).toBe(410);
    expect(errorCode(gone)).toBe('BACKUP_ARCHIVE_MISSING');
  });

  it('a backup whose copy into the bucket fails is recorded as failed, leaving no archive here or there', async () => {
    const spy = vi.spyOn(t.store, 'putBackup').mockRejectedValueOnce(new Error('503 SlowDown'));
    try {
      const backup = await takeBackup(t, as.admin);
      expect(backup.status).toBe('failed');
      expect(backup.error).toBe(`The archive could not be copied to s3://${s3.settings.bucket}/backups/: 503 SlowDown`);
      expect((await readdir(t.config.backup.dir)).filter((f) => f.includes(backup.fileName))).toEqual([]);
      expect(await t.store.readBackup(backup.fileName)).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });

  it('pruning an archive past its retention removes its copy in the bucket too', async () => {
    const older = await takeBackup(t, as.admin);
    await takeBackup(t, as.admin);
    // Read to the end: an unread body would hold a connection to the server open.
    expect(sha256Of(await buffer((await t.store.readBackup(older.fileName))!.stream))).toBe(older.sha256);
    const later = new TestClock(new Date(Date.now() + 91 * 86_400_000));
    expect(await pruneBackups(backupDepsFrom(t.config, t.database, t.store, later))).toBeGreaterThanOrEqual(1);
    expect(await t.store.readBackup(older.fileName)).toBeNull();
    expect(await t.store.readBackup(`${older.fileName}.sha256`)).toBeNull();
  });
});
