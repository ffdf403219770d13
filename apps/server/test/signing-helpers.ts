import type { DocumentDetail } from '@attest/domain';
import { quickCreateWithFile } from './documents-helpers.ts';
import type { ApiClient } from './api-client.ts';
import { act } from './workflow-helpers.ts';

type Clients = Record<'author' | 'reviewer' | 'approver' | 'admin', ApiClient>;

/** The first assignable user of a role (the demo reviewer or approver). */
export async function assignable(client: ApiClient, role: 'reviewer' | 'approver'): Promise<string> {
  return (await client.request('GET', `/api/users/assignable?role=${role}`)).json<{ id: string }[]>()[0]!.id;
}

/** A new draft by `creator`, submitted for review to the demo reviewer and approver. */
export async function submittedDraft(as: Clients, creator: ApiClient, ids: { categoryId: string; departmentId: string }): Promise<DocumentDetail> {
  const doc = await quickCreateWithFile(creator, ids, { title: 'Line clearance' });
  const submitted = await act(creator, doc.id, { action: 'submit_for_review', reviewers: [await assignable(as.author, 'reviewer')], approvers: [await assignable(as.author, 'approver')], comment: 'Please review' });
  if (submitted.statusCode !== 200) throw new Error(`submit_for_review failed: ${submitted.body}`);
  return doc;
}

/** A draft by the author, reviewed by the demo reviewer and waiting for approval. */
export async function pendingApproval(as: Clients, ids: { categoryId: string; departmentId: string }): Promise<DocumentDetail> {
  const doc = await submittedDraft(as, as.author, ids);
  for (const body of [
    { action: 'complete_review', decision: 'approved', comment: 'Looks right' },
    { action: 'submit_for_approval', comment: 'Ready' },
  ]) {
    const response = await act(as.reviewer, doc.id, body);
    if (response.statusCode !== 200) throw new Error(`${body.action} failed: ${response.body}`);
  }
  return doc;
}
