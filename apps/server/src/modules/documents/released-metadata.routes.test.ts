import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponse, DashboardResponse, DocumentDetail, SearchResponse } from '@attest/domain';
import { startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { list, multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, documentOf, makeEffective, releaseSignature, signature } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { newSignedInUser } from '../../../test/users-helpers.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let doc: DocumentDetail;
let released: DocumentDetail;

const RELEASED = { title: 'Granulation line clearance', description: 'Clear the granulation line between batches', keywords: ['granulation', 'clearance'], changeReason: 'First issue' };
// Every word here is only in the draft: 'zeppelin' (title), 'quokka' (description), 'wombat' (keyword).
const DRAFT = { title: 'Zeppelin coating procedure', description: 'Draft text about a quokka', keywords: ['wombat'], changeReason: 'Draft reason not yet released' };

async function upload(docNumber: string, fields: Record<string, unknown>): Promise<DocumentDetail> {
  const meta = { docNumber, categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0', ...fields };
  const { body, contentType } = multipart(meta, { name: 'simple-list.docx', content: await readFile(`${CORPUS}/docx/simple-list.docx`) });
  const uploaded = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return uploaded.json<DocumentDetail>();
}

async function step(client: TestClient, body: Record<string, unknown>) {
  const response = await act(client, doc.id, body);
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  ref = await referenceIds(as.author);
  doc = await upload('RM-1', RELEASED);
  await makeEffective(as, doc.id);
  // A second released document whose title sorts between the released and the draft title.
  await makeEffective(as, (await upload('RM-2', { title: 'Mixing of blends', description: 'Other', changeReason: 'First issue' })).id);
  expect((await as.user.request('POST', `/api/documents/${doc.id}/acknowledge`)).statusCode).toBe(200);
  released = await documentOf(as.admin, doc.id);

  await step(as.author, { action: 'new_version', comment: 'Rework for the coating line' });
  const draft = await documentOf(as.author, doc.id);
  const edit = {
    ...DRAFT,
    categoryId: ref.categories[1]!.id,
    departmentId: ref.departments[1]!.id,
    priority: 'critical',
    confidentiality: 'confidential',
    trainingRequired: true,
    impactNotes: 'Draft impact',
    effectiveDate: '2032-02-02',
    reviewDate: '2033-03-03',
    language: 'de',
    rowVersion: draft.rowVersion,
  };
  const edited = await as.author.request('PUT', `/api/documents/${doc.id}`, edit);
  expect(edited.statusCode, edited.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

const ids = async (client: TestClient, query: string) => (await list(client, query)).items.map((d) => d.id);
const searchIds = async (client: TestClient, q: string) =>
  (await client.request('GET', `/api/search?q=${encodeURIComponent(q)}&type=documents`)).json<SearchResponse>().items.map((i) => i.id);

describe('a document with a new version in draft', () => {
  it("shows the role user the released language, and the draft's to its author", async () => {
    expect((await documentOf(as.user, doc.id)).language).toBe('en');
    expect((await documentOf(as.author, doc.id)).language).toBe('de');
  });

  it('shows the role user the released metadata in the detail, and its author and the administrator the draft', async () => {
    const forUser = await documentOf(as.user, doc.id);
    expect(forUser).toMatchObject({
      ...RELEASED,
      category: released.category,
      department: released.department,
      status: 'effective',
      version: released.version,
      priority: released.priority,
      confidentiality: released.confidentiality,
      trainingRequired: false,
      impactNotes: released.impactNotes,
      effectiveDate: released.effectiveDate,
      reviewDate: released.reviewDate,
      isLocked: true,
      updatedAt: released.updatedAt,
      updatedBy: released.updatedBy,
    });
    for (const client of [as.author, as.admin]) {
      expect(await documentOf(client, doc.id)).toMatchObject({ ...DRAFT, category: { id: ref.categories[1]!.id }, status: 'draft', priority: 'critical', trainingRequired: true });
    }
  });

  it('lists, filters and sorts it for the role user by its released values', async () => {
    const row = (await list(as.user, 'pageSize=100')).items.find((d) => d.id === doc.id);
    expect(row).toMatchObject({ title: RELEASED.title, category: released.category, department: released.department, status: 'effective', version: released.version, priority: released.priority, isLocked: true, updatedAt: released.updatedAt });
    expect((await list(as.user, 'sort=title')).items.map((d) => d.title)).toEqual([RELEASED.title, 'Mixing of blends']);
    expect((await list(as.admin, 'sort=title')).items.map((d) => d.title)).toEqual(['Mixing of blends', DRAFT.title]);
    expect(await ids(as.user, 'status=effective')).toContain(doc.id);
    expect(await ids(as.user, 'status=draft')).not.toContain(doc.id);
    expect(await ids(as.user, `category=${ref.categories[1]!.id}`)).not.toContain(doc.id);
    expect(await ids(as.user, `department=${ref.departments[0]!.id}`)).toContain(doc.id);
    expect(await ids(as.user, 'trainingDue=mine')).not.toContain(doc.id);
  });

  it('finds it for the role user by released words only, in the register and in global search', async () => {
    for (const word of ['Zeppelin', 'quokka', 'wombat']) {
      expect(await ids(as.user, `q=${word}`), word).not.toContain(doc.id);
      expect(await searchIds(as.user, word), word).not.toContain(doc.id);
      expect(await ids(as.admin, `q=${word}`), word).toContain(doc.id);
      expect(await searchIds(as.admin, word), word).toContain(doc.id);
    }
    expect((await list(as.user, 'q=granulation')).items.map((d) => d.title)).toEqual([RELEASED.title]);
    const hit = (await as.user.request('GET', '/api/search?q=clearance&type=documents')).json<SearchResponse>().items.find((i) => i.id === doc.id);
    expect(hit).toMatchObject({ title: RELEASED.title, description: `RM-1 · ${RELEASED.description}`, tags: RELEASED.keywords, status: 'effective', department: released.department.name });
  });

  it('shows the role user released titles in their audit trail and released statuses on their dashboard', async () => {
    const audit = (await as.user.request('GET', '/api/audit?pageSize=100')).json<AuditListResponse>();
    const titles = audit.items.filter((e) => e.document?.id === doc.id).map((e) => e.document!.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(new Set(titles)).toEqual(new Set([RELEASED.title]));
    const dashboard = (await as.user.request('GET', '/api/dashboard')).json<DashboardResponse>();
    expect(dashboard.documentsByStatus).toEqual([{ status: 'effective', count: 2 }]);
    const recent = dashboard.recentActivity.filter((e) => e.document?.id === doc.id).map((e) => e.document!.title);
    expect(recent.length).toBeGreaterThan(0);
    expect(new Set(recent)).toEqual(new Set([RELEASED.title]));
  });

  it('shows another author the released values, and duplicates what they see', async () => {
    const { client: other } = await newSignedInUser(t.app, as.admin, { email: 'second.author@attest.local', role: 'author' });
    expect(await documentOf(other, doc.id)).toMatchObject({ ...RELEASED, status: 'effective', version: released.version });
    expect((await list(other, 'sort=title')).items.map((d) => d.title)).toEqual([RELEASED.title, 'Mixing of blends']);
    expect((await list(as.author, 'sort=title')).items.map((d) => d.title)).toEqual(['Mixing of blends', DRAFT.title]);
    expect(await ids(other, 'q=zeppelin')).not.toContain(doc.id);

    const copied = await other.request('POST', `/api/documents/${doc.id}/duplicate`);
    expect(copied.statusCode, copied.body).toBe(201);
    expect(copied.json<DocumentDetail>()).toMatchObject({ title: `${RELEASED.title} (Copy)`, description: RELEASED.description, keywords: RELEASED.keywords, category: released.category });
    expect(copied.json<DocumentDetail>().currentVersion?.sha256).toBe(released.currentVersion?.sha256);
  });

  it("puts the released title in the role user's cart and its Download all manifest", async () => {
    expect((await as.user.request('POST', `/api/cart/${doc.id}`)).statusCode).toBeLessThan(300);
    const cart = (await as.user.request('GET', '/api/cart')).json<{ items: { documentId: string; title: string; status: string }[] }>();
    expect(cart.items.find((i) => i.documentId === doc.id)).toMatchObject({ title: RELEASED.title, status: 'effective' });
    // The manifest is stored uncompressed, last in the zip: its text is in the bytes as written.
    const zip = (await as.user.request('GET', '/api/cart/download')).rawPayload.toString('utf8');
    expect(zip).toContain(RELEASED.title);
    expect(zip).not.toContain(DRAFT.title);
  });

  it('lets no other author change the draft behind the version in force, neither its metadata nor its file', async () => {
    const { client: other } = await newSignedInUser(t.app, as.admin, { email: 'third.author@attest.local', role: 'author' });
    const draft = await documentOf(as.author, doc.id);
    const edit = await other.request('PUT', `/api/documents/${doc.id}`, { ...DRAFT, title: 'Hijacked', categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, rowVersion: draft.rowVersion });
    expect(edit.statusCode, edit.body).toBe(403);
    const { body, contentType } = multipart({ changeSummary: 'Swapped', rowVersion: draft.rowVersion }, { name: 'simple-list.docx', content: await readFile(`${CORPUS}/docx/tables.docx`) });
    const replaced = await other.request('POST', `/api/documents/${doc.id}/file`, body, { 'content-type': contentType });
    expect(replaced.statusCode, replaced.body).toBe(403);
    expect(await documentOf(as.author, doc.id)).toMatchObject({ title: DRAFT.title, rowVersion: draft.rowVersion });
  });

  it('shows the new values once the new version is approved, and keeps them once it is effective', async () => {
    const idOf = async (role: string) => (await as.author.request('GET', `/api/users/assignable?role=${role}`)).json<{ id: string }[]>()[0]!.id;
    await step(as.author, { action: 'submit_for_review', reviewers: [await idOf('reviewer')], approvers: [await idOf('approver')], comment: 'Please review' });
    expect(await documentOf(as.user, doc.id)).toMatchObject({ ...RELEASED, status: 'effective' });
    await step(as.reviewer, { action: 'complete_review', decision: 'approved', comment: 'Fine' });
    await step(as.reviewer, { action: 'submit_for_approval', comment: 'Ready' });
    await step(as.approver, { action: 'approve_document', comment: 'Approved', signature: await signature(as.approver, 'approver@attest.local') });
    expect(await documentOf(as.user, doc.id)).toMatchObject({ ...DRAFT, status: 'approved' });
    expect(await ids(as.user, 'q=Zeppelin')).toContain(doc.id);

    await step(as.admin, { action: 'make_effective', effectiveDate: new Date().toISOString().slice(0, 10), reviewPeriodMonths: 12, signature: await releaseSignature(as.admin, 'admin@attest.local') });
    expect(await documentOf(as.user, doc.id)).toMatchObject({ ...DRAFT, status: 'effective', priority: 'critical' });
    expect(await searchIds(as.user, 'quokka')).toContain(doc.id);
    expect(await ids(as.user, 'q=granulation')).not.toContain(doc.id);

    // The next draft hides these values again behind the ones just released.
    await step(as.author, { action: 'new_version', comment: 'Third issue' });
    const next = await documentOf(as.author, doc.id);
    const retitled = await as.author.request('PUT', `/api/documents/${doc.id}`, { ...DRAFT, title: 'Yet another title', categoryId: next.category.id, departmentId: next.department.id, rowVersion: next.rowVersion });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect(await documentOf(as.user, doc.id)).toMatchObject({ title: DRAFT.title, changeReason: DRAFT.changeReason, status: 'effective' });
  });
});
