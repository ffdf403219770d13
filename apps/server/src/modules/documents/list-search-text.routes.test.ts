import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserListResponse } from '@attest/domain';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { list, quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  await quickCreate(as.author, { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id }, { title: 'Yield 100% of batch_size' });
});
afterAll(async () => {
  await t.close();
});

describe('q is taken literally: LIKE wildcards and punctuation match only themselves', () => {
  it('finds no document for a q of only % or _, though the register is not empty [REQ:FR-SRCH-3]', async () => {
    expect((await list(as.admin)).total).toBeGreaterThan(0);
    for (const q of ['%', '_', '%_%', '\\']) expect((await list(as.admin, `q=${encodeURIComponent(q)}`)).total, q).toBe(0);
    expect((await list(as.admin, `q=${encodeURIComponent('batch_size')}`)).items.map((d) => d.title)).toEqual(['Yield 100% of batch_size']);
  });

  it('finds no user for a q of % or _', async () => {
    const users = async (q: string) => (await as.admin.request('GET', `/api/users?q=${encodeURIComponent(q)}`)).json<UserListResponse>();
    expect((await users('')).total).toBeGreaterThan(0);
    for (const q of ['%', '_']) expect((await users(q)).total, q).toBe(0);
  });
});
