import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WORKFLOW_ACTIONS } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import { TestClock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { todayIn } from '../../platform/site-date.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { quickCreateWithFile, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, makeEffective, releaseSignature } from '../../../test/workflow-helpers.ts';
import { lifecycleEvents, type LifecycleEvents, type LifecycleStep } from './lifecycle-events.ts';
import { releaseGates } from './release-gates.ts';

const clock = new TestClock(new Date('2026-11-28T10:00:00Z'));
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };

interface Heard {
  step: LifecycleStep;
  documentId: string;
  from: string;
  to: string;
  actor: string;
  /** Whether the step's own audit event was already written in the subscriber's transaction. */
  auditedBefore: boolean;
}
const heard: Heard[] = [];
/** Set by a test: the subscriber refuses this step, as a subscriber that fails would. */
let refuseStep: LifecycleStep | null = null;
let blockRelease = false;

async function hear(tx: Db, event: LifecycleEvents[LifecycleStep]): Promise<void> {
  const step = 'request' in event ? event.request.action : 'scheduled' in event ? 'release_on_date' : 'release_after_training';
  if (step === refuseStep) throw new AppError('CONFLICT', 'A subscriber refused the step.');
  const audited = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM audit_events WHERE entity_id = ${event.doc.id} AND action = ${event.outcome.auditAction}`));
  heard.push({ step, documentId: event.doc.id, from: event.doc.status, to: event.outcome.status, actor: event.actor.name, auditedBefore: audited[0]!.n > 0 });
}

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  for (const step of WORKFLOW_ACTIONS) lifecycleEvents.on(step, hear);
  lifecycleEvents.on('release_on_date', hear);
  releaseGates.block('test-blocker', async () => (blockRelease ? new AppError('INVALID_DOCUMENT_STATE', 'A test gate holds every release.') : null));
});
afterAll(async () => t.close());

const today = () => todayIn('UTC', clock.now());
const heardFor = (documentId: string) => heard.filter((h) => h.documentId === documentId).map(({ step, from, to }) => `${step}: ${from} → ${to}`);

describe('lifecycle events', () => {
  it('announces one typed event per step, in the transaction, after the step is audited, naming the actor', async () => {
    const doc = await quickCreateWithFile(as.author, ids, { title: 'Events walk' });
    await makeEffective(as, doc.id, today());
    expect(heardFor(doc.id)).toEqual([
      'submit_for_review: draft → in-review',
      'complete_review: in-review → reviewed',
      'submit_for_approval: reviewed → pending-approval',
      'approve_document: pending-approval → approved',
      'make_effective: approved → effective',
    ]);
    const mine = heard.filter((h) => h.documentId === doc.id);
    expect(mine.every((h) => h.auditedBefore)).toBe(true);
    const author = (await as.author.request('GET', '/api/auth/session')).json<{ user: { name: string } }>().user.name;
    expect(mine[0]!.actor).toBe(author);
  });

  it('rolls the step back when a subscriber fails: no change, no audit event, no event heard', async () => {
    const doc = await quickCreateWithFile(as.author, ids, { title: 'Refused by a subscriber' });
    await makeEffective(as, doc.id, today());
    refuseStep = 'mark_obsolete';
    try {
      const response = await act(as.admin, doc.id, { action: 'mark_obsolete', comment: 'Retired', signature: await releaseSignature(as.admin, 'admin@attest.local', 'retired') });
      expect(response.statusCode, response.body).toBe(409);
    } finally {
      refuseStep = null;
    }
    const state = rowsOf<{ status: string }>(await t.database.db.execute(sql`SELECT status FROM documents WHERE id = ${doc.id}`));
    expect(state[0]!.status).toBe('effective');
    const audited = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM audit_events WHERE entity_id = ${doc.id} AND action = 'Document Marked Obsolete'`));
    expect(audited[0]!.n).toBe(0);
    expect(heardFor(doc.id).at(-1)).toBe('make_effective: approved → effective');
  });

  it('asks the release gates on every path to effective: a registered blocker refuses Make Effective and holds a scheduled release', async () => {
    const now = await quickCreateWithFile(as.author, ids, { title: 'Held at once' });
    blockRelease = true;
    try {
      await expect(makeEffective(as, now.id, today())).rejects.toThrow(/A test gate holds every release/);
      blockRelease = false;
      const later = await quickCreateWithFile(as.author, ids, { title: 'Held on its date' });
      const tomorrow = todayIn('UTC', new Date(clock.now().getTime() + 24 * 3_600_000));
      await makeEffective(as, later.id, tomorrow);
      expect(heardFor(later.id).at(-1)).toBe('make_effective: approved → scheduled');
      blockRelease = true;
      clock.set(new Date('2026-11-29T10:00:00Z'));
      as = await signedInClients(t.app);
      await t.app.jobs.runDue();
      expect(heardFor(later.id).at(-1)).toBe('make_effective: approved → scheduled');
      blockRelease = false;
      clock.set(new Date('2026-11-29T11:05:00Z'));
      await t.app.jobs.runDue();
      expect(heardFor(later.id).at(-1)).toBe('release_on_date: scheduled → effective');
    } finally {
      blockRelease = false;
    }
  });
});
