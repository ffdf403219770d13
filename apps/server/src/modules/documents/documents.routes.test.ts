import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DocumentDetail } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, type TestApp } from '../../../test/harness.ts';
import { list, quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
let otherIds: { categoryId: string; departmentId: string };

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  otherIds = { categoryId: ref.categories[1]!.id, departmentId: ref.departments[1]!.id };
});
afterAll(async () => {
  await t.close();
});

const auditFor = async (documentId: string) =>
  rowsOf<{ action: string; old_values: Record<string, unknown> | null; new_values: Record<string, unknown> | null; reason: string | null; actor_name: string }>(
    await t.database.db.execute(sql`SELECT action, old_values, new_values, reason, actor_name FROM audit_events WHERE entity_type = 'document' AND entity_id = ${documentId} ORDER BY seq`),
  );
const setStatus = (id: string, status: string) => t.database.db.execute(sql`UPDATE documents SET status = ${status} WHERE id = ${id}`);

describe('Quick Create SOP', () => {
  it('creates a numbered draft, version 0.01, authored by the creator, and audits it [REQ:P11-10k] [REQ:FR-DOC-1]', async () => {
    const doc = await quickCreate(as.author, ids, { title: 'Gowning procedure', keywords: ['gowning', 'cleanroom'] });
    expect(doc).toMatchObject({ status: 'draft', version: '0.01', isLocked: false, isObsolete: false, documentType: 'SOP', priority: 'medium', confidentiality: 'public' });
    expect(doc.docNumber).toMatch(/^SOP-\d{4}-\d{4}$/);
    expect(doc.author.name).toBe('Daniel Okafor');
    expect(doc.versions).toHaveLength(1);
    const events = await auditFor(doc.id);
    expect(events.map((e) => e.action)).toEqual(['Document Created']);
    expect(events[0]?.new_values).toMatchObject({ title: 'Gowning procedure', status: 'draft' });
  });

  it("requires title, category and department with the spec's message [REQ:A11-6] [REQ:FR-DOC-1]", async () => {
    const response = await as.author.request('POST', '/api/documents', { title: '', categoryId: ids.categoryId });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe('Validation Error: Please fill in all required fields including department.');
  });

  it('is refused to roles without create-sops', async () => {
    for (const client of [as.reviewer, as.approver, as.user]) {
      const response = await client.request('POST', '/api/documents', { title: 'Nope', ...ids });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('visibility', () => {
  it("hides another author's draft from an author (404 by id) and from role user, shows it to reviewers [REQ:FR-DOC-5]", async () => {
    const draft = await quickCreate(as.coordinator, ids, { title: 'Coordinator private draft' });
    expect((await as.author.request('GET', `/api/documents/${draft.id}`)).statusCode).toBe(404);
    expect((await list(as.author, 'q=private')).items.map((d) => d.id)).not.toContain(draft.id);
    expect((await as.user.request('GET', `/api/documents/${draft.id}`)).statusCode).toBe(404);
    expect((await as.reviewer.request('GET', `/api/documents/${draft.id}`)).statusCode).toBe(200);
    expect((await list(as.admin)).items.map((d) => d.id)).toContain(draft.id);
  });

  it('shows role user only approved and effective documents [REQ:FR-DOC-5]', async () => {
    const approved = await quickCreate(as.author, ids, { title: 'Released document for operators' });
    await setStatus(approved.id, 'approved');
    const seen = await list(as.user, 'pageSize=100');
    expect(seen.items.map((d) => d.id)).toContain(approved.id);
    expect(seen.items.every((d) => ['approved', 'effective'].includes(d.status))).toBe(true);
  });
});

describe('the list', () => {
  it('sorts by title ascending by default, pages with a total, and filters in SQL', async () => {
    for (const title of ['Zeta line clearance', 'alpha batch record review', 'Mu sampling plan']) await quickCreate(as.coordinator, otherIds, { title, priority: 'high' });
    const page1 = await list(as.admin, 'pageSize=2');
    expect(page1.items).toHaveLength(2);
    expect(page1.total).toBeGreaterThanOrEqual(5);
    const all = await list(as.admin, 'pageSize=100');
    const titles = all.items.map((d) => d.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const page2 = await list(as.admin, 'pageSize=2&page=2');
    expect(page2.items[0]?.id).toBe(all.items[2]?.id);

    const filtered = await list(as.admin, `department=${otherIds.departmentId}&sort=title&dir=desc`);
    expect(filtered.items.map((d) => d.title)).toEqual(['Zeta line clearance', 'Mu sampling plan', 'alpha batch record review']);
    expect(filtered.total).toBe(3);
    const byPriority = await list(as.admin, 'sort=priority&dir=desc&pageSize=3');
    expect(byPriority.items.every((d) => d.priority === 'high')).toBe(true);
  });

  it('searches number, title, description and keywords by word prefix', async () => {
    const doc = await quickCreate(as.author, ids, { title: 'Autoclave validation', description: 'Steam sterilisation cycles', keywords: ['bioburden'] });
    for (const q of ['autocl', 'sterilisation', 'bioburden', doc.docNumber]) {
      expect((await list(as.author, `q=${encodeURIComponent(q)}`)).items.map((d) => d.id)).toContain(doc.id);
    }
    expect((await list(as.author, 'q=nonexistentword')).total).toBe(0);
  });

  it('hides archived documents unless asked for', async () => {
    const doc = await quickCreate(as.author, ids, { title: 'Soon archived' });
    const archived = await as.admin.request('POST', `/api/documents/${doc.id}/archive`, { reason: 'Superseded by site procedure' });
    expect(archived.statusCode).toBe(200);
    expect((await list(as.admin, 'pageSize=100')).items.map((d) => d.id)).not.toContain(doc.id);
    expect((await list(as.admin, 'status=archived')).items.map((d) => d.id)).toContain(doc.id);
  });
});

describe('edit', () => {
  it('edits a draft, audits old → new, and gives 409 to the second of two concurrent edits [REQ:P11-10e] [REQ:FR-DOC-4]', async () => {
    const doc = await quickCreate(as.author, ids, { title: 'Original title' });
    const body = (title: string) => ({ title, ...ids, rowVersion: doc.rowVersion, changeReason: 'Clarify scope' });
    const [a, b] = await Promise.all([as.author.request('PUT', `/api/documents/${doc.id}`, body('Winner A')), as.admin.request('PUT', `/api/documents/${doc.id}`, body('Winner B'))]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const updated = (a.statusCode === 200 ? a : b).json<DocumentDetail>();
    expect(updated.rowVersion).toBe(doc.rowVersion + 1);
    const events = (await auditFor(doc.id)).filter((e) => e.action === 'Document Updated');
    expect(events).toHaveLength(1);
    expect(events[0]?.old_values).toEqual({ title: 'Original title', changeReason: '' });
    expect(events[0]?.new_values).toEqual({ title: updated.title, changeReason: 'Clarify scope' });
  });

  it('refuses to edit anything but a draft', async () => {
    const doc = await quickCreate(as.author, ids, { title: 'In review soon' });
    await setStatus(doc.id, 'in-review');
    const response = await as.admin.request('PUT', `/api/documents/${doc.id}`, { title: 'x', ...ids, rowVersion: doc.rowVersion });
    expect(errorCode(response)).toBe('DOCUMENT_NOT_EDITABLE');
  });
});

describe('duplicate, lock and archive', () => {
  it("duplicates as a new draft, version 1.0, ' (Copy)' [REQ:FR-DOC-8]", async () => {
    const source = await quickCreate(as.author, ids, { title: 'Label reconciliation' });
    const response = await as.author.request('POST', `/api/documents/${source.id}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy = response.json<DocumentDetail>();
    expect(copy).toMatchObject({ title: 'Label reconciliation (Copy)', status: 'draft', version: '0.01', changeReason: 'Duplicated from existing SOP', isLocked: false });
    expect(copy.docNumber).not.toBe(source.docNumber);
  });

  it('locks and unlocks approved documents only, with lock-sops [REQ:FR-DOC-8]', async () => {
    const doc = await quickCreate(as.author, ids, { title: 'Lockable' });
    expect(errorCode(await as.approver.request('POST', `/api/documents/${doc.id}/lock`))).toBe('INVALID_DOCUMENT_STATE');
    await setStatus(doc.id, 'approved');
    expect((await as.author.request('POST', `/api/documents/${doc.id}/lock`)).statusCode).toBe(403);
    const locked = await as.approver.request('POST', `/api/documents/${doc.id}/lock`);
    expect(locked.json<DocumentDetail>().isLocked).toBe(true);
    const unlocked = await as.approver.request('POST', `/api/documents/${doc.id}/unlock`, { reason: 'Correction needed' });
    expect(unlocked.json<DocumentDetail>().isLocked).toBe(false);
    expect((await auditFor(doc.id)).map((e) => e.action)).toEqual(['Document Created', 'Document Locked', 'Document Unlocked']);
  });

  it('archives with a reason (admin only), destroying nothing [REQ:P11-10c] [REQ:FR-DOC-6]', async () => {
    const doc = await quickCreate(as.author, ids, { title: 'To archive' });
    expect((await as.author.request('POST', `/api/documents/${doc.id}/archive`, { reason: 'x' })).statusCode).toBe(403);
    expect((await as.admin.request('POST', `/api/documents/${doc.id}/archive`, { reason: '' })).statusCode).toBe(400);
    const response = await as.admin.request('POST', `/api/documents/${doc.id}/archive`, { reason: 'Raised in error' });
    expect(response.json<DocumentDetail>()).toMatchObject({ status: 'archived', archiveReason: 'Raised in error' });
    const last = (await auditFor(doc.id)).at(-1);
    expect(last).toMatchObject({ action: 'Document Archived', reason: 'Raised in error', old_values: { status: 'draft' }, new_values: { status: 'archived' } });
  });
});

describe('departments and categories', () => {
  it('lets admin and coordinator add and deactivate, not authors', async () => {
    expect((await as.author.request('POST', '/api/categories', { name: 'Validation', retentionDays: 2555 })).statusCode).toBe(403);
    const created = await as.coordinator.request('POST', '/api/categories', { name: 'Validation', retentionDays: 2555, requiresApproval: true, autoArchive: false });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const duplicate = await as.admin.request('POST', '/api/categories', { name: 'Validation', retentionDays: 10 });
    expect(duplicate.statusCode).toBe(409);
    await as.admin.request('PUT', `/api/categories/${id}`, { name: 'Validation', retentionDays: 2555, isActive: false });
    const visible = (await as.author.request('GET', '/api/categories')).json<{ name: string }[]>().map((c) => c.name);
    expect(visible).not.toContain('Validation');
    const forManager = (await as.admin.request('GET', '/api/categories?includeInactive=true')).json<{ name: string }[]>().map((c) => c.name);
    expect(forManager).toContain('Validation');
  });
});
