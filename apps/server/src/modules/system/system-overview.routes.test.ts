import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SystemOverviewResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.ts';
import { quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;

beforeAll(async () => {
  t = await startTestApp({ SESSION_IDLE_MINUTES: '20', UPLOAD_MAX_MB: '25', SITE_TIMEZONE: 'Europe/Berlin' });
  as = await signedInClients(t.app);
});
afterAll(async () => {
  await t.close();
});

const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.database.db.execute(query))[0]!.n;

describe('GET /api/system/overview', () => {
  it('gives the administrator figures counted from the database and the configuration the server started with [REQ:A11-11]', async () => {
    const ref = await referenceIds(as.author);
    await quickCreate(as.author, { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id }, { title: 'Overview count' });
    const overview = (await as.admin.request('GET', '/api/system/overview')).json<SystemOverviewResponse>();
    expect(overview.counts).toEqual({
      documents: await count(sql`SELECT count(*)::int AS n FROM documents WHERE status <> 'archived'`),
      activeWorkflows: await count(sql`SELECT count(*)::int AS n FROM workflows WHERE status = 'active'`),
      activeUsers: await count(sql`SELECT count(*)::int AS n FROM users WHERE password_hash IS NOT NULL`),
      auditEventsLast24h: await count(sql`SELECT count(*)::int AS n FROM audit_events WHERE occurred_at >= now() - interval '24 hours'`),
    });
    expect(overview.counts.documents).toBeGreaterThan(0);
    expect(overview.databaseResponseMs).toBeGreaterThanOrEqual(0);
    expect(overview.health.storage.filesBytes).toBe(await count(sql`SELECT coalesce(sum(size), 0)::int AS n FROM blobs`));
    expect(overview.configuration).toMatchObject({
      siteTimezone: 'Europe/Berlin',
      emailEnabled: false,
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
    // The values an administrator may change are the system preferences, not part of the start-up configuration.
    expect(overview.configuration).not.toHaveProperty('sessionIdleMinutes');
    // Nothing secret is part of it.
    expect(JSON.stringify(overview)).not.toMatch(/password|smtp:|postgres:\/\//i);
  });

  it('is for holders of manage-system only', async () => {
    for (const client of [as.coordinator, as.author, as.user]) expect(errorCode(await client.request('GET', '/api/system/overview'))).toBe('FORBIDDEN');
  });
});
