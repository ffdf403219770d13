import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = new TestClient(t.app);
  await admin.signIn('admin@attest.local');
});
afterAll(async () => {
  await t.close();
});

// Read as the signed-in admin: visitors are not told the figures unless publicStats is on.
const auditCount = async () => (await admin.request('GET', '/api/public/stats')).json<{ auditEvents: number }>().auditEvents;

describe('cross-site navigations (Fetch Metadata)', () => {
  it.each(['cross-site', 'same-site'])('refuses an audited export opened from a %s page, and audits nothing', async (site) => {
    const before = await auditCount();
    const response = await admin.request('GET', '/api/audit/export.csv', undefined, { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' });
    expect(response.statusCode).toBe(403);
    expect(errorCode(response)).toBe('CROSS_SITE_REQUEST');
    expect(await auditCount()).toBe(before);
  });

  it('refuses a cross-site request to any API route, signed in or not [REQ:P11-10h]', async () => {
    const response = await new TestClient(t.app).request('GET', '/api/health', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(errorCode(response)).toBe('CROSS_SITE_REQUEST');
  });

  it.each([
    ['the app itself', { 'sec-fetch-site': 'same-origin' }],
    ['a typed URL or bookmark', { 'sec-fetch-site': 'none' }],
    ['a non-browser client', {}],
  ])('serves %s', async (_label, headers: Record<string, string>) => {
    const before = await auditCount();
    const response = await admin.request('GET', '/api/audit/export.csv', undefined, headers);
    expect(response.statusCode).toBe(200);
    expect(await auditCount()).toBe(before + 1);
  });

  it('leaves the web app outside /api reachable from e-mailed links', async () => {
    const response = await new TestClient(t.app).request('GET', '/open/some-document', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(errorCode(response)).not.toBe('CROSS_SITE_REQUEST');
  });
});
