import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERRORS, type WebhookDeliveryPage, type WebhookEndpoint, type WebhookEndpointWithSecret } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorOf, startTestApp, type TestApp } from '../../../test/harness.ts';
import { quickCreateWithFile, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { makeEffective } from '../../../test/workflow-helpers.ts';
import { startWebhookReceiver } from '../../../test/webhook-receiver.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
const BASE = '/api/integrations/webhooks';
// The test receiver's address is allow-listed as an operator would allow an internal receiver; nothing is sent here.
const URL_OK = 'https://127.0.0.1:9/hook';

beforeAll(async () => {
  t = await startTestApp({ WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1' });
  as = await signedInClients(t.app);
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

describe('webhook endpoints', () => {
  it('are for administrators only', async () => {
    for (const who of ['author', 'reviewer', 'approver', 'coordinator', 'user'] as const) {
      expect((await as[who].request('GET', BASE)).statusCode, who).toBe(403);
      expect((await as[who].request('POST', BASE, { url: URL_OK, eventTypes: ['document.effective'] })).statusCode, who).toBe(403);
    }
    expect((await as.admin.request('GET', BASE)).statusCode).toBe(200);
  });

  it('show their secret once, at creation and rotation, and store it only encrypted', async () => {
    const created = await as.admin.request('POST', BASE, { url: URL_OK, eventTypes: ['document.effective', 'document.obsolete'] });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json<WebhookEndpointWithSecret>();
    expect(endpoint).toMatchObject({ url: URL_OK, eventTypes: ['document.effective', 'document.obsolete'], active: true, pausedAt: null });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const listed = await as.admin.request('GET', BASE);
    expect(listed.body).not.toContain(endpoint.secret.slice(6));
    expect(listed.json<WebhookEndpoint[]>()[0]).not.toHaveProperty('secret');
    const [stored] = await rows<{ secret_ciphertext: string }>(sql`SELECT secret_ciphertext FROM webhook_endpoints WHERE id = ${endpoint.id}`);
    expect(stored!.secret_ciphertext).not.toContain(endpoint.secret.slice(6));

    const rotated = await as.admin.request('POST', `${BASE}/${endpoint.id}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const next = rotated.json<WebhookEndpointWithSecret>().secret;
    expect(next).toMatch(/^whsec_/);
    expect(next).not.toBe(endpoint.secret);
    const audit = await rows<{ action: string; new_values: string }>(sql`SELECT action, new_values::text FROM audit_events WHERE entity_id = ${endpoint.id} ORDER BY seq`);
    expect(audit.map((a) => a.action)).toEqual(['Webhook Endpoint Created', 'Webhook Secret Rotated']);
    for (const event of audit) {
      expect(event.new_values).not.toContain(endpoint.secret.slice(6));
      expect(event.new_values).not.toContain(next.slice(6));
    }
  });

  it('refuse loopback, private and metadata addresses unless allow-listed, and http:// unless allowed, with a code and a message', async () => {
    for (const url of ['https://10.0.0.5/hook', 'https://169.254.169.254/latest/meta-data', 'https://[::1]:8080/hook', 'https://192.168.1.10/hook']) {
      const response = await as.admin.request('POST', BASE, { url, eventTypes: ['document.effective'] });
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response), url).toEqual({ code: 'WEBHOOK_ADDRESS_NOT_ALLOWED', message: expect.stringContaining('WEBHOOK_ALLOWED_ADDRESSES') as string });
    }
    // Without WEBHOOK_ALLOW_HTTP a payload never travels in clear text, not even to an allow-listed host.
    for (const url of ['http://127.0.0.1:9/hook', 'http://example.com/hook', 'ftp://example.com/hook', 'https://user:secret@example.com/hook', 'not a url']) {
      const response = await as.admin.request('POST', BASE, { url, eventTypes: ['document.effective'] });
      expect(errorOf(response).code, url).toBe('WEBHOOK_URL_INVALID');
    }
    const unknownEvent = await as.admin.request('POST', BASE, { url: URL_OK, eventTypes: ['document.deleted'] });
    expect(unknownEvent.statusCode).toBe(400);
  });

  it('are changed, deactivated and removed, each change audited', async () => {
    const endpoint = (await as.admin.request('POST', BASE, { url: URL_OK, eventTypes: ['document.effective'] })).json<WebhookEndpointWithSecret>();
    const changed = await as.admin.request('PUT', `${BASE}/${endpoint.id}`, { url: 'https://127.0.0.1:10/other', eventTypes: ['training.completed'], active: false, rowVersion: endpoint.rowVersion });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<WebhookEndpoint>()).toMatchObject({ url: 'https://127.0.0.1:10/other', eventTypes: ['training.completed'], active: false, rowVersion: endpoint.rowVersion + 1 });
    const stale = await as.admin.request('PUT', `${BASE}/${endpoint.id}`, { url: URL_OK, eventTypes: ['document.effective'], active: true, rowVersion: endpoint.rowVersion });
    expect(errorOf(stale).code).toBe('CONFLICT');
    const toPrivate = await as.admin.request('PUT', `${BASE}/${endpoint.id}`, { url: 'https://10.1.2.3/', eventTypes: ['document.effective'], active: true, rowVersion: endpoint.rowVersion + 1 });
    expect(errorOf(toPrivate).code).toBe('WEBHOOK_ADDRESS_NOT_ALLOWED');

    expect((await as.admin.request('DELETE', `${BASE}/${endpoint.id}`)).statusCode).toBe(204);
    expect((await as.admin.request('GET', BASE)).json<WebhookEndpoint[]>().map((e) => e.id)).not.toContain(endpoint.id);
    expect(errorOf(await as.admin.request('DELETE', `${BASE}/${endpoint.id}`)).code).toBe('WEBHOOK_NOT_FOUND');
    const audit = await rows<{ action: string; actor_name: string; old_values: { active?: boolean } | null; new_values: { active?: boolean; url?: string } | null }>(
      sql`SELECT action, actor_name, old_values, new_values FROM audit_events WHERE entity_id = ${endpoint.id} ORDER BY seq`,
    );
    expect(audit.map((a) => a.action)).toEqual(['Webhook Endpoint Created', 'Webhook Endpoint Updated', 'Webhook Endpoint Deleted']);
    expect(audit[1]).toMatchObject({ old_values: { active: true }, new_values: { active: false, url: 'https://127.0.0.1:10/other' } });
    expect(new Set(audit.map((a) => a.actor_name)).size).toBe(1);
  });
});

describe('an http:// endpoint once WEBHOOK_ALLOW_HTTP is off', () => {
  it('gets nothing: each attempt is logged as refused, with why, and retried on the schedule in case it is allowed again', async () => {
    const receiver = await startWebhookReceiver();
    try {
      // Registered while http:// was allowed (this app does not allow it, so the row is written as it was then).
      const endpoint = (await as.admin.request('POST', BASE, { url: receiver.url.replace(/^http:/, 'https:'), eventTypes: ['document.effective'] })).json<WebhookEndpointWithSecret>();
      await t.database.db.execute(sql`UPDATE webhook_endpoints SET url = ${receiver.url} WHERE id = ${endpoint.id}`);
      const ref = await referenceIds(as.author);
      const doc = await quickCreateWithFile(as.author, { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id }, { title: 'Line clearance' });
      await makeEffective(as, doc.id);
      await t.app.jobs.runDue();

      expect(receiver.received).toEqual([]);
      const [delivery] = (await as.admin.request('GET', `${BASE}/${endpoint.id}/deliveries`)).json<WebhookDeliveryPage>().items;
      expect(delivery).toMatchObject({ status: 'pending', attempts: [{ statusCode: null, error: ERRORS.WEBHOOK_URL_INVALID.message }] });
    } finally {
      await receiver.close();
    }
  });
});
