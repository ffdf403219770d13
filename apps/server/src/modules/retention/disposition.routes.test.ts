import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AuditVerifyResponse, DispositionDecisionResponse, DispositionListResponse, DocumentDetail, SignatureValidation } from '@attest/domain';
import { TestClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, makeEffective, releaseSignature, SIGNATURE_IMAGE, signingToken } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { closeCopyStampPool } from '../copies/copy-stamp-pool.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';

const DAY = 86_400_000;
const clock = new TestClock(new Date());
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
let pdf: Buffer;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  pdf = await readFile(`${CORPUS}/pdf/basicapi.pdf`);
});
afterAll(async () => {
  await t.close();
  await Promise.all([closeExtractionPool(), closeCopyStampPool()]);
});

/** The corpus PDF with a comment after its end: other bytes, the same document. */
const uniquePdf = () => Buffer.concat([pdf, Buffer.from(`\n%${randomUUID()}\n`)]);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
let counter = 0;

async function upload(title: string, content: Buffer): Promise<DocumentDetail> {
  const meta = { docNumber: `SOP-RET-${String(++counter).padStart(4, '0')}`, title, ...ids, description: 'Retention test', changeReason: 'New', effectiveDate: '2026-12-01', reviewDate: '2027-12-01' };
  const { body, contentType } = multipart(meta, { name: `${title}.pdf`, content });
  const response = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<DocumentDetail>();
}

async function archive(id: string): Promise<void> {
  const response = await as.admin.request('POST', `/api/documents/${id}/archive`, { reason: 'Process retired' });
  if (response.statusCode !== 200) throw new Error(`archive failed: ${response.body}`);
}

const today = () => clock.now().toISOString().slice(0, 10);
const dispositionSignature = async (client: TestClient, meaning = 'disposition') => ({
  signingToken: await signingToken(client, 'admin@attest.local'),
  meaning,
  type: 'typed',
  image: SIGNATURE_IMAGE,
  consent: true,
});
const decide = async (id: string, decision: 'retain' | 'dispose', reason = 'Retention period over; no open investigation') =>
  as.admin.request('POST', `/api/retention/disposition/${id}`, { decision, reason, signature: await dispositionSignature(as.admin) });
const dueList = async () => (await as.admin.request('GET', '/api/retention/disposition?pageSize=100')).json<DispositionListResponse>();

