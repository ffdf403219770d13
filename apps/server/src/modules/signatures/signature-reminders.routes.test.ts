import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_CONFIG_DEFAULTS, type SignatureConfig } from '@attest/domain';
import { TestClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { quickCreateWithFile, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act } from '../../../test/workflow-helpers.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';

const HOUR = 60 * 60_000;
// The app clock starts at the real time and moves on from there.
const clock = new TestClock(new Date());
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  as = await signedInClients(t.app);
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

const saveConfig = async (change: Partial<SignatureConfig>) => {
  const response = await as.admin.request('PUT', '/api/system/signature-config', { ...SIGNATURE_CONFIG_DEFAULTS, ...change, reason: 'CC-2026-030' });
  expect(response.statusCode, response.body).toBe(200);
};
const idOf = async (email: string) => rowsOf<{ id: string }>(await t.database.db.execute(sql`SELECT id FROM users WHERE email = ${email}`))[0]!.id;
/** The reminders a user has, in the app and in the mail outbox, for one document. */
async function remindersOf(email: string, title: string, docNumber: string) {
  const userId = await idOf(email);
  const inApp = rowsOf<{ n: number }>(
    await t.database.db.execute(sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId} AND title = ${title} AND message LIKE ${`${docNumber} %`}`),
  )[0]!.n;
  const mailed = rowsOf<{ n: number }>(
    await t.database.db.execute(sql`SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = ${email} AND subject = ${`Attest: ${title}`} AND (text_body IS NULL OR text_body LIKE ${`%${docNumber}%`})`),
  )[0]!.n;
  return { inApp, mailed };
}
const after = async (ms: number) => {
  clock.advance(ms);
  await t.app.jobs.runDue();
};

describe('signature reminders', () => {
  it('remind a reviewer after each period, once per period, not while off, and not after the review; then the approver [REQ:FR-SIG-4]', async () => {
    const ref = await referenceIds(as.author);
    const doc = await quickCreateWithFile(as.author, { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id }, { title: 'Reminder test' });
    const [reviewer, approver] = [await idOf('reviewer@attest.local'), await idOf('approver@attest.local')];
    const submitted = await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [reviewer], approvers: [approver], comment: 'Please review' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const reviewReminders = () => remindersOf('reviewer@attest.local', 'Review waiting for you', doc.docNumber);
    const approvalReminders = () => remindersOf('approver@attest.local', 'Approval waiting for you', doc.docNumber);

    // Within the first day: nothing.
    await after(2 * HOUR);
    expect(await reviewReminders()).toEqual({ inApp: 0, mailed: 0 });
    // A day on: one reminder, in the app and by e-mail; the approver, whose step has not come, none.
    await after(23 * HOUR);
    expect(await reviewReminders()).toEqual({ inApp: 1, mailed: 1 });
    // Later runs in the same period send nothing more.
    await after(2 * HOUR);
    await after(3 * HOUR);
    expect((await reviewReminders()).inApp).toBe(1);
    expect((await approvalReminders()).inApp).toBe(0);

    // Off: the second day passes without a reminder.
    await saveConfig({ reminderFrequency: 'off' });
    await after(20 * HOUR);
    expect((await reviewReminders()).inApp).toBe(1);
    // Daily again: the period under way (the third day) is reminded, once.
    await saveConfig({ reminderFrequency: 'daily' });
    await after(HOUR);
    await after(HOUR);
    expect(await reviewReminders()).toEqual({ inApp: 2, mailed: 2 });

    // Reviewed: the reviewer hears no more.
    const reviewed = await act(as.reviewer, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Fine' });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    await after(30 * HOUR);
    expect((await reviewReminders()).inApp).toBe(2);
    // Still in review (not submitted for approval): the approver is not reminded yet.
    expect((await approvalReminders()).inApp).toBe(0);

    // Weekly, at approval. The approver has waited since the review was completed, stamped by the app clock (52 hours
    // in): a week of it ends 138 hours after this submission (82 hours in).
    await saveConfig({ reminderFrequency: 'weekly' });
    const forApproval = await act(as.reviewer, doc.id, { action: 'submit_for_approval', comment: 'Ready' });
    expect(forApproval.statusCode, forApproval.body).toBe(200);
    await after(130 * HOUR);
    expect((await approvalReminders()).inApp).toBe(0);
    await after(9 * HOUR);
    expect(await approvalReminders()).toEqual({ inApp: 1, mailed: 1 });
    await after(HOUR);
    expect((await approvalReminders()).inApp).toBe(1);
    await saveConfig({});
  }, 60_000);
});
