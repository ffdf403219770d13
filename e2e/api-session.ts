import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support';

export const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const SIGNATURE_IMAGE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type DemoRole = keyof typeof DEMO_ACCOUNTS;
export type ApiSession = Awaited<ReturnType<typeof apiAs>>;

/** A signed-in API session of a demo account, sending its CSRF token on every change. */
export function apiAs(request: APIRequestContext, role: DemoRole) {
  return apiSignedIn(request, DEMO_ACCOUNTS[role].email, DEMO_PASSWORD);
}

/** A signed-in API session of any account (one a spec made), sending its CSRF token on every change. */
export async function apiSignedIn(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const headers = { 'x-csrf-token': ((await login.json()) as { csrfToken: string }).csrfToken };
  const check = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as T;
  };
  return {
    get: async <T>(url: string) => check<T>(await request.get(url, { headers })),
    post: async <T>(url: string, data: unknown) => check<T>(await request.post(url, { headers, data })),
    patch: async <T>(url: string, data: unknown) => check<T>(await request.patch(url, { headers, data })),
    put: async <T>(url: string, data: unknown) => check<T>(await request.put(url, { headers, data })),
    upload: async <T>(url: string, metadata: unknown, file: string) =>
      check<T>(await request.post(url, { headers, multipart: { metadata: JSON.stringify(metadata), file: { name: file, mimeType: 'application/octet-stream', buffer: fs.readFileSync(path.join(fixtures, file)) } } })),
  };
}

/** The people of the signed lifecycle, each in their own API session. */
async function lifecycleSessions(newContext: () => Promise<APIRequestContext>) {
  const as = async (role: DemoRole) => apiAs(await newContext(), role);
  return { author: await as('author'), reviewer: await as('reviewer'), approver: await as('approver'), admin: await as('admin') };
}

/** Submission, review and submission for approval of the document's current draft: it waits for the approver (the first by name, or the one named). */
async function throughReview(people: Awaited<ReturnType<typeof lifecycleSessions>>, documentId: string, approverName?: string): Promise<void> {
  const { author, reviewer } = people;
  const [reviewerId] = await author.get<{ id: string }[]>('/api/users/assignable?role=reviewer');
  const approvers = await author.get<{ id: string; name: string }[]>('/api/users/assignable?role=approver');
  const approverId = approverName ? approvers.find((candidate) => candidate.name === approverName) : approvers[0];
  const act = (who: ApiSession, body: Record<string, unknown>) => who.post(`/api/documents/${documentId}/actions`, body);
  await act(author, { action: 'submit_for_review', reviewers: [reviewerId!.id], approvers: [approverId!.id], comment: 'Please review.' });
  await act(reviewer, { action: 'complete_review', decision: 'approved', comment: 'Clear.' });
  await act(reviewer, { action: 'submit_for_approval', comment: 'Ready.' });
}

/** Review and e-signed approval of the document's current draft: it is approved, not yet effective. */
async function approve(people: Awaited<ReturnType<typeof lifecycleSessions>>, documentId: string): Promise<void> {
  const { approver } = people;
  await throughReview(people, documentId);
  const { signingToken } = await approver.post<{ signingToken: string }>('/api/signatures/authenticate', { email: DEMO_ACCOUNTS.approver.email, password: DEMO_PASSWORD });
  await approver.post(`/api/documents/${documentId}/actions`, { action: 'approve_document', comment: 'Approved.', signature: { signingToken, meaning: 'approved', type: 'drawn', image: SIGNATURE_IMAGE, consent: true } });
}

/** Review, e-signed approval and Make Effective (today) of the document's current draft. */
async function release(people: Awaited<ReturnType<typeof lifecycleSessions>>, documentId: string): Promise<void> {
  await approve(people, documentId);
  // Make Effective is signed, meaning "released" (the signature configuration's default).
  const { signingToken } = await people.admin.post<{ signingToken: string }>('/api/signatures/authenticate', { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD });
  const signature = { signingToken, meaning: 'released', type: 'drawn', image: SIGNATURE_IMAGE, consent: true };
  await people.admin.post(`/api/documents/${documentId}/actions`, { action: 'make_effective', effectiveDate: new Date().toISOString().slice(0, 10), reviewPeriodMonths: 12, signature });
}

type NewDocument = { docNumber: string; title: string; file: string; trainingRequired?: boolean };
/** Runs as the author on the uploaded draft before its release, e.g. to name a training audience. */
type BeforeRelease = (author: ApiSession, documentId: string) => Promise<void>;

async function uploadDocument(people: Awaited<ReturnType<typeof lifecycleSessions>>, input: NewDocument): Promise<{ id: string }> {
  const [departments, categories] = await Promise.all([people.author.get<{ id: string }[]>('/api/departments'), people.author.get<{ id: string }[]>('/api/categories')]);
  const metadata = { docNumber: input.docNumber, title: input.title, categoryId: categories[0]!.id, departmentId: departments[0]!.id, description: 'Made by an end-to-end journey', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0', trainingRequired: input.trainingRequired ?? false };
  return people.author.upload<{ id: string }>('/api/documents/upload', metadata, input.file);
}

/** An SOP with a real file (from e2e/fixtures), uploaded and taken through review: it waits for the approver's signature. */
export async function documentAwaitingApproval(newContext: () => Promise<APIRequestContext>, input: { docNumber: string; title: string; file: string }, approverName?: string): Promise<{ id: string }> {
  const people = await lifecycleSessions(newContext);
  const doc = await uploadDocument(people, input);
  await throughReview(people, doc.id, approverName);
  return { id: doc.id };
}

/** An SOP with a real file (from e2e/fixtures), uploaded and taken through review and e-signed approval: Make Effective is next. */
export async function approvedDocument(newContext: () => Promise<APIRequestContext>, input: NewDocument, beforeRelease?: BeforeRelease): Promise<{ id: string }> {
  const people = await lifecycleSessions(newContext);
  const doc = await uploadDocument(people, input);
  await beforeRelease?.(people.author, doc.id);
  await approve(people, doc.id);
  return { id: doc.id };
}

/** An SOP with a real file (from e2e/fixtures), uploaded and taken through review, e-signed approval and Make Effective. */
export async function effectiveDocument(
  newContext: () => Promise<APIRequestContext>,
  input: NewDocument,
  beforeRelease?: BeforeRelease,
): Promise<{ id: string }> {
  const people = await lifecycleSessions(newContext);
  const doc = await uploadDocument(people, input);
  await beforeRelease?.(people.author, doc.id);
  await release(people, doc.id);
  return { id: doc.id };
}

/** The next version of an effective document (same file), taken through the lifecycle until it is the one in force. */
export async function releaseNextVersion(newContext: () => Promise<APIRequestContext>, documentId: string): Promise<void> {
  const people = await lifecycleSessions(newContext);
  await people.author.post(`/api/documents/${documentId}/actions`, { action: 'new_version', comment: 'Annual update' });
  await release(people, documentId);
}
