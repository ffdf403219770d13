import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { BackupListResponse, BackupSummary, DocumentDetail } from '@attest/domain';
import type { TestApp, TestClient } from './harness.ts';
import { multipart, referenceIds, type signedInClients } from './documents-helpers.ts';
import { makeEffective } from './workflow-helpers.ts';
import { CORPUS } from './corpus.ts';

type Clients = Awaited<ReturnType<typeof signedInClients>>;

/** An uploaded SOP with a real file from the corpus, made effective (so it has signatures). */
export async function effectiveUpload(as: Clients, docNumber: string, file: string, effectiveDate?: string): Promise<DocumentDetail> {
  const ref = await referenceIds(as.author);
  const meta = { docNumber, title: `Backed-up procedure ${docNumber}`, categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, description: 'For the backup tests', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  const name = file.split('/').pop()!;
  const { body, contentType } = multipart(meta, { name, content: await readFile(`${CORPUS}/${file}`) });
  const uploaded = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const doc = uploaded.json<DocumentDetail>();
  await makeEffective(as, doc.id, effectiveDate);
  return doc;
}

export async function backupList(admin: TestClient): Promise<BackupListResponse> {
  const response = await admin.request('GET', '/api/system/backups');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BackupListResponse>();
}

/** Starts a backup as the admin and runs the job that writes it; returns the finished backup. */
export async function takeBackup(t: TestApp, admin: TestClient): Promise<BackupSummary> {
  const started = await admin.request('POST', '/api/system/backups');
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json<{ id: string }>();
  await t.app.jobs.runDue();
  const found = (await backupList(admin)).items.find((b) => b.id === id);
  expect(found, 'the backup is listed').toBeDefined();
  return found!;
}

/** Where a finished backup's archive is, as the row records it (an instance started writing it, so it is known). */
export function archivePathOf(backup: Pick<BackupSummary, 'location' | 'fileName'>): string {
  expect(backup.location, 'the backup records its folder').not.toBeNull();
  return `${backup.location}/${backup.fileName}`;
}
