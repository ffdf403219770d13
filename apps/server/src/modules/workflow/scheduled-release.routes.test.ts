import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { DocumentDetail, PrintResponse } from '@attest/domain';
import { TestClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { todayIn } from '../../platform/site-date.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { closeCopyStampPool } from '../copies/copy-stamp-pool.ts';
import { errorCode, startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, makeEffective, releaseSignature, signature } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';

// The site is in New York: its days start at 05:00 UTC in winter, so "today" there and in UTC differ at night.
const ZONE = 'America/New_York';
const HOUR = 3_600_000;
const clock = new TestClock(new Date('2026-11-28T15:00:00Z'));
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
let n = 0;

beforeAll(async () => {
  t = await startTestApp({ SITE_TIMEZONE: ZONE }, { clock });
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
});
afterAll(async () => {
  await t.close();
  await Promise.all([closeExtractionPool(), closeCopyStampPool()]);
});

const rows = async <T>(query: SQL) => rowsOf<T>(await t.database.db.execute(query));
const siteToday = () => todayIn(ZONE, clock.now());
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);
/** The UTC instant of hh:mm on `date` in New York (EST, UTC-5, all December). */
const newYork = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);
const detail = async (client: TestClient, id: string) => (await client.request('GET', `/api/documents/${id}`)).json<DocumentDetail>();
const state = async (id: string) =>
  (await rows<{ status: string; effective_version_id: string | null; current_version_id: string; effective_date: string | null }>(sql`SELECT status, effective_version_id, current_version_id, effective_date::text FROM documents WHERE id = ${id}`))[0]!;
const audit = (id: string, action: string) =>
  rows<{ actor_id: string | null; actor_name: string; new_values: Record<string, unknown>; reason: string | null }>(sql`SELECT actor_id, actor_name, new_values, reason FROM audit_events WHERE entity_id = ${id} AND action = ${action} ORDER BY seq`);
const ok = async (client: TestClient, id: string, body: Record<string, unknown>) => {
  const response = await act(client, id, body);
  expect(response.statusCode, `${String(body.action)}: ${response.body}`).toBe(200);
  return response.json<{ newStatus: string }>().newStatus;
};
/** Moves the app clock; sessions older than a day have ended by then, so everyone signs in again. */
const moveTo = async (at: Date) => {
  clock.set(at);
  as = await signedInClients(t.app);
};

async function effectiveDocument(title: string): Promise<DocumentDetail> {
  const meta = { docNumber: `SR-${++n}`, title, ...ids, description: 'Scheduled release', changeReason: 'New', effectiveDate: siteToday(), reviewDate: '2030-01-01', version: '1.0' };
  const { body, contentType } = multipart(meta, { name: 'procedure.pdf', content: await readFile(`${CORPUS}/pdf/basicapi.pdf`) });
  const uploaded = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const doc = uploaded.json<DocumentDetail>();
  await makeEffective(as, doc.id, siteToday());
  return doc;
}

/** A new version of an effective document, retitled, reviewed and approved: ready to be made effective. */
async function approvedNewVersion(id: string, title: string): Promise<void> {
  await ok(as.author, id, { action: 'new_version', comment: 'Annual update' });
  const draft = await detail(as.author, id);
  const retitled = await as.author.request('PUT', `/api/documents/${id}`, { title, ...ids, rowVersion: draft.rowVersion });
  expect(retitled.statusCode, retitled.body).toBe(200);
  const person = async (role: string) => (await as.author.request('GET', `/api/users/assignable?role=${role}`)).json<{ id: string }[]>()[0]!.id;
  await ok(as.author, id, { action: 'submit_for_review', reviewers: [await person('reviewer')], approvers: [await person('approver')], comment: 'Please review' });
  await ok(as.reviewer, id, { action: 'complete_review', decision: 'approved', comment: 'Fine' });
  await ok(as.reviewer, id, { action: 'submit_for_approval', comment: 'Ready' });
  await ok(as.approver, id, { action: 'approve_document', comment: 'Approved', signature: await signature(as.approver, 'approver@attest.local') });
}

