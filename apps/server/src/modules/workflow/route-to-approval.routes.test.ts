import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DocumentDetail, SystemPreferencesResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, documentOf } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
let people: { reviewers: string[]; approver: string };
let n = 0;

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  const assignable = async (role: string) => (await as.author.request('GET', `/api/users/assignable?role=${role}`)).json<{ id: string; email: string }[]>();
  const reviewers = await assignable('reviewer');
  people = { reviewers: reviewers.map((r) => r.id), approver: (await assignable('approver'))[0]!.id };
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

async function inReview(reviewers: string[]): Promise<DocumentDetail> {
  const meta = { docNumber: `RTA-${++n}`, title: `Routing ${n}`, ...ids, description: 'Routing test', changeReason: 'New', effectiveDate: '2026-01-01', reviewDate: '2030-01-01', version: '0.01' };
  const { body, contentType } = multipart(meta, { name: 'sop.docx', content: await readFile(`${CORPUS}/docx/single-paragraph.docx`) });
  const created = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  expect(created.statusCode, created.body).toBe(201);
  const doc = created.json<DocumentDetail>();
  const submitted = await act(as.author, doc.id, { action: 'submit_for_review', reviewers, approvers: [people.approver], comment: 'Please review' });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return doc;
}

async function setRouting(on: boolean): Promise<void> {
  const current = (await as.admin.request('GET', '/api/system/preferences')).json<SystemPreferencesResponse>();
  const { defaults: _d, pinned: _p, updatedAt: _u, updatedBy: _b, ...values } = current;
  const saved = await as.admin.request('PUT', '/api/system/preferences', { ...values, routeToApprovalWhenReviewed: on, reason: 'CC-31 routing' });
  expect(saved.statusCode, saved.body).toBe(200);
}

const auditActions = async (id: string) =>
  rowsOf<{ action: string }>(await t.database.db.execute(sql`SELECT action FROM audit_events WHERE entity_type = 'document' AND entity_id = ${id} ORDER BY seq`)).map((r) => r.action);
const noticesOf = async (userId: string, title: string) =>
  rowsOf<{ message: string }>(await t.database.db.execute(sql`SELECT message FROM notifications WHERE user_id = ${userId} AND title = ${title}`)).map((r) => r.message);

describe('route to approval when every reviewer has completed', () => {
  it('is off by default: the last review leaves the document reviewed, waiting for Submit for Approval', async () => {
    const doc = await inReview([people.reviewers[0]!]);
    const done = await act(as.reviewer, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Fine' });
    expect(done.json<{ newStatus: string }>().newStatus).toBe('reviewed');
    expect((await documentOf(as.author, doc.id)).status).toBe('reviewed');
  });

  it('when on, the last completed review moves the document to pending approval and tells the approvers; audited', async () => {
    await setRouting(true);
    const changed = rowsOf<{ new_values: { routeToApprovalWhenReviewed?: boolean } }>(
      await t.database.db.execute(sql`SELECT new_values FROM audit_events WHERE action = 'System Preferences Changed' ORDER BY seq DESC LIMIT 1`),
    );
    expect(changed[0]?.new_values.routeToApprovalWhenReviewed).toBe(true);
    const reviewers = [...new Set([people.reviewers[0]!, people.reviewers[1] ?? people.reviewers[0]!])];
    const doc = await inReview(reviewers);
    // Every review but the last is done by its reviewer's own hand; document control completes the last one on behalf of its assignee.
    for (const reviewer of reviewers.slice(0, -1)) {
      const own = await act(reviewer === people.reviewers[0] ? as.reviewer : as.coordinator, doc.id, { action: 'complete_review', decision: 'approved', comment: 'Mine is done', ...(reviewer === people.reviewers[0] ? {} : { onBehalfOf: { userId: reviewer, reason: 'Reviewer on leave' } }) });
      expect(own.json<{ newStatus: string }>().newStatus).toBe('in-review');
    }
    const before = (await noticesOf(people.approver, 'Approval assigned')).length;
    const done = await act(as.coordinator, doc.id, { action: 'complete_review', decision: 'approved', comment: 'All reviews done', onBehalfOf: { userId: reviewers.at(-1)!, reason: 'Reviewer on leave' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ newStatus: string }>().newStatus).toBe('pending-approval');
    expect((await documentOf(as.author, doc.id)).status).toBe('pending-approval');
    expect((await auditActions(doc.id)).slice(-3)).toEqual(['Document Submitted for Review', 'Review Completed', 'Document Routed to Approval']);
    const notices = await noticesOf(people.approver, 'Approval assigned');
    expect(notices.length).toBe(before + 1);
    expect(notices.at(-1)).toContain(`RTA-${n}`);
    await setRouting(false);
  });

  it('when on, a review still pending keeps it in review, and a rejection still rejects', async () => {
    await setRouting(true);
    const pending = await inReview(people.reviewers.slice(0, 2));
    if (people.reviewers.length > 1) {
      const first = await act(as.reviewer, pending.id, { action: 'complete_review', decision: 'approved', comment: 'Mine is done' });
      expect(first.json<{ newStatus: string }>().newStatus).toBe('in-review');
    }
    const rejected = await inReview([people.reviewers[0]!]);
    const done = await act(as.reviewer, rejected.id, { action: 'complete_review', decision: 'rejected', comment: 'Not right' });
    expect(done.json<{ newStatus: string }>().newStatus).toBe('rejected');
    await setRouting(false);
  });
});
