import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { list, quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { act, makeEffective, releaseSignature } from '../../../test/workflow-helpers.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';

// "In force" lists the documents whose version is in force for readers, whatever their working copy.
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
const docs: Record<'effective' | 'revising' | 'draft' | 'retired', string> = { effective: '', revising: '', draft: '', retired: '' };
const WORD = 'inforcezebra';

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  const ref = await referenceIds(as.author);
  const ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
  const create = async (name: string) => (await quickCreate(as.author, ids, { title: `${WORD} ${name}` })).id;
  docs.effective = await create('effective');
  docs.revising = await create('revising');
  docs.draft = await create('draft');
  docs.retired = await create('retired');
  for (const id of [docs.effective, docs.revising, docs.retired]) await makeEffective(as, id);
  expect((await act(as.author, docs.revising, { action: 'new_version', comment: 'Annual update' })).statusCode).toBe(200);
  const retired = await act(as.admin, docs.retired, { action: 'mark_obsolete', comment: 'Retired', signature: await releaseSignature(as.admin, 'admin@attest.local', 'retired') });
  expect(retired.statusCode, retired.body).toBe(200);
}, 180_000);
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

const idsOf = async (client: typeof as.admin, query: string) => (await list(client, `q=${WORD}&${query}`)).items.map((item) => item.id).sort();

describe('the list\'s "In force" filter', () => {
  it('lists documents with a version in force, a revision in progress included, and not drafts or retired ones', async () => {
    const expected = [docs.effective, docs.revising].sort();
    expect(await idsOf(as.admin, 'inForce=true')).toEqual(expected);
    expect(await idsOf(as.coordinator, 'inForce=true')).toEqual(expected);
    // A reader sees the same documents (the revision as its version in force).
    expect(await idsOf(as.user, 'inForce=true')).toEqual(expected);
  });

  it('differs from the Effective status, which is the working copy\'s', async () => {
    expect(await idsOf(as.admin, 'status=effective')).toEqual([docs.effective]);
    expect(await idsOf(as.admin, 'status=obsolete')).toEqual([docs.retired]);
  });

  it('refuses a value other than true', async () => {
    const response = await as.admin.request('GET', `/api/documents?inForce=yes`);
    expect(response.statusCode).toBe(400);
  });
});
