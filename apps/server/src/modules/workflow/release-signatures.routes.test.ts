import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_CONFIG_DEFAULTS, type SignatureRecord, type SignatureValidation } from '@attest/domain';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.ts';
import { referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { pendingApproval } from '../../../test/signing-helpers.ts';
import { act, releaseSignature, signature } from '../../../test/workflow-helpers.ts';
import { saveSetting } from '../../../test/four-eyes-helpers.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
const today = () => new Date().toISOString().slice(0, 10);
beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
});
afterAll(async () => t.close());

const ADMIN = 'admin@attest.local';
const approved = async () => {
  const doc = await pendingApproval(as, ids);
  const response = await act(as.approver, doc.id, { action: 'approve_document', comment: 'Approved', signature: await signature(as.approver, 'approver@attest.local') });
  if (response.statusCode !== 200) throw new Error(response.body);
  return doc;
};
const release = { action: 'make_effective', effectiveDate: today(), reviewPeriodMonths: 12 };
const signaturesOf = async (id: string) => (await as.admin.request('GET', `/api/documents/${id}/signatures`)).json<SignatureRecord[]>();
const configure = (releaseSignatures: Record<string, boolean>) =>
  saveSetting(t.app, as.admin, '/api/system/signature-config', { ...SIGNATURE_CONFIG_DEFAULTS, releaseSignatures: { ...SIGNATURE_CONFIG_DEFAULTS.releaseSignatures, ...releaseSignatures }, reason: 'CC-2026-031' });

describe('signed release actions (21 CFR 11.50, 11.70)', () => {
  it('Make Effective takes a signature meaning "released" that binds the version, and Mark Obsolete one meaning "retired" [REQ:P11-10f]', async () => {
    const doc = await approved();
    const unsigned = await act(as.admin, doc.id, release);
    expect([unsigned.statusCode, errorCode(unsigned)]).toEqual([400, 'SIGNATURE_REQUIRED']);
    const wrongMeaning = await act(as.admin, doc.id, { ...release, signature: await releaseSignature(as.admin, ADMIN, 'archived') });
    expect([wrongMeaning.statusCode, errorCode(wrongMeaning)]).toEqual([400, 'VALIDATION_FAILED']);

    expect((await act(as.admin, doc.id, { ...release, signature: await releaseSignature(as.admin, ADMIN) })).statusCode).toBe(200);
    const released = (await signaturesOf(doc.id)).find((s) => s.meaning === 'released');
    expect(released).toMatchObject({ signerName: 'Sarah Mitchell', actionType: 'make_effective' });
    const approval = (await signaturesOf(doc.id)).find((s) => s.meaning === 'approved');
    expect(released?.contentHash).toBe(approval?.contentHash);
    expect((await as.admin.request('GET', `/api/signatures/${released!.id}/verify`)).json<SignatureValidation>()).toMatchObject({ isValid: true });

    const obsolete = { action: 'mark_obsolete', comment: 'Replaced by a new procedure' };
    expect(errorCode(await act(as.admin, doc.id, obsolete))).toBe('SIGNATURE_REQUIRED');
    expect((await act(as.admin, doc.id, { ...obsolete, signature: await releaseSignature(as.admin, ADMIN, 'retired') })).statusCode).toBe(200);
    expect((await signaturesOf(doc.id)).map((s) => s.meaning)).toEqual(['approved', 'released', 'retired']);
  });

  it('Archive and Restore are signed ("archived", "restored") once the signature configuration says so; Make Effective unsigned once it is off [REQ:P11-10f]', async () => {
    const doc = await approved();
    expect((await configure({ makeEffective: false, archive: true, restore: true })).statusCode).toBe(200);
    expect((await act(as.admin, doc.id, release)).statusCode).toBe(200);

    expect(errorCode(await as.admin.request('POST', `/api/documents/${doc.id}/archive`, { reason: 'Site closed' }))).toBe('SIGNATURE_REQUIRED');
    const archived = await as.admin.request('POST', `/api/documents/${doc.id}/archive`, { reason: 'Site closed', signature: await releaseSignature(as.admin, ADMIN, 'archived') });
    expect(archived.statusCode).toBe(200);
    expect(errorCode(await act(as.admin, doc.id, { action: 'restore_from_archive', comment: 'Site reopened' }))).toBe('SIGNATURE_REQUIRED');
    const restored = await act(as.admin, doc.id, { action: 'restore_from_archive', comment: 'Site reopened', signature: await releaseSignature(as.admin, ADMIN, 'restored') });
    expect(restored.statusCode).toBe(200);
    expect((await signaturesOf(doc.id)).map((s) => [s.meaning, s.actionType])).toEqual([
      ['approved', 'approve_document'],
      ['archived', 'archive'],
      ['restored', 'restore_from_archive'],
    ]);
    expect((await configure({})).statusCode).toBe(200);
  });
});
