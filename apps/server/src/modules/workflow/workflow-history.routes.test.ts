import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DocumentDetail, SignatureRecord } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, type TestClient, type TestApp } from '../../../test/harness.ts';
import { quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, makeEffective } from '../../../test/workflow-helpers.ts';
import { newSignedInUser } from '../../../test/users-helpers.ts';
import { pdfPages } from '../../../test/pdf-pages.ts';
import { closeWorkflowHistoryPool, renderWorkflowHistoryPdf } from './workflow-history-pool.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let otherAuthor: TestClient;
let doc: DocumentDetail;
let draftOnly: DocumentDetail;

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  const ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  doc = await quickCreate(as.author, ids, { title: 'Granulation line clearance' });
  draftOnly = await quickCreate(as.author, ids, { title: 'Unreleased procedure' });
  await makeEffective(as, doc.id);
  // A second round on a new draft: its comments belong to a version only those who see the working copy may open.
  expect((await act(as.author, doc.id, { action: 'new_version', comment: 'Rework for the coating line' })).statusCode).toBe(200);
  const idOf = async (role: string) => (await as.author.request('GET', `/api/users/assignable?role=${role}`)).json<{ id: string }[]>()[0]!.id;
  const submitted = await act(as.author, doc.id, { action: 'submit_for_review', reviewers: [await idOf('reviewer')], approvers: [await idOf('approver')], comment: 'Draft round two notes' });
  expect(submitted.statusCode, submitted.body).toBe(200);
  otherAuthor = (await newSignedInUser(t.app, as.admin, { email: 'second.author@attest.local', name: 'Second Author', role: 'author' })).client;
});
afterAll(async () => {
  await t.close();
  await closeWorkflowHistoryPool();
});

const report = (client: TestClient, id = doc.id) => client.request('GET', `/api/documents/${id}/workflow-history.pdf`);

describe('GET /api/documents/{id}/workflow-history.pdf', () => {
  it('lists every workflow, decision, comment and signature with its hashes, and is audited [REQ:P11-10b] [REQ:P11-50]', async () => {
    const response = await report(as.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`workflow-history-${doc.docNumber}.pdf`);
    const text = (await pdfPages(response.rawPayload)).join('\n');
    // The approval and, since release is signed by default, the release by document control.
    const signatures = (await as.admin.request('GET', `/api/documents/${doc.id}/signatures`)).json<SignatureRecord[]>();
    expect(signatures.map((s) => s.meaning).sort()).toEqual(['approved', 'released']);
    const signature = signatures.find((s) => s.meaning === 'approved');
    const release = signatures.find((s) => s.meaning === 'released');
    for (const expected of [
      `Workflow History Report - ${doc.docNumber}`,
      'Workflows (2)',
      'Started by Daniel Okafor',
      'Please review',
      'Looks right',
      'Review by Priya Raman: approved',
      'Approval by Marcus Webb: approved',
      'Draft round two notes',
      'Electronic signatures (2)',
      'Marcus Webb (approver, approver@attest.local)',
      'Meaning: approved',
      signature!.contentHash,
      signature!.manifestHash,
      'Sarah Mitchell (admin, admin@attest.local)',
      'Meaning: released',
      release!.manifestHash,
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toContain(`signed at ${signature!.signedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}`);

    const events = rowsOf<{ actor_name: string; new_values: Record<string, unknown> }>(
      await t.database.db.execute(sql`SELECT actor_name, new_values FROM audit_events WHERE action = 'Workflow History Report Downloaded' AND entity_id = ${doc.id}`),
    );
    expect(events).toEqual([{ actor_name: 'Sarah Mitchell', new_values: { workflows: 2, signatures: 2, releasedOnly: false, file: `workflow-history-${doc.docNumber}.pdf` } }]);
  });

  it("gives an author who may not see another author's draft only the released version's workflow", async () => {
    const response = await report(otherAuthor);
    expect(response.statusCode, response.body).toBe(200);
    const text = (await pdfPages(response.rawPayload)).join('\n');
    expect(text).toContain('Workflows (1)');
    expect(text).toContain('Looks right');
    expect(text).toContain('Marcus Webb');
    expect(text).toContain('Only the workflows and signatures of released versions are shown');
    expect(text).not.toContain('Draft round two notes');
  });

  it('is refused to role user (no review history) and to those who may not see the document', async () => {
    const user = await report(as.user);
    expect(user.statusCode).toBe(403);
    expect(errorCode(user)).toBe('FORBIDDEN');
    const hidden = await report(otherAuthor, draftOnly.id);
    expect(hidden.statusCode).toBe(404);
    expect(errorCode(hidden)).toBe('DOCUMENT_NOT_FOUND');
    const none = rowsOf(await t.database.db.execute(sql`SELECT 1 FROM audit_events WHERE action = 'Workflow History Report Downloaded' AND entity_id = ${draftOnly.id}`));
    expect(none).toHaveLength(0);
  });

  it('says so when a document has no workflow yet', async () => {
    const text = (await pdfPages((await report(as.author, draftOnly.id)).rawPayload)).join('\n');
    expect(text).toContain('No workflow has been started for this document.');
    expect(text).toContain('No electronic signature has been given.');
  });
});

describe('a long workflow history', () => {
  it('is laid out in a worker over numbered pages, nothing left out', async () => {
    const comment = (n: number) => ({ at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(), user: 'Priya Raman', role: 'reviewer', action: 'comment', content: `Remark number ${n} on the cleaning steps.` });
    const workflow = {
      version: '1.0',
      status: 'completed',
      priority: 'medium',
      initiatedBy: 'Daniel Okafor',
      initiatedAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
      completedAt: null,
      dueDate: null,
      abortReason: null,
      assignments: [],
      comments: Array.from({ length: 300 }, (_, i) => comment(i + 1)),
    };
    const input = { docNumber: 'LONG-1', title: 'Long history', status: 'effective', limitedToReleased: false, generatedBy: 'Test', generatedAt: new Date().toISOString(), workflows: [workflow], otherComments: [], signatures: [] };
    const pages = await pdfPages(Buffer.from(await renderWorkflowHistoryPdf(input)));
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.at(-1)).toContain('Remark number 300 on the cleaning steps.');
    expect(pages.at(-1)).toContain(`LONG-1 - page ${pages.length} of ${pages.length}`);
  });
});
