import type { DocumentDetail } from '@attest/domain';
import type { ApiClient } from './api-client.ts';
import { attachFile } from './documents-helpers.ts';

/** A tiny valid PNG as a data URL: the visible mark of a signature. */
export const SIGNATURE_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export async function act(client: ApiClient, documentId: string, body: Record<string, unknown>) {
  return client.request('POST', `/api/documents/${documentId}/actions`, body);
}

export async function signingToken(client: ApiClient, email: string, password = 'Attest-Demo-2026'): Promise<string> {
  const response = await client.request('POST', '/api/signatures/authenticate', { email, password });
  if (response.statusCode !== 200) throw new Error(`signing authentication failed: ${response.body}`);
  return response.json<{ signingToken: string }>().signingToken;
}

export async function signature(client: ApiClient, email: string) {
  return { signingToken: await signingToken(client, email), meaning: 'approved', type: 'drawn', image: SIGNATURE_IMAGE, consent: true };
}

/** The Part 11 signature a release action takes (meanings "released", "retired", "archived", "restored"), by `email`'s owner. */
export async function releaseSignature(client: ApiClient, email: string, meaning: 'released' | 'retired' | 'archived' | 'restored' = 'released') {
  return { signingToken: await signingToken(client, email), meaning, type: 'drawn', image: SIGNATURE_IMAGE, consent: true };
}

export async function documentOf(client: ApiClient, id: string): Promise<DocumentDetail> {
  return (await client.request('GET', `/api/documents/${id}`)).json<DocumentDetail>();
}

/** Takes a draft through review, signed approval and release, effective from `effectiveDate` (the app clock's today or later). */
export async function makeEffective(
  as: Record<'author' | 'reviewer' | 'approver' | 'admin', ApiClient>,
  documentId: string,
  effectiveDate = new Date().toISOString().slice(0, 10),
): Promise<void> {
  // A Quick Create draft has no file, and a version without one cannot move: attach it first.
  if (!(await documentOf(as.admin, documentId)).hasFile) await attachFile(as.admin, documentId);
  const idOf = async (role: string) => (await as.author.request('GET', `/api/users/assignable?role=${role}`)).json<{ id: string }[]>()[0]!.id;
  const step = async (client: ApiClient, body: Record<string, unknown>) => {
    const response = await act(client, documentId, body);
    if (response.statusCode !== 200) throw new Error(`${String(body.action)} failed: ${response.body}`);
  };
  await step(as.author, { action: 'submit_for_review', reviewers: [await idOf('reviewer')], approvers: [await idOf('approver')], comment: 'Please review' });
  await step(as.reviewer, { action: 'complete_review', decision: 'approved', comment: 'Looks right' });
  await step(as.reviewer, { action: 'submit_for_approval', comment: 'Ready' });
  await step(as.approver, { action: 'approve_document', comment: 'Approved', signature: await signature(as.approver, 'approver@attest.local') });
  await step(as.admin, { action: 'make_effective', effectiveDate, reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') });
}