describe('disposition review', () => {
  let disposed: DocumentDetail;
  let retained: DocumentDetail;
  let obsolete: DocumentDetail;
  let draft: DocumentDetail;
  let shared: Buffer;
  let own: Buffer;
  let printId: string;

  beforeAll(async () => {
    shared = uniquePdf();
    own = uniquePdf();
    // Disposed: version 0.01 holds bytes a kept draft also holds, version 0.02 bytes of its own; effective, then archived.
    disposed = await upload('To dispose', shared);
    const replaced = multipart({ changeSummary: 'Second version', rowVersion: disposed.rowVersion }, { name: 'v2.pdf', content: own });
    expect((await as.author.request('POST', `/api/documents/${disposed.id}/file`, replaced.body, { 'content-type': replaced.contentType })).statusCode).toBe(200);
    await makeEffective(as, disposed.id, today());
    const print = await as.coordinator.request('POST', `/api/documents/${disposed.id}/print`, { copies: 1, purpose: 'Line 2', controlled: false });
    expect(print.statusCode, print.body).toBe(201);
    printId = print.json<{ printId: string }>().printId;
    await archive(disposed.id);
    draft = await upload('Kept draft with the same bytes', shared);
    retained = await upload('To retain', uniquePdf());
    await archive(retained.id);
    obsolete = await upload('Made obsolete', uniquePdf());
    await makeEffective(as, obsolete.id, today());
    expect((await act(as.admin, obsolete.id, { action: 'mark_obsolete', comment: 'Withdrawn', signature: await releaseSignature(as.admin, 'admin@attest.local', 'retired') })).statusCode).toBe(200);
  });

  it('refuses a document before its period has passed, and one not archived or obsolete', async () => {
    expect((await dueList()).items.map((i) => i.id)).not.toContain(disposed.id);
    const early = await decide(disposed.id, 'dispose');
    expect(early.statusCode).toBe(409);
    expect(errorCode(early)).toBe('RETENTION_NOT_DUE');
    clock.advance(2556 * DAY);
    const notRetired = await decide(draft.id, 'dispose');
    expect(errorCode(notRetired)).toBe('RETENTION_NOT_DUE');
    expect((await t.store.exists(sha(shared)))).toBe(true);
  });

  it('lists archived and obsolete documents past the documents period, paged in SQL', async () => {
    const list = await dueList();
    const mine = list.items.filter((i) => [disposed.id, retained.id, obsolete.id].includes(i.id));
    expect(mine.map((i) => [i.id, i.status])).toEqual(
      expect.arrayContaining([
        [disposed.id, 'archived'],
        [retained.id, 'archived'],
        [obsolete.id, 'obsolete'],
      ]),
    );
    expect(mine.find((i) => i.id === disposed.id)).toMatchObject({ versions: 2, versionLabel: (await as.admin.request('GET', `/api/documents/${disposed.id}`)).json<DocumentDetail>().version });
    const first = (await as.admin.request('GET', '/api/retention/disposition?page=1&pageSize=1')).json<DispositionListResponse>();
    expect(first.items).toHaveLength(1);
    expect(first.total).toBe(list.total);
    expect((await as.coordinator.request('GET', '/api/retention/disposition')).statusCode).toBe(403);
  });

  it('needs a signature with the meaning "disposition" and a reason: nothing changes without them [REQ:FR-RET-2]', async () => {
    const wrongMeaning = await as.admin.request('POST', `/api/retention/disposition/${disposed.id}`, { decision: 'dispose', reason: 'Over', signature: await dispositionSignature(as.admin, 'approved') });
    expect(wrongMeaning.statusCode).toBe(400);
    const noReason = await as.admin.request('POST', `/api/retention/disposition/${disposed.id}`, { decision: 'dispose', reason: ' ', signature: await dispositionSignature(as.admin) });
    expect(noReason.statusCode).toBe(400);
    const badToken = await as.admin.request('POST', `/api/retention/disposition/${disposed.id}`, {
      decision: 'dispose',
      reason: 'Over',
      signature: { signingToken: 'not-a-token', meaning: 'disposition', type: 'typed', image: SIGNATURE_IMAGE, consent: true },
    });
    expect(errorCode(badToken)).toBe('SIGNING_TOKEN_INVALID');
    expect(await t.store.exists(sha(own))).toBe(true);
    expect(rowsOf(await t.database.db.execute(sql`SELECT 1 FROM document_dispositions WHERE document_id = ${disposed.id}`))).toEqual([]);
  });

  it('disposes: destroys the bytes nothing else needs, keeps the record, its hashes, signatures and audit trail [REQ:P11-10c] [REQ:A11-17] [REQ:FR-RET-2]', async () => {
    const response = await decide(disposed.id, 'dispose');
    expect(response.statusCode).toBe(200);
    // Its own file (a PDF is its own rendition), the rendition with its signature and history pages the print was
    // made from (P11-50), and the stamped PDF of its print.
    expect(response.json<DispositionDecisionResponse>()).toMatchObject({ decision: 'dispose', destroyedFiles: 3, nextDueAt: null });
    expect(await t.store.exists(sha(own))).toBe(false);
    const manifested = rowsOf<{ pdf_sha256: string }>(await t.database.db.execute(sql`SELECT m.pdf_sha256 FROM manifested_renditions m JOIN document_versions v ON v.id = m.version_id WHERE v.document_id = ${disposed.id}`));
    expect(manifested).toHaveLength(1);
    expect(await t.store.exists(manifested[0]!.pdf_sha256)).toBe(false);
    const [printed] = rowsOf<{ pdf_sha256: string }>(await t.database.db.execute(sql`SELECT pdf_sha256 FROM document_prints WHERE id = ${printId}`));
    expect(await t.store.exists(printed!.pdf_sha256)).toBe(false);
    expect(errorCode(await as.coordinator.request('GET', `/api/prints/${printId}/pdf`))).toBe('DOCUMENT_DISPOSED');
    expect(await t.store.exists(sha(shared))).toBe(true);
    const [blob] = rowsOf<{ size: number | string; destroyed_at: unknown }>(await t.database.db.execute(sql`SELECT size, destroyed_at FROM blobs WHERE sha256 = ${sha(own)}`));
    expect(Number(blob!.size)).toBe(own.length);
    expect(blob!.destroyed_at).not.toBeNull();

    // The record stays, with its versions' hashes; the files answer a clear error.
    const detail = await as.admin.request('GET', `/api/documents/${disposed.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<DocumentDetail>().versions).toHaveLength(2);
    expect(detail.json<DocumentDetail>().disposal).toMatchObject({ disposedBy: 'Sarah Mitchell', reason: expect.any(String) as string });
    for (const path of [`/api/documents/${disposed.id}/file`, `/api/documents/${disposed.id}/content`]) {
      const gone = await as.admin.request('GET', path);
      expect(gone.statusCode).toBe(410);
      expect(errorCode(gone)).toBe('DOCUMENT_DISPOSED');
    }
    // The draft holding the shared bytes still serves them.
    expect((await as.author.request('GET', `/api/documents/${draft.id}/file`)).rawPayload).toEqual(shared);

    // Every signature remains and verifies: the approval over the destroyed file by its recorded hash, and the disposition.
    const signatures = (await as.admin.request('GET', `/api/documents/${disposed.id}/signatures`)).json<{ id: string; meaning: string }[]>();
    expect(signatures.map((s) => s.meaning)).toEqual(expect.arrayContaining(['approved', 'disposition']));
    for (const s of signatures) {
      const check = (await as.admin.request('GET', `/api/signatures/${s.id}/verify`)).json<SignatureValidation>();
      expect(check.isValid, `${s.meaning}: ${check.errors.join('; ')}`).toBe(true);
    }
    const actions = rowsOf<{ action: string; reason: string | null }>(
      await t.database.db.execute(sql`SELECT action, reason FROM audit_events WHERE entity_type = 'document' AND entity_id = ${disposed.id} ORDER BY seq`),
    );
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['Document Archived', 'Document Disposed']));
    expect(actions.at(-1)).toEqual({ action: 'Document Disposed', reason: 'Retention period over; no open investigation' });
    expect((await as.admin.request('GET', '/api/audit/verify')).json<AuditVerifyResponse>().intact).toBe(true);
    // Destroyed content is not reported missing by the storage integrity check.
    const integrity = (await as.admin.request('GET', '/api/system/storage/integrity')).json<{ missing: string[]; orphans: string[] }>();
    expect(integrity.missing).not.toContain(sha(own));
    expect(integrity.orphans).not.toContain(sha(own));

    // It stays archived: a restore would bring back a document without its content.
    const restore = await act(as.admin, disposed.id, { action: 'restore_from_archive', comment: 'Bring it back' });
    expect(restore.statusCode).toBe(410);
    expect(errorCode(restore)).toBe('DOCUMENT_DISPOSED');
    expect((await as.admin.request('GET', `/api/documents/${disposed.id}`)).json<DocumentDetail>().status).toBe('archived');

    // Once only; and the decision is evidence the server cannot change.
    expect(errorCode(await decide(disposed.id, 'dispose'))).toBe('RETENTION_NOT_DUE');
    expect((await dueList()).items.map((i) => i.id)).not.toContain(disposed.id);
    await expect(t.database.db.execute(sql`UPDATE document_dispositions SET reason = 'rewritten' WHERE document_id = ${disposed.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM document_dispositions WHERE document_id = ${disposed.id}`)).rejects.toThrow();
  });

  it('storing destroyed bytes again brings them back into the registry', async () => {
    await upload('Same bytes again', own);
    const [blob] = rowsOf<{ destroyed_at: unknown }>(await t.database.db.execute(sql`SELECT destroyed_at FROM blobs WHERE sha256 = ${sha(own)}`));
    expect(blob!.destroyed_at).toBeNull();
    expect(await t.store.exists(sha(own))).toBe(true);
  });

  it('retains for another period counted from the decision, signed and audited, and the files stay', async () => {
    const response = await decide(retained.id, 'retain', 'Litigation hold');
    expect(response.statusCode).toBe(200);
    const body = response.json<DispositionDecisionResponse>();
    expect(body).toMatchObject({ decision: 'retain', destroyedFiles: 0 });
    expect(new Date(body.nextDueAt!).getTime()).toBe(clock.now().getTime() + 2555 * DAY);
    expect((await dueList()).items.map((i) => i.id)).not.toContain(retained.id);
    expect(errorCode(await decide(retained.id, 'dispose'))).toBe('RETENTION_NOT_DUE');
    expect((await as.admin.request('GET', `/api/documents/${retained.id}/file`)).statusCode).toBe(200);
    const [event] = rowsOf<{ reason: string; new_values: { decision: string; meaning: string } }>(
      await t.database.db.execute(sql`SELECT reason, new_values FROM audit_events WHERE entity_id = ${retained.id} AND action = 'Document Retained'`),
    );
    expect(event).toMatchObject({ reason: 'Litigation hold', new_values: { decision: 'retain', meaning: 'disposition' } });
    clock.advance(2555 * DAY);
    expect((await dueList()).items.map((i) => i.id)).toContain(retained.id);
  });

  it('counts an obsolete document from the day it was made obsolete, and a period of 0 makes a retired document due at once', async () => {
    expect((await dueList()).items.find((i) => i.id === obsolete.id)?.status).toBe('obsolete');
    clock.set(new Date(Date.now() - DAY));
    const fresh = await upload('Archived today', uniquePdf());
    await archive(fresh.id);
    // Archiving stamps the wall-clock time: the app clock catches up with it.
    clock.set(new Date());
    expect((await dueList()).items.map((i) => i.id)).not.toContain(fresh.id);
    expect((await as.admin.request('PUT', '/api/system/retention', { documents: 0, auditLogs: 1825, backups: 90, drafts: 365 })).statusCode).toBe(200);
    expect((await dueList()).items.map((i) => i.id)).toContain(fresh.id);
  });
});
