import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DocumentDetail } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorOf, startTestApp, type TestApp } from '../../../test/harness.ts';
import { quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act } from '../../../test/workflow-helpers.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
});
afterAll(() => t.close());

const lastEvent = async (documentId: string) =>
  rowsOf<{ action: string; reason: string | null }>(await t.database.db.execute(sql`SELECT action, reason FROM audit_events WHERE entity_type = 'document' AND entity_id = ${documentId} ORDER BY seq DESC LIMIT 1`))[0];

describe('unlock, archive and restore say why', () => {
  it('refuses an unlock without a reason (field message) and audits the reason given', async () => {
    const doc = await quickCreate(as.author, ids, { title: 'Unlock needs a reason' });
    await t.database.db.execute(sql`UPDATE documents SET status = 'approved', is_locked = true WHERE id = ${doc.id}`);
    expect(errorOf(await as.approver.request('POST', `/api/documents/${doc.id}/unlock`))).toMatchObject({ code: 'VALIDATION_FAILED' });
    for (const body of [{}, { reason: '   ' }]) {
      const refused = await as.approver.request('POST', `/api/documents/${doc.id}/unlock`, body);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { reason: 'A reason is required' } });
    }
    const unlocked = await as.approver.request('POST', `/api/documents/${doc.id}/unlock`, { reason: 'Correct a typo in the scope' });
    expect(unlocked.json<DocumentDetail>().isLocked).toBe(false);
    expect(await lastEvent(doc.id)).toEqual({ action: 'Document Unlocked', reason: 'Correct a typo in the scope' });
  });

  it('refuses an archive or a restore without a reason (field message) and audits the reasons given', async () => {
    const doc = await quickCreate(as.author, ids, { title: 'Archive and restore need reasons' });
    expect(errorOf(await as.admin.request('POST', `/api/documents/${doc.id}/archive`, { reason: '' }))).toMatchObject({ fields: { reason: 'A reason is required' } });
    expect((await as.admin.request('POST', `/api/documents/${doc.id}/archive`, { reason: 'Raised in error' })).statusCode).toBe(200);
    expect(await lastEvent(doc.id)).toEqual({ action: 'Document Archived', reason: 'Raised in error' });

    for (const comment of ['', '  ']) {
      const refused = await act(as.admin, doc.id, { action: 'restore_from_archive', comment });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { comment: 'A reason is required' } });
    }
    expect((await act(as.admin, doc.id, { action: 'restore_from_archive', comment: 'Needed after all' })).statusCode).toBe(200);
    expect(await lastEvent(doc.id)).toEqual({ action: 'Document Restored', reason: 'Needed after all' });
  });
});
