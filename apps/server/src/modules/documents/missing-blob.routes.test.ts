import { readFile, rename } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DocumentDetail, StorageIntegrityResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { errorOf, startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let doc: DocumentDetail;
let sha: string;

const UNAVAILABLE = { code: 'FILE_UNAVAILABLE', message: 'The file of this version cannot be read; an administrator has been told.' };

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  const meta = { docNumber: 'MB-1', title: 'Missing blob', categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, description: 'x', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '0.01' };
  const { body, contentType } = multipart(meta, { name: 'sop.docx', content: await readFile(`${CORPUS}/docx/single-paragraph.docx`) });
  const response = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  if (response.statusCode !== 201) throw new Error(response.body);
  doc = response.json<DocumentDetail>();
  const [row] = rowsOf<{ sha: string }>(await t.database.db.execute(sql`SELECT blob_sha256 AS sha FROM document_versions WHERE id = ${doc.currentVersion!.id}`));
  sha = row!.sha;
  // The blob is moved away under the application, as an operator's mistake or a failed disk would.
  await rename(t.store.localPath(sha)!, `${t.store.localPath(sha)!}.moved`);
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

const auditOf = async () =>
  rowsOf<{ action: string; new_values: Record<string, unknown> }>(await t.database.db.execute(sql`SELECT action, new_values FROM audit_events WHERE entity_type = 'document' AND entity_id = ${doc.id} ORDER BY seq`));

describe('a version whose stored file is missing', () => {
  it('answers 503 FILE_UNAVAILABLE on download, inline view and viewer content, and audits no download', async () => {
    for (const url of [`/api/documents/${doc.id}/file`, `/api/documents/${doc.id}/versions/${doc.currentVersion!.id}/file`, `/api/documents/${doc.id}/file?disposition=inline`, `/api/documents/${doc.id}/content`]) {
      const response = await as.admin.request('GET', url);
      expect(response.statusCode, url).toBe(503);
      expect(errorOf(response), url).toMatchObject(UNAVAILABLE);
    }
    const events = await auditOf();
    expect(events.map((e) => e.action)).not.toContain('Document Downloaded');
    const failures = events.filter((e) => e.action === 'Stored File Integrity Failure');
    expect(failures).toHaveLength(4);
    expect(failures[0]!.new_values).toMatchObject({ sha256: sha, problem: 'missing', administratorsNotified: true });
    expect(failures[1]!.new_values).toMatchObject({ administratorsNotified: false });
  });

  it('tells each administrator once a day, not once a request', async () => {
    const notices = rowsOf<{ user_id: string }>(await t.database.db.execute(sql`SELECT n.user_id FROM notifications n WHERE n.title = 'Stored file cannot be read'`));
    const admins = rowsOf<{ id: string }>(await t.database.db.execute(sql`SELECT id FROM users WHERE role = 'admin' AND status = 'active'`));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.map((n) => n.user_id).sort()).toEqual(admins.map((a) => a.id).sort());
  });

  it('is listed as missing by the storage integrity check', async () => {
    const report = (await as.admin.request('GET', '/api/system/storage/integrity')).json<StorageIntegrityResponse>();
    expect(report.missing).toContain(sha);
  });
});
