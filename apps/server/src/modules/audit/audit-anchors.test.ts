import { readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AuditReviewDetail, AuditReviewSummary, AuditVerifyResponse } from '@attest/domain';
import { systemClock, TestClock } from '../../platform/clock.ts';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { signedInClients } from '../../../test/documents-helpers.ts';
import { signingToken } from '../../../test/workflow-helpers.ts';
import { effectiveUpload, takeBackup } from '../../../test/backup-helpers.ts';
import { deleteAuditEventsAfter } from '../../../test/audit-tampering.ts';
import { SYSTEM_ACTOR } from './audit.repo.ts';
import { appendUncataloguedEvent } from '../../../test/uncatalogued-audit.ts';
import { CHECKPOINT_FOLDER, readCheckpoints } from './audit-checkpoints.ts';

// FR-AUD-2: removing the newest events is caught within seconds of a change, and by every head a
// signed review or a backup recorded, even when the checkpoint files are deleted too.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const head = async (db: Db) => Number(rowsOf<{ seq: string }>(await db.execute(sql`SELECT max(seq) AS seq FROM audit_events`))[0]?.seq);
const append = async (db: Db, n: number) => {
  for (let i = 0; i < n; i++) await appendUncataloguedEvent(db, { actor: SYSTEM_ACTOR, action: 'Anchor Test', entityType: 'system', newValues: { i } });
};
const newestCheckpoint = async (app: TestApp) => Math.max(0, ...(await readCheckpoints(app.store)).map((c) => c.seq));

async function removeCheckpointFiles(app: TestApp) {
  const folder = path.join(app.blobRoot, 'records', CHECKPOINT_FOLDER);
  for (const name of await readdir(folder)) await unlink(path.join(folder, name));
}

async function verify(admin: TestClient): Promise<AuditVerifyResponse> {
  const response = await admin.request('GET', '/api/audit/verify');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditVerifyResponse>();
}

describe('checkpoints follow changes within seconds', () => {
  it('a change is checkpointed at the first job-queue pass after the delay, one checkpoint per window; deleting events after it is reported', async () => {
    const clock = new TestClock(new Date());
    t = await startTestApp({ AUDIT_CHECKPOINT_DELAY_SECONDS: '10' }, { clock });
    await append(t.database.db, 25);
    const newest = await head(t.database.db);
    // Within the window nothing is written, however many passes run; and no job row is made for it.
    expect(await t.app.jobs.runDue()).toEqual({ succeeded: 0, failed: 0 });
    expect(await newestCheckpoint(t)).toBeLessThan(newest);
    clock.advance(10_000);
    await expect.poll(async () => (await t!.app.jobs.runDue(), newestCheckpoint(t!)), { timeout: 15_000 }).toBe(newest);
    await t.app.jobs.runDue();
    const written = (await readCheckpoints(t.store)).filter((c) => c.reason === 'change');
    expect(written.map((c) => c.seq)).toEqual([newest]);
    // Checkpoints once came every 100 events or hourly: deleting events > 20 passed verification.
    await deleteAuditEventsAfter(t, 20);
    // ...and signing in again, which writes new events over the deleted numbers.
    const { admin } = await signedInClients(t.app);
    const found = await verify(admin);
    expect(found).toMatchObject({ intact: false, caughtBy: 'checkpoint' });
    expect(['truncated', 'tail-replaced']).toContain(found.problem);
    expect(found.firstBrokenSeq).toBeLessThanOrEqual(newest);
  });

  it('a release (signed) is checkpointed at once, without waiting for a window', async () => {
    t = await startTestApp({ AUDIT_CHECKPOINT_DELAY_SECONDS: '3600' });
    const as = await signedInClients(t.app);
    await effectiveUpload(as, 'SOP-QA-950', 'pdf/alphatrans.pdf');
    const [signed] = rowsOf<{ seq: string }>(await t.database.db.execute(sql`SELECT max(seq) AS seq FROM audit_events WHERE action LIKE '%Effective%' OR action LIKE '%Released%'`));
    expect(Number(signed?.seq)).toBeGreaterThan(0);
    await expect.poll(() => newestCheckpoint(t!), { timeout: 15_000 }).toBeGreaterThanOrEqual(Number(signed?.seq));
    expect((await readCheckpoints(t.store)).some((c) => c.reason === 'change')).toBe(true);
  }, 60_000);
});

