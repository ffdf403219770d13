import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ArchiveStaleDraftsResponse, DocumentDetail, StaleDraftListResponse } from '@attest/domain';
import { TestClock } from '../../platform/clock.ts';
import { todayIn } from '../../platform/site-date.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { documentOf, makeEffective } from '../../../test/workflow-helpers.ts';

const DAY = 86_400_000;
const clock = new TestClock(new Date());
/** The app clock's date (the site is on UTC here), which a release must not be before. */
const today = () => todayIn('UTC', clock.now());
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
  as = await signedInClients(t.app);
});
afterAll(async () => t.close());

const staleIds = async () => (await as.admin.request('GET', '/api/retention/stale-drafts?pageSize=100')).json<StaleDraftListResponse>().items.map((d) => d.id);

describe('stale drafts', () => {
  let stale: DocumentDetail;
  let effective: DocumentDetail;
  beforeAll(async () => {
    const ref = await referenceIds(as.author);
    const ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
    stale = await quickCreate(as.author, ids, { title: 'Forgotten draft' });
    effective = await quickCreate(as.author, ids, { title: 'In force' });
    await makeEffective(as, effective.id, today());
  });

  it('are drafts untouched for longer than the drafts period, listed for administrators, paged', async () => {
    expect(await staleIds()).not.toContain(stale.id);
    clock.advance(366 * DAY);
    const ids = await staleIds();
    expect(ids).toContain(stale.id);
    expect(ids).not.toContain(effective.id);
    const page = (await as.admin.request('GET', '/api/retention/stale-drafts?page=1&pageSize=1')).json<StaleDraftListResponse>();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(ids.length);
    expect((await as.coordinator.request('GET', '/api/retention/stale-drafts')).statusCode).toBe(403);
  });

  it('are archived in bulk with a reason through the archive service, each audited; others are skipped with why [REQ:FR-RET-3]', async () => {
    expect((await as.admin.request('POST', '/api/retention/stale-drafts/archive', { documentIds: [stale.id], reason: '' })).statusCode).toBe(400);
    const response = await as.admin.request('POST', '/api/retention/stale-drafts/archive', { documentIds: [stale.id, effective.id], reason: 'Untouched for a year' });
    expect(response.statusCode).toBe(200);
    const result = response.json<ArchiveStaleDraftsResponse>();
    expect(result.archived).toEqual([stale.id]);
    expect(result.skipped.map((s) => [s.id, s.code])).toEqual([[effective.id, 'INVALID_DOCUMENT_STATE']]);
    expect(result.skipped[0]!.message).toContain('no longer a draft');
    expect((await documentOf(as.admin, stale.id)).status).toBe('archived');
    expect((await documentOf(as.admin, effective.id)).status).toBe('effective');
    const [event] = rowsOf<{ action: string; reason: string; actor_name: string }>(
      await t.database.db.execute(sql`SELECT action, reason, actor_name FROM audit_events WHERE entity_id = ${stale.id} ORDER BY seq DESC LIMIT 1`),
    );
    expect(event).toMatchObject({ action: 'Document Archived', reason: 'Untouched for a year' });
    expect(await staleIds()).not.toContain(stale.id);
  });
});
