import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditListResponse, DashboardResponse, SearchResponse } from '@attest/domain';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';

/**
 * Spec 01 §6 and 02 §7: the system-wide trail, security events and network details belong to
 * the roles with the audit module (administrator, document coordinator); the others read the change log of the
 * documents they may open, without IP addresses, user agents or session ids.
 */
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let docId: string;
let adminSignIn: number;

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  docId = (await quickCreate(as.author, { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id }, { title: 'Change log SOP' })).id;
  const trail = (await as.admin.request('GET', '/api/audit?pageSize=200')).json<AuditListResponse>();
  adminSignIn = trail.items.find((e) => e.action === 'Sign-in' && e.actor.role === 'admin')!.seq;
});
afterAll(async () => {
  await t.close();
});

const NETWORK_KEYS = ['session', 'ip', 'device', 'userAgent'];
const keysOf = (values: unknown) => (values && typeof values === 'object' ? Object.keys(values) : []);
const withoutNetwork = (entry: AuditEntry) =>
  entry.ip === null && entry.userAgent === null && [...keysOf(entry.newValues), ...keysOf(entry.oldValues)].every((k) => !NETWORK_KEYS.includes(k));

describe('the audit trail by role', () => {
  it('refuses the system-wide trail, its entries and its exports to roles without the audit module: they list only their own entries', async () => {
    for (const client of [as.author, as.reviewer, as.approver, as.user]) {
      for (const path of [`/api/audit/${adminSignIn}`, '/api/audit/export.csv', '/api/audit/export.pdf', '/api/audit/export.json']) {
        expect((await client.request('GET', path)).statusCode, path).toBe(403);
      }
      const own = (await client.request('GET', '/api/audit?pageSize=200')).json<AuditListResponse>();
      const me = own.items[0]!.actor.id;
      expect(own.items.every((e) => e.actor.id === me && withoutNetwork(e))).toBe(true);
      expect(own.summary.total).toBe(own.total);
    }
  });

  it('gives the administrator and the coordinator the whole trail with network details', async () => {
    for (const client of [as.admin, as.coordinator]) {
      const trail = (await client.request('GET', '/api/audit?pageSize=200')).json<AuditListResponse>();
      expect(trail.items.some((e) => e.action === 'Sign-in' && e.actor.role === 'admin' && e.ip !== null)).toBe(true);
      expect((await client.request('GET', '/api/audit/export.csv')).statusCode).toBe(200);
    }
  });

  it('shows others only their own activity on the dashboard, without network details', async () => {
    const recent = (await as.author.request('GET', '/api/dashboard')).json<DashboardResponse>().recentActivity;
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((e) => e.actor.role === 'author' && withoutNetwork(e))).toBe(true);
  });

  it('finds no audit entries in global search for roles without the module', async () => {
    const found = (await as.author.request('GET', '/api/search?q=sign')).json<SearchResponse>();
    expect(found.counts.audit).toBeUndefined();
  });

  it("gives the document's change log to those who may open it, without network details", async () => {
    const log = await as.author.request('GET', `/api/documents/${docId}/audit`);
    expect(log.statusCode, log.body).toBe(200);
    const items = log.json<AuditListResponse>().items;
    expect(items.map((e) => e.action)).toContain('Document Created');
    expect(items.every((e) => e.entityId === docId && withoutNetwork(e))).toBe(true);
    // Role user holds no change logs; an approver outside this draft's workflow may not open its history.
    expect((await as.user.request('GET', `/api/documents/${docId}/audit`)).statusCode).toBe(403);
    expect((await as.approver.request('GET', `/api/documents/${docId}/audit`)).statusCode).toBe(404);
  });
});
