import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { DocumentDetail } from '@attest/domain';
import type { TestClient } from './harness.ts';
import { multipart, quickCreate, quickCreateWithFile, referenceIds, signedInClients } from './documents-helpers.ts';
import { act, documentOf, makeEffective } from './workflow-helpers.ts';
import { newSignedInUser } from './users-helpers.ts';
import { CORPUS } from './corpus.ts';

async function replaceFile(client: TestClient, current: DocumentDetail, file: string): Promise<DocumentDetail> {
  const { body, contentType } = multipart({ changeSummary: `Content ${file}`, rowVersion: current.rowVersion }, { name: file, content: await readFile(`${CORPUS}/docx/${file}`) });
  const response = await client.request('POST', `/api/documents/${current.id}/file`, body, { 'content-type': contentType });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<DocumentDetail>();
}

/**
 * A document released twice with a third draft under way: one superseded version, the version in force and an
 * unreleased draft, each with a file. The demo reviewer and approver took part; `outsider` (a reviewer) and
 * `otherAuthor` never did, so for this document they are readers like role user (DESIGN §4.9).
 */
export async function versionFixture(app: FastifyInstance) {
  const as = await signedInClients(app);
  const ref = await referenceIds(as.author);
  const created = await quickCreate(as.author, { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id }, { title: 'Versions in force' });
  await makeEffective(as, (await replaceFile(as.author, created, 'simple-list.docx')).id);
  const revise = async (file: string) => {
    const response = await act(as.author, created.id, { action: 'new_version', comment: 'Next revision' });
    if (response.statusCode !== 200) throw new Error(response.body);
    return replaceFile(as.author, await documentOf(as.author, created.id), file);
  };
  await revise('tables.docx');
  await makeEffective(as, created.id);
  const doc = await revise('single-paragraph.docx');
  const byRelease = (release: string) => doc.versions.filter((v) => v.release === release).map((v) => v.id);
  const [superseded] = byRelease('superseded');
  const [inForce] = byRelease('active');
  if (!superseded || !inForce || !doc.currentVersion || doc.currentVersion.release !== null) throw new Error('unexpected fixture versions');
  // Made last, so the workflows above pick the demo reviewer: these two never take part in this document.
  const outsider = (await newSignedInUser(app, as.admin, { email: 'outside.reviewer@attest.local', role: 'reviewer' })).client;
  const otherAuthor = (await newSignedInUser(app, as.admin, { email: 'other.author@attest.local', role: 'author' })).client;
  return { as, outsider, otherAuthor, doc, versions: { superseded, inForce, draft: doc.currentVersion.id } };
}

/** Words that only unreleased data carries: a response that holds one has shown something unreleased. */
export const SECRETS = { draftTitle: 'Zanzibar draft title', draftComment: 'Quokka reviewer remark', neverReleased: 'Wombat never released' } as const;

/**
 * Puts the fixture's draft under review with a new title and a comment, and adds a document that was never released
 * (also under review), each carrying one of SECRETS, so a matrix can check no route shows them to a reader.
 */
export async function unreleasedSecrets(as: Awaited<ReturnType<typeof signedInClients>>, documentId: string): Promise<{ neverReleasedId: string }> {
  const reviewers = (await as.author.request('GET', '/api/users/assignable?role=reviewer')).json<{ id: string; email: string }[]>();
  const approvers = (await as.author.request('GET', '/api/users/assignable?role=approver')).json<{ id: string; email: string }[]>();
  const demo = (list: { id: string; email: string }[], email: string) => list.find((u) => u.email === email)!.id;
  const submit = async (id: string, comment: string) => {
    const response = await act(as.author, id, { action: 'submit_for_review', reviewers: [demo(reviewers, 'reviewer@attest.local')], approvers: [demo(approvers, 'approver@attest.local')], comment });
    if (response.statusCode !== 200) throw new Error(response.body);
  };
  const draft = await documentOf(as.author, documentId);
  const renamed = await as.author.request('PUT', `/api/documents/${documentId}`, { title: SECRETS.draftTitle, categoryId: draft.category.id, departmentId: draft.department.id, rowVersion: draft.rowVersion });
  if (renamed.statusCode !== 200) throw new Error(renamed.body);
  await submit(documentId, SECRETS.draftComment);
  const ref = await referenceIds(as.author);
  const never = await quickCreateWithFile(as.author, { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id }, { title: SECRETS.neverReleased });
  await submit(never.id, 'Please review');
  return { neverReleasedId: never.id };
}
