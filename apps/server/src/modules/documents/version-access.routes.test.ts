import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDetail, SignatureRecord } from '@attest/domain';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { startTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { documentOf } from '../../../test/workflow-helpers.ts';
import { versionFixture } from '../../../test/version-fixture.ts';

/**
 * DESIGN §4.9: readers open only the version in force, list released versions, and never see an
 * unreleased one; the author, assigned reviewers and approvers and document control keep the whole history.
 */
let t: TestApp;
let as: Awaited<ReturnType<typeof versionFixture>>['as'];
let outsider: TestClient;
let otherAuthor: TestClient;
let doc: DocumentDetail;
let superseded: string;
let inForce: string;
let draft: string;

beforeAll(async () => {
  t = await startTestApp();
  const fixture = await versionFixture(t.app);
  ({ as, outsider, otherAuthor, doc } = fixture);
  ({ superseded, inForce, draft } = fixture.versions);
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

const file = (client: TestClient, versionId: string) => client.request('GET', `/api/documents/${doc.id}/versions/${versionId}/file`);
const rendition = (client: TestClient, versionId: string) => client.request('GET', `/api/documents/${doc.id}/versions/${versionId}/rendition`);
const content = (client: TestClient, versionId: string) => client.request('GET', `/api/documents/${doc.id}/content?versionId=${versionId}`);

describe('who opens which version', () => {
  it('gives readers the version in force only: superseded content and unreleased versions are 404 on file, rendition and viewer', async () => {
    for (const reader of [as.user, outsider, otherAuthor]) {
      expect((await file(reader, inForce)).statusCode).toBe(200);
      for (const hidden of [superseded, draft]) {
        expect((await file(reader, hidden)).statusCode).toBe(404);
        expect((await rendition(reader, hidden)).statusCode).toBe(404);
        expect((await content(reader, hidden)).statusCode).toBe(404);
      }
      expect((await reader.request('GET', `/api/documents/${doc.id}/compare?from=${superseded}&to=${inForce}`)).statusCode).toBe(404);
    }
  });

  it('lists released versions to readers (with their effective dates), not the draft, and marks which one opens', async () => {
    for (const reader of [as.user, outsider]) {
      const seen = await documentOf(reader, doc.id);
      const listed = seen.versions.filter((v) => [superseded, inForce, draft].includes(v.id));
      expect(listed.map((v) => [v.id, v.openable])).toEqual(expect.arrayContaining([[superseded, false], [inForce, true]]));
      expect(listed).toHaveLength(2);
      expect(listed.every((v) => v.effectiveDate !== null)).toBe(true);
      expect(seen.currentVersion?.id).toBe(inForce);
    }
  });

  it('shows readers only the signatures of the version in force', async () => {
    const signed = (await as.user.request('GET', `/api/documents/${doc.id}/signatures`)).json<SignatureRecord[]>();
    const all = (await as.admin.request('GET', `/api/documents/${doc.id}/signatures`)).json<SignatureRecord[]>();
    expect(all.length).toBeGreaterThan(signed.length);
    expect(signed.length).toBeGreaterThan(0);
    expect(signed.every((s) => s.versionId === inForce)).toBe(true);
  });

  it('keeps the whole history for the author, the assigned reviewer and approver and document control', async () => {
    for (const member of [as.author, as.reviewer, as.approver, as.coordinator, as.admin]) {
      for (const id of [superseded, inForce, draft]) expect((await file(member, id)).statusCode).toBe(200);
      const versions = (await documentOf(member, doc.id)).versions;
      expect(versions.filter((v) => v.id === draft || v.id === superseded).every((v) => v.openable)).toBe(true);
    }
  });
});