// Each test takes documents through the signed lifecycle, some twice: slow on a loaded machine.
describe('a future effective date schedules the release', () => {
  it('keeps the version in force for readers and copies until the start of that day in the site time zone, then releases it by the job', async () => {
    const doc = await effectiveDocument('Line clearance, first release');
    const v1 = (await state(doc.id)).effective_version_id!;
    const printed = await as.coordinator.request('POST', `/api/documents/${doc.id}/print`, { copies: 1, purpose: 'Line 3', controlled: true, holder: 'Line 3 lead', location: 'Line 3' });
    expect(printed.statusCode, printed.body).toBe(201);
    const copyStatus = async () => (await rows<{ status: string }>(sql`SELECT status FROM document_copies WHERE print_id = ${printed.json<PrintResponse>().printId}`)).map((r) => r.status);
    expect(await copyStatus()).toEqual(['issued']);

    await approvedNewVersion(doc.id, 'Line clearance, second release');
    const day = addDays(siteToday(), 21);
    const adminName = (await as.admin.request('GET', '/api/auth/session')).json<{ user: { name: string } }>().user.name;
    expect(await ok(as.admin, doc.id, { action: 'make_effective', effectiveDate: day, reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') })).toBe('scheduled');

    const waiting = await state(doc.id);
    const v2 = waiting.current_version_id;
    expect(waiting).toMatchObject({ status: 'scheduled', effective_version_id: v1 });
    expect(await detail(as.author, doc.id)).toMatchObject({ status: 'scheduled', title: 'Line clearance, second release', scheduledRelease: { effectiveDate: day, scheduledBy: adminName } });
    // A reader keeps the version in force: its content and its metadata; the scheduled version does not exist for them.
    const seen = await detail(as.user, doc.id);
    expect(seen).toMatchObject({ status: 'effective', title: 'Line clearance, first release', currentVersion: { id: v1 }, scheduledRelease: null });
    expect(seen.versions.map((v) => v.id)).not.toContain(v2);
    expect((await as.user.request('GET', `/api/documents/${doc.id}/versions/${v1}/file`)).statusCode).toBe(200);
    expect((await as.user.request('GET', `/api/documents/${doc.id}/versions/${v2}/file`)).statusCode).toBe(404);
    // Nothing superseded, recalled or published yet; the copy of the version in force stays valid.
    expect(await copyStatus()).toEqual(['issued']);
    expect((await rows<{ status: string }>(sql`SELECT status FROM effective_records WHERE document_id = ${doc.id}`)).map((r) => r.status)).toEqual(['active']);
    const [scheduled] = await audit(doc.id, 'Release Scheduled');
    expect(scheduled?.new_values).toMatchObject({ status: 'scheduled', effectiveDate: day, reviewPeriodMonths: 12 });

    // 23:30 the evening before in New York is already the day in UTC: not yet.
    await moveTo(newYork(addDays(day, -1), '23:30'));
    await t.app.jobs.runDue();
    expect((await state(doc.id)).status).toBe('scheduled');
    expect(await copyStatus()).toEqual(['issued']);

    await moveTo(newYork(day, '00:05'));
    await t.app.jobs.runDue();
    expect(await state(doc.id)).toMatchObject({ status: 'effective', effective_version_id: v2, effective_date: day });
    expect((await rows<{ status: string }>(sql`SELECT status FROM effective_records WHERE document_id = ${doc.id} ORDER BY created_at`)).map((r) => r.status)).toEqual(['superseded', 'active']);
    expect(await copyStatus()).toEqual(['to-recall']);
    expect(await detail(as.user, doc.id)).toMatchObject({ status: 'effective', title: 'Line clearance, second release', currentVersion: { id: v2 } });
    const released = await audit(doc.id, 'Document Made Effective On Scheduled Date');
    expect(released).toHaveLength(1);
    expect(released[0]).toMatchObject({ actor_id: null, actor_name: 'system' });
    expect(released[0]?.new_values).toMatchObject({ status: 'effective', effectiveDate: day, supersededVersionId: v1, scheduledBy: adminName });
    expect(released[0]?.reason).toContain('scheduled by');

    // Another run, or another instance, finds nothing left to release.
    clock.advance(HOUR);
    await t.app.jobs.runDue();
    expect(await audit(doc.id, 'Document Made Effective On Scheduled Date')).toHaveLength(1);
  }, 120_000);

  it('lets document control cancel a scheduled release with a reason; the version goes back to approved', async () => {
    const doc = await effectiveDocument('Gowning, first release');
    await approvedNewVersion(doc.id, 'Gowning, second release');
    const day = addDays(siteToday(), 10);
    expect(await ok(as.admin, doc.id, { action: 'make_effective', effectiveDate: day, reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') })).toBe('scheduled');

    expect(errorCode(await act(as.author, doc.id, { action: 'cancel_scheduled_release', comment: 'Mine' }))).toBe('FORBIDDEN');
    expect((await act(as.coordinator, doc.id, { action: 'cancel_scheduled_release', comment: '  ' })).statusCode).toBe(400);
    expect(await ok(as.coordinator, doc.id, { action: 'cancel_scheduled_release', comment: 'Training not ready on line 2' })).toBe('approved');
    const [cancelled] = await audit(doc.id, 'Scheduled Release Cancelled');
    expect(cancelled).toMatchObject({ actor_name: expect.any(String) as string, reason: 'Training not ready on line 2' });
    expect(cancelled?.new_values).toMatchObject({ status: 'approved', effectiveDate: day });
    expect(await detail(as.author, doc.id)).toMatchObject({ status: 'approved', scheduledRelease: null });

    // Its date passes without a release; made effective again later, it is released as usual.
    await moveTo(newYork(addDays(day, 1), '09:00'));
    await t.app.jobs.runDue();
    expect((await state(doc.id)).status).toBe('approved');
    expect(await ok(as.admin, doc.id, { action: 'make_effective', effectiveDate: siteToday(), reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') })).toBe('effective');
  }, 120_000);

  it('still releases today at once and refuses a past date', async () => {
    const doc = await effectiveDocument('Weighing, first release');
    await approvedNewVersion(doc.id, 'Weighing, second release');
    expect((await act(as.admin, doc.id, { action: 'make_effective', effectiveDate: addDays(siteToday(), -1), reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') })).statusCode).toBe(400);
    expect(await ok(as.admin, doc.id, { action: 'make_effective', effectiveDate: siteToday(), reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') })).toBe('effective');
  }, 120_000);
});
