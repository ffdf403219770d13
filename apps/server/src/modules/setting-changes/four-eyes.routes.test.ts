import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SETTING_CHANGE_MEANING, SIGNATURE_CONFIG_DEFAULTS, type SettingChangeRecord, type SignatureConfigResponse, type SystemPreferencesResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, errorOf, startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { approveAsSecondAdmin, secondAdmin } from '../../../test/four-eyes-helpers.ts';
import { assignable, submittedDraft } from '../../../test/signing-helpers.ts';
import { act, signature, signingToken } from '../../../test/workflow-helpers.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let other: TestClient;
let ids: { categoryId: string; departmentId: string };
beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  other = await secondAdmin(t.app, as.admin);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
}, 60_000);
afterAll(async () => t.close());

const SIGNATURES = '/api/system/signature-config';
const PREFERENCES = '/api/system/preferences';
const setSegregation = (enforced: boolean, reason: string) => as.admin.request('PUT', SIGNATURES, { ...SIGNATURE_CONFIG_DEFAULTS, segregationOfDuties: { enforced }, reason });
const preferences = async () => (await as.admin.request('GET', PREFERENCES)).json<SystemPreferencesResponse>();
const savePreferences = async (change: Record<string, unknown>, reason: string, client: TestClient = as.admin) => {
  const { defaults: _d, pinned: _p, updatedAt: _u, updatedBy: _b, ...value } = await preferences();
  return client.request('PUT', PREFERENCES, { ...value, ...change, reason });
};
/** The administrator authors a draft, the reviewer reviews it, and the administrator then approves it for the approver. */
const adminApprovesOwnDraft = async () => {
  const doc = await submittedDraft(as, as.admin, ids);
  expect((await act(as.reviewer, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Looks right' })).statusCode).toBe(200);
  expect((await act(as.reviewer, doc.id, { action: 'submit_for_approval', comment: 'Ready' })).statusCode).toBe(200);
  const onBehalfOf = { userId: await assignable(as.author, 'approver'), reason: 'Approver away' };
  return act(as.admin, doc.id, { action: 'approve_document', comment: 'Approved alone', signature: await signature(as.admin, 'admin@attest.local'), onBehalfOf });
};
const auditOf = async (entityId: string) =>
  rowsOf<{ action: string; actor_name: string; reason: string | null; new_values: Record<string, unknown> | null }>(
    await t.database.db.execute(sql`SELECT action, actor_name, reason, new_values FROM audit_events WHERE entity_id = ${entityId} ORDER BY seq`),
  );

describe('four-eyes approval of changes that weaken GxP controls', () => {
  it('turning segregation of duties off is only pending: the author still cannot approve alone until another administrator signs the change', async () => {
    const proposed = await setSegregation(false, 'Single-person site during the shutdown');
    expect(proposed.statusCode).toBe(202);
    const change = proposed.json<SettingChangeRecord>();
    expect(change).toMatchObject({ settingKey: 'signatureConfig', status: 'pending', reason: 'Single-person site during the shutdown', weakened: [{ field: 'segregationOfDuties.enforced', from: true, to: false }], proposedBy: { name: 'Sarah Mitchell' }, signature: null });
    expect((await as.admin.request('GET', SIGNATURES)).json<SignatureConfigResponse>().segregationOfDuties).toEqual({ enforced: true });

    // The attack: the same administrator now approves their own draft. Segregation still holds.
    const alone = await adminApprovesOwnDraft();
    expect([alone.statusCode, errorCode(alone)]).toEqual([403, 'SOD_AUTHOR']);

    // Nor may they approve their own proposal, or propose a second change of the same setting meanwhile.
    const self = await as.admin.request('POST', `/api/system/setting-changes/${change.id}/approve`, { signingToken: await signingToken(as.admin, 'admin@attest.local'), meaning: SETTING_CHANGE_MEANING, consent: true });
    expect([self.statusCode, errorCode(self)]).toEqual([403, 'FOUR_EYES_SAME_PERSON']);
    expect(errorOf(self).message).toContain('another administrator');
    const again = await as.admin.request('PUT', SIGNATURES, { ...SIGNATURE_CONFIG_DEFAULTS, maxSigningAttempts: 10, reason: 'More attempts' });
    expect([again.statusCode, errorCode(again)]).toEqual([409, 'SETTING_CHANGE_PENDING']);
    // An approval needs a signing authentication.
    const unsigned = await other.request('POST', `/api/system/setting-changes/${change.id}/approve`, { signingToken: 'forged', meaning: SETTING_CHANGE_MEANING, consent: true });
    expect([unsigned.statusCode, errorCode(unsigned)]).toEqual([403, 'SIGNING_TOKEN_INVALID']);

    const listed = (await other.request('GET', '/api/system/setting-changes?status=pending')).json<SettingChangeRecord[]>();
    expect(listed.map((c) => c.id)).toEqual([change.id]);

    const approved = await approveAsSecondAdmin(t.app, as.admin, change.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<SettingChangeRecord>()).toMatchObject({ status: 'approved', decidedBy: { name: 'Quinn Second' }, signature: { signerName: 'Quinn Second', meaning: 'approved' } });
    expect((await as.admin.request('GET', SIGNATURES)).json<SignatureConfigResponse>().segregationOfDuties).toEqual({ enforced: false });
    expect((await adminApprovesOwnDraft()).statusCode).toBe(200);

    expect((await auditOf(change.id)).map((e) => [e.action, e.actor_name])).toEqual([
      ['Signature Configuration Change Proposed', 'Sarah Mitchell'],
      ['Signature Configuration Change Approved', 'Quinn Second'],
    ]);
    const [applied] = (await auditOf('signatureConfig')).slice(-1);
    expect(applied).toMatchObject({ action: 'Signature Configuration Changed', actor_name: 'Quinn Second' });
    expect(applied?.reason).toBe('Single-person site during the shutdown (proposed by Sarah Mitchell, approved by Quinn Second with signature)');

    // Turning it back on strengthens the control: applied at once.
    expect((await setSegregation(true, 'Second person back on site')).statusCode).toBe(200);
    const twice = await approveAsSecondAdmin(t.app, as.admin, change.id);
    expect([twice.statusCode, errorCode(twice)]).toEqual([409, 'SETTING_CHANGE_DECIDED']);
  }, 60_000);

  it('a shorter minimum password or a higher lockout threshold waits too; rejected by another administrator with a reason, withdrawn by the proposer', async () => {
    expect((await savePreferences({ passwordMinLength: 12 }, 'Longer passwords')).statusCode).toBe(200);
    const shorter = await savePreferences({ passwordMinLength: 8 }, 'Users complain');
    expect(shorter.statusCode).toBe(202);
    const change = shorter.json<SettingChangeRecord>();
    expect(change.weakened).toEqual([{ field: 'passwordMinLength', from: 12, to: 8 }]);
    expect((await preferences()).passwordMinLength).toBe(12);
    const notice = (await as.user.request('GET', '/api/system/notice')).json<{ passwordMinLength: number }>();
    expect(notice.passwordMinLength).toBe(12);

    const selfReject = await as.admin.request('POST', `/api/system/setting-changes/${change.id}/reject`, { reason: 'Changed my mind' });
    expect([selfReject.statusCode, errorCode(selfReject)]).toEqual([403, 'FOUR_EYES_SAME_PERSON']);
    expect((await other.request('POST', `/api/system/setting-changes/${change.id}/reject`, { reason: ' ' })).statusCode).toBe(400);
    const rejected = await other.request('POST', `/api/system/setting-changes/${change.id}/reject`, { reason: 'Part 11 needs 12 characters here' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<SettingChangeRecord>()).toMatchObject({ status: 'rejected', decidedBy: { name: 'Quinn Second' }, decisionReason: 'Part 11 needs 12 characters here' });
    expect((await preferences()).passwordMinLength).toBe(12);

    const looser = await savePreferences({ lockoutMaxAttempts: 100 }, 'Fewer lock-outs');
    expect(looser.statusCode).toBe(202);
    const lockout = looser.json<SettingChangeRecord>();
    const notMine = await other.request('POST', `/api/system/setting-changes/${lockout.id}/withdraw`, {});
    expect([notMine.statusCode, errorCode(notMine)]).toEqual([403, 'SETTING_CHANGE_NOT_PROPOSER']);
    const withdrawn = await as.admin.request('POST', `/api/system/setting-changes/${lockout.id}/withdraw`, {});
    expect([withdrawn.statusCode, withdrawn.json<SettingChangeRecord>().status]).toEqual([200, 'withdrawn']);
    expect((await preferences()).lockoutMaxAttempts).toBe(5);
    expect((await auditOf(lockout.id)).map((e) => e.action)).toEqual(['System Preferences Change Proposed', 'System Preferences Change Withdrawn']);
    expect((await auditOf(change.id)).map((e) => [e.action, e.reason])).toEqual([
      ['System Preferences Change Proposed', 'Users complain'],
      ['System Preferences Change Rejected', 'Part 11 needs 12 characters here'],
    ]);
  }, 60_000);

  it('refuses to approve a change proposed against a value that has since changed (stale)', async () => {
    const shorter = await savePreferences({ sessionIdleMinutes: 120 }, 'Longer idle time');
    expect(shorter.statusCode).toBe(202);
    expect((await savePreferences({ uploadMaxMb: 20 }, 'Bigger uploads')).statusCode).toBe(200);
    const stale = await approveAsSecondAdmin(t.app, as.admin, shorter.json<SettingChangeRecord>().id);
    expect([stale.statusCode, errorCode(stale)]).toEqual([409, 'SETTING_CHANGE_STALE']);
    expect((await preferences()).sessionIdleMinutes).toBe(30);
  }, 60_000);

  it('taking a role off the two-factor list waits too; adding one applies at once', async () => {
    expect((await as.admin.request('PUT', '/api/system/two-factor-policy', { requiredRoles: ['admin', 'approver'], reason: 'Approvers too' })).statusCode).toBe(200);
    const off = await as.admin.request('PUT', '/api/system/two-factor-policy', { requiredRoles: ['admin'], reason: 'Approvers have no phones' });
    expect(off.statusCode).toBe(202);
    expect(off.json<SettingChangeRecord>()).toMatchObject({ settingKey: 'twoFactorPolicy', weakened: [{ field: 'requiredRoles.approver', from: true, to: false }] });
    expect((await as.admin.request('GET', '/api/system/two-factor-policy')).json<{ requiredRoles: string[] }>().requiredRoles).toEqual(['admin', 'approver']);
    expect((await approveAsSecondAdmin(t.app, as.admin, off.json<SettingChangeRecord>().id)).statusCode).toBe(200);
    expect((await as.admin.request('GET', '/api/system/two-factor-policy')).json<{ requiredRoles: string[] }>().requiredRoles).toEqual(['admin']);
  }, 60_000);

  it('is for administrators only', async () => {
    expect((await as.approver.request('GET', '/api/system/setting-changes')).statusCode).toBe(403);
    expect((await as.author.request('POST', '/api/system/setting-changes/00000000-0000-4000-8000-000000000000/reject', { reason: 'x' })).statusCode).toBe(403);
    const missing = await other.request('POST', '/api/system/setting-changes/00000000-0000-4000-8000-000000000000/reject', { reason: 'x' });
    expect([missing.statusCode, errorCode(missing)]).toEqual([404, 'SETTING_CHANGE_NOT_FOUND']);
  });
});
