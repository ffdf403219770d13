import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BackupVerifyResponse, SignatureValidation, StorageIntegrityResponse } from '@attest/domain';
import { rowsOf } from '../db/client.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { signedInClients } from '../../../test/documents-helpers.ts';
import { effectiveUpload, takeBackup } from '../../../test/backup-helpers.ts';
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
});
