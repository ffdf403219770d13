import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FIELD_MESSAGES, SIGNATURE_CONFIG_DEFAULTS, type SignatureConfig, type SignatureConfigResponse, type SigningRequirements } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { pendingApproval } from '../../../test/signing-helpers.ts';
import { act, signature, signingToken } from '../../../test/workflow-helpers.ts';
import { newSignedInUser } from '../../../test/users-helpers.ts';
import { restoreSetting, saveSetting } from '../../../test/four-eyes-helpers.ts';
import { SIGNATURE_CONFIG_SETTING } from './signature-config.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
});
afterAll(async () => t.close());
afterEach(async () => {
  await restoreSetting(t.app, SIGNATURE_CONFIG_SETTING, SIGNATURE_CONFIG_DEFAULTS);
});

/** A save; one that weakens a control is approved by a second administrator (four-eyes rule). */
const save = (change: Partial<SignatureConfig>, reason = 'Validated change CC-2026-014') =>
  saveSetting(t.app, as.admin, '/api/system/signature-config', { ...SIGNATURE_CONFIG_DEFAULTS, ...change, reason });

/** An image data URL of `bytes` decoded bytes: the server checks the declared format and the size, not the pixels. */
const pngOf = (bytes: number, format: 'png' | 'jpeg' = 'png') => `data:image/${format};base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

const approve = async (id: string, mark: Record<string, unknown>) =>
  act(as.approver, id, { action: 'approve_document', comment: 'Approved', signature: { ...(await signature(as.approver, 'approver@attest.local')), ...mark } });

describe('signature configuration', () => {
  it('is the defaults until saved, with the locked rules and their reasons', async () => {
    const response = await as.admin.request('GET', '/api/system/signature-config');
    expect(response.statusCode).toBe(200);
    const body = response.json<SignatureConfigResponse>();
    expect(body).toMatchObject({ ...SIGNATURE_CONFIG_DEFAULTS, defaults: SIGNATURE_CONFIG_DEFAULTS });
    expect(body.maxImageBytes).toBe(1024 * 1024);
    expect(body.locked.map((item) => [item.key, item.enabled])).toEqual([
      ['passwordReauthentication', true],
      ['part11Mode', true],
    ]);
    // The second factor at signing is a real option now (FR-AUTH-6), off until an administrator turns it on.
    expect(body.requireSecondFactor).toBe(false);
  });

  it('is saved with a reason by an administrator, audited old → new with the reason; refused without one [REQ:A11-10] [REQ:FR-SIG-3]', async () => {
    const missing = await as.admin.request('PUT', '/api/system/signature-config', { ...SIGNATURE_CONFIG_DEFAULTS, reason: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ reason: FIELD_MESSAGES.settingsReasonRequired });
    const none = await as.admin.request('PUT', '/api/system/signature-config', { ...SIGNATURE_CONFIG_DEFAULTS, allowedTypes: [], maxSigningAttempts: 0, reason: 'x' });
    expect(none.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      allowedTypes: FIELD_MESSAGES.signatureTypesRequired,
      maxSigningAttempts: FIELD_MESSAGES.signatureAttemptsRange,
    });

    const saved = await save({ allowedTypes: ['typed'], reminderFrequency: 'weekly' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<SignatureConfigResponse>()).toMatchObject({ allowedTypes: ['typed'], reminderFrequency: 'weekly' });
    const [event] = rowsOf<{ action: string; reason: string; old_values: SignatureConfig; new_values: SignatureConfig }>(
      await t.database.db.execute(sql`SELECT action, reason, old_values, new_values FROM audit_events WHERE entity_type = 'setting' AND entity_id = 'signatureConfig' ORDER BY seq DESC LIMIT 1`),
    );
    expect(event).toMatchObject({ action: 'Signature Configuration Changed', reason: 'Validated change CC-2026-014' });
    expect(event?.old_values.allowedTypes).toEqual(['drawn', 'typed', 'uploaded']);
    expect(event?.new_values.allowedTypes).toEqual(['typed']);
  });

  it('is for administrators only', async () => {
    expect((await as.approver.request('GET', '/api/system/signature-config')).statusCode).toBe(403);
    expect((await as.author.request('PUT', '/api/system/signature-config', { ...SIGNATURE_CONFIG_DEFAULTS, reason: 'mine' })).statusCode).toBe(403);
  });
});

describe('the signing service follows the saved configuration', () => {
  it('refuses a drawn mark once drawn signatures are turned off, and tells the dialog which marks remain [REQ:FR-SIG-3]', async () => {
    const doc = await pendingApproval(as, ids);
    await save({ allowedTypes: ['typed', 'uploaded'] });
    expect((await as.approver.request('GET', '/api/signatures/requirements')).json<SigningRequirements>().allowedTypes).toEqual(['typed', 'uploaded']);
    const drawn = await approve(doc.id, { type: 'drawn' });
    expect(drawn.statusCode).toBe(400);
    expect(errorCode(drawn)).toBe('SIGNATURE_TYPE_NOT_ALLOWED');
    expect((await approve(doc.id, { type: 'typed' })).statusCode).toBe(200);
  });

  it('refuses an upload in a format turned off, and a mark larger than the configured maximum', async () => {
    const doc = await pendingApproval(as, ids);
    await save({ imageFormats: ['png'], maxImageBytes: 16 * 1024 });
    const jpeg = await approve(doc.id, { type: 'uploaded', image: pngOf(1000, 'jpeg') });
    expect([jpeg.statusCode, errorCode(jpeg)]).toEqual([415, 'SIGNATURE_FORMAT_NOT_ALLOWED']);
    const large = await approve(doc.id, { type: 'uploaded', image: pngOf(16 * 1024 + 1) });
    expect([large.statusCode, errorCode(large)]).toEqual([413, 'SIGNATURE_IMAGE_TOO_LARGE']);
    expect((await approve(doc.id, { type: 'uploaded', image: pngOf(16 * 1024) })).statusCode).toBe(200);
  });

  it('asks for the legal disclaimer while required, and not once turned off [REQ:P11-10j] [REQ:FR-SIG-3]', async () => {
    const doc = await pendingApproval(as, ids);
    const refused = await approve(doc.id, { consent: false });
    expect([refused.statusCode, refused.json<{ error: { fields: Record<string, string> } }>().error.fields]).toEqual([400, { consent: FIELD_MESSAGES.consentRequired }]);
    await save({ requireLegalDisclaimer: false });
    expect((await approve(doc.id, { consent: false })).statusCode).toBe(200);
  });

  it('ends signing after the configured number of failed attempts, and gives tokens the configured lifetime', async () => {
    await save({ maxSigningAttempts: 1, authenticationMinutes: 2 });
    const { client: signer } = await newSignedInUser(t.app, as.admin, { email: 'config-signer@attest.local', role: 'approver' });
    expect((await signer.request('GET', '/api/signatures/requirements')).json<SigningRequirements>()).toMatchObject({ attemptsLeft: 1, maxAttempts: 1 });
    const wrong = await signer.request('POST', '/api/signatures/authenticate', { email: 'config-signer@attest.local', password: 'not-the-password' });
    expect([wrong.statusCode, errorCode(wrong)]).toEqual([423, 'SIGNING_LOCKED']);

    const fresh = new TestClient(t.app);
    await fresh.signIn('approver@attest.local');
    const before = Date.now();
    const ok = await fresh.request('POST', '/api/signatures/authenticate', { email: 'approver@attest.local', password: 'Attest-Demo-2026' });
    const lifetime = new Date(ok.json<{ expiresAt: string }>().expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(110_000);
    expect(lifetime).toBeLessThanOrEqual(121_000);
    expect(await signingToken(fresh, 'approver@attest.local')).toBeTruthy();
  });
});
