import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MAX_ENTRIES, type AddToCartResponse, type CartResponse, type DocumentDetail, type SessionResponse } from '@attest/domain';
import { errorCode, startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { multipart, quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { makeEffective } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { cartEntries } from '../../platform/db/schema/index.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let ids: { categoryId: string; departmentId: string };
let effective: DocumentDetail;

const cart = async (client: TestClient) => (await client.request('GET', '/api/cart')).json<CartResponse>();
const add = (client: TestClient, id: string) => client.request('POST', `/api/cart/${id}`);
const userId = async (client: TestClient) => (await client.request('GET', '/api/auth/session')).json<SessionResponse>().user.id;
const remove = (client: TestClient, id: string) => client.request('DELETE', `/api/cart/${id}`);

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  const meta = { docNumber: 'CART-EFF-1', title: 'Released weighing procedure', ...ids, description: 'Released', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  const { body, contentType } = multipart(meta, { name: 'simple-list.docx', content: await readFile(`${CORPUS}/docx/simple-list.docx`) });
  const uploaded = await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  effective = uploaded.json<DocumentDetail>();
  await makeEffective(as, effective.id);
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

describe('the cart', () => {
  it('holds at most 100 documents, newest first, without duplicates; the 101st is refused with CART_FULL [REQ:FR-CART-1]', async () => {
    const docs: DocumentDetail[] = [];
    for (let i = 0; i <= CART_MAX_ENTRIES; i += 1) docs.push(await quickCreate(as.coordinator, ids, { title: `Cart filler ${i}` }));
    for (const doc of docs.slice(0, CART_MAX_ENTRIES)) {
      const response = await add(as.coordinator, doc.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AddToCartResponse>().added).toBe(true);
    }
    const full = await cart(as.coordinator);
    expect(full.max).toBe(CART_MAX_ENTRIES);
    expect(full.items.map((i) => i.documentId)).toEqual(docs.slice(0, CART_MAX_ENTRIES).map((d) => d.id).reverse());
    expect(full.items[0]).toMatchObject({ docNumber: docs[CART_MAX_ENTRIES - 1]!.docNumber, title: `Cart filler ${CART_MAX_ENTRIES - 1}`, status: 'draft', versionInForce: null });

    // Adding one already there changes nothing: still one entry, still in its place.
    const again = await add(as.coordinator, docs[0]!.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<AddToCartResponse>()).toMatchObject({ added: false });
    expect(again.json<AddToCartResponse>().items.map((i) => i.documentId)).toEqual(full.items.map((i) => i.documentId));

    const refused = await add(as.coordinator, docs[CART_MAX_ENTRIES]!.id);
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('CART_FULL');
    expect((await cart(as.coordinator)).items).toHaveLength(CART_MAX_ENTRIES);

    // Room made by a removal takes the new one, at the top.
    const removed = await remove(as.coordinator, docs[50]!.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<CartResponse>().items.map((i) => i.documentId)).not.toContain(docs[50]!.id);
    expect((await add(as.coordinator, docs[CART_MAX_ENTRIES]!.id)).statusCode).toBe(200);
    const after = await cart(as.coordinator);
    expect(after.items).toHaveLength(CART_MAX_ENTRIES);
    expect(after.items[0]!.documentId).toBe(docs[CART_MAX_ENTRIES]!.id);

    // Another person's cart is their own.
    expect((await cart(as.reviewer)).items).toEqual([]);

    // Several tabs adding at once to a cart with one place left: one gets it, the others are refused.
    const reviewerId = await userId(as.reviewer);
    for (const doc of docs.slice(0, CART_MAX_ENTRIES - 1)) await t.database.db.insert(cartEntries).values({ userId: reviewerId, documentId: doc.id });
    const contenders = [...docs.slice(CART_MAX_ENTRIES - 1), ...(await Promise.all([1, 2, 3, 4].map((i) => quickCreate(as.coordinator, ids, { title: `Contender ${i}` }))))];
    const racing = await Promise.all(contenders.map((doc) => add(as.reviewer, doc.id)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await cart(as.reviewer)).items).toHaveLength(CART_MAX_ENTRIES);
  });

  it('takes only documents the user may see: a role user cannot add a draft, and sees it as not found', async () => {
    const draft = await quickCreate(as.author, ids, { title: 'Unreleased draft' });
    const refused = await add(as.user, draft.id);
    expect(refused.statusCode).toBe(404);
    expect(errorCode(refused)).toBe('DOCUMENT_NOT_FOUND');
    expect((await add(as.user, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const added = await add(as.user, effective.id);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<AddToCartResponse>().items).toEqual([
      expect.objectContaining({ documentId: effective.id, docNumber: 'CART-EFF-1', status: 'effective', versionInForce: '1' }),
    ]);
    // The author may add their own draft.
    expect((await add(as.author, draft.id)).statusCode).toBe(200);
  });

  it('lists only what the user can still see: an archived document leaves a role user\'s cart', async () => {
    const meta = { docNumber: 'CART-ARC-1', title: 'Soon archived', ...ids, description: 'x', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
    const { body, contentType } = multipart(meta, { name: 'tables.docx', content: await readFile(`${CORPUS}/docx/tables.docx`) });
    const doc = (await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType })).json<DocumentDetail>();
    await makeEffective(as, doc.id);
    const client = as.approver;
    expect((await add(client, doc.id)).statusCode).toBe(200);
    expect((await add(as.user, doc.id)).statusCode).toBe(200);
    expect((await cart(as.user)).items.map((i) => i.documentId)).toContain(doc.id);

    expect((await as.admin.request('POST', `/api/documents/${doc.id}/archive`, { reason: 'Withdrawn' })).statusCode).toBe(200);
    expect((await cart(as.user)).items.map((i) => i.documentId)).not.toContain(doc.id);
    // The approver sees archives; for them it stays, with no version in force any more.
    expect((await cart(client)).items.find((i) => i.documentId === doc.id)).toMatchObject({ status: 'archived', versionInForce: null });
  });

  it('records additions and removals on the document\'s audit trail', async () => {
    expect((await add(as.admin, effective.id)).statusCode).toBe(200);
    expect((await remove(as.admin, effective.id)).statusCode).toBe(200);
    // Removing what is not there changes nothing and records nothing.
    expect((await remove(as.admin, effective.id)).statusCode).toBe(200);
    const adminId = await userId(as.admin);
    const events = rowsOf<{ action: string }>(
      await t.database.db.execute(sql`SELECT action FROM audit_events WHERE entity_id = ${effective.id} AND actor_id = ${adminId} AND action LIKE '%Cart' ORDER BY seq`),
    );
    expect(events.map((e) => e.action)).toEqual(['Document Added to Cart', 'Document Removed from Cart']);
  });
});
