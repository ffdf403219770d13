import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { DocumentDetail } from '@attest/domain';
import type { TestClient } from './harness.ts';
import { multipart, quickCreate, referenceIds, signedInClients } from './documents-helpers.ts';
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