describe('heads recorded by reviews and backups are anchors too', () => {
  it('a backup records the head in its manifest and as an anchor; a tail deleted with every checkpoint file is still caught', async () => {
    t = await startTestApp();
    const { admin } = await signedInClients(t.app);
    const backup = await takeBackup(t, admin);
    expect(backup.status).toBe('succeeded');
    const [anchor] = rowsOf<{ ref: string; seq: string; mac: string }>(await t.database.db.execute(sql`SELECT ref, seq, mac FROM audit_anchors WHERE source = 'backup'`));
    expect(anchor).toMatchObject({ ref: backup.fileName, mac: expect.stringMatching(/^[0-9a-f]{64}$/) as string });
    const [completed] = rowsOf<{ new_values: { auditHead: { seq: number; mac: string } } }>(await t.database.db.execute(sql`SELECT new_values FROM audit_events WHERE action = 'Backup Completed'`));
    expect(completed?.new_values.auditHead).toEqual({ seq: Number(anchor!.seq), mac: anchor!.mac });
    // The attacker deletes the checkpoints as well as the events after a point inside what the backup covers.
    await removeCheckpointFiles(t);
    await deleteAuditEventsAfter(t, Number(anchor!.seq) - 3);
    expect(await verify(admin)).toMatchObject({ intact: false, problem: 'truncated', firstBrokenSeq: Number(anchor!.seq) - 2, caughtBy: 'backup', anchors: { backups: 1 } });
  }, 120_000);

  it('a signed audit-trail review records the head it signed; removing events it covered is caught', async () => {
    const now = systemClock.now();
    t = await startTestApp({ SITE_TIMEZONE: 'UTC' }, { clock: new TestClock(now) });
    const as = await signedInClients(t.app);
    const today = now.toISOString().slice(0, 10);
    const opened = await as.coordinator.request('POST', '/api/audit-reviews', { periodStart: today, periodEnd: today, reason: 'Anchor test CC-33' });
    expect(opened.statusCode, opened.body).toBe(201);
    const review = opened.json<AuditReviewSummary>();
    const token = await signingToken(as.coordinator, 'coordinator@attest.local');
    const signed = await as.coordinator.request('POST', `/api/audit-reviews/${review.id}/sign`, { signingToken: token, meaning: 'reviewed', consent: true });
    expect(signed.statusCode, signed.body).toBe(200);
    const [anchor] = rowsOf<{ seq: string }>(await t.database.db.execute(sql`SELECT seq FROM audit_anchors WHERE source = 'review' AND ref = ${review.id}`));
    const [signedEvent] = rowsOf<{ seq: string }>(await t.database.db.execute(sql`SELECT seq FROM audit_events WHERE action = 'Audit Trail Review Signed'`));
    expect(Number(anchor?.seq)).toBe(Number(signedEvent?.seq));
    // The review shows it, for a filed report and npx attest-verify --anchor.
    const detail = (await as.coordinator.request('GET', `/api/audit-reviews/${review.id}`)).json<AuditReviewDetail>();
    expect(detail.signature?.trailHead).toEqual({ seq: Number(anchor!.seq), mac: expect.stringMatching(/^[0-9a-f]{64}$/) as string });
    // The review was checkpointed at once too; the attacker removes that checkpoint with the others.
    await expect.poll(() => newestCheckpoint(t!), { timeout: 15_000 }).toBeGreaterThanOrEqual(Number(anchor?.seq));
    await removeCheckpointFiles(t);
    await deleteAuditEventsAfter(t, Number(anchor!.seq) - 1);
    expect(await verify(as.admin)).toMatchObject({ intact: false, problem: 'truncated', caughtBy: 'review', anchors: { reviews: 1 } });
  }, 60_000);
});
