import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeExtractionPool } from '../../src/modules/files/extraction-pool.ts';
import { startTestApp, type TestApp, type TestClient } from '../harness.ts';
import { documentOf } from '../workflow-helpers.ts';
import { SECRETS, unreleasedSecrets, versionFixture } from '../version-fixture.ts';

/**
 * The version-level half of the authorization matrix (DESIGN §4.9): every route that opens a version's content, as
 * every kind of caller, against a superseded version, the version in force and an unreleased draft. "open" means
 * the route let the caller at the version (200, or 409 while its rendition is being made); "hidden" means 404, so
 * the id reveals nothing. The listing column says whether the version appears in the document's version list.
 */
type Kind = 'superseded' | 'inForce' | 'draft';
type Outcome = 'open' | 'hidden';
const KINDS: readonly Kind[] = ['superseded', 'inForce', 'draft'];

const FULL: Record<Kind, Outcome> = { superseded: 'open', inForce: 'open', draft: 'open' };
const READER: Record<Kind, Outcome> = { superseded: 'hidden', inForce: 'open', draft: 'hidden' };
const EXPECTED = {
  admin: FULL,
  coordinator: FULL,
  'author (owner)': FULL,
  'reviewer (assigned)': FULL,
  'approver (assigned)': FULL,
  user: READER,
  'reviewer (not assigned)': READER,
  'author (not the owner)': READER,
} as const;
type Caller = keyof typeof EXPECTED;
const LISTED: Record<Outcome, Record<Kind, boolean>> = {
  open: { superseded: true, inForce: true, draft: true },
  hidden: { superseded: true, inForce: true, draft: false },
};

let t: TestApp;
let callers: Record<Caller, TestClient>;
let docId: string;
let ids: Record<Kind, string>;
let neverReleasedId: string;

beforeAll(async () => {
  t = await startTestApp();
  const f = await versionFixture(t.app);
  docId = f.doc.id;
  ids = f.versions;
  callers = {
    admin: f.as.admin,
    coordinator: f.as.coordinator,
    'author (owner)': f.as.author,
    'reviewer (assigned)': f.as.reviewer,
    'approver (assigned)': f.as.approver,
    user: f.as.user,
    'reviewer (not assigned)': f.outsider,
    'author (not the owner)': f.otherAuthor,
  };
  // In every cart before the draft is renamed, so GET /api/cart has the document to show.
  for (const client of Object.values(callers)) await client.request('POST', `/api/cart/${docId}`);
  ({ neverReleasedId } = await unreleasedSecrets(f.as, docId));
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

const ROUTES: Record<string, (versionId: string) => string> = {
  'GET /api/documents/:id/versions/:versionId/file': (v) => `/api/documents/${docId}/versions/${v}/file`,
  'GET /api/documents/:id/versions/:versionId/rendition': (v) => `/api/documents/${docId}/versions/${v}/rendition`,
  'GET /api/documents/:id/content?versionId': (v) => `/api/documents/${docId}/content?versionId=${v}`,
  'GET /api/documents/:id/compare (in force → version)': (v) => `/api/documents/${docId}/compare?from=${ids.inForce}&to=${v}`,
  'GET /api/documents/:id/versions/:versionId/notes': (v) => `/api/documents/${docId}/versions/${v}/notes`,
};
const outcomeOf = (status: number): Outcome | `status ${number}` => (status === 404 ? 'hidden' : status === 200 || status === 409 ? 'open' : `status ${status}`);

describe('the version-level authorization matrix', () => {
  it('opens exactly the versions each caller may open, on every route that returns version content [REQ:FR-ROLE-2]', { timeout: 120_000 }, async () => {
    const mismatches: string[] = [];
    for (const [caller, client] of Object.entries(callers) as [Caller, TestClient][]) {
      for (const [route, path] of Object.entries(ROUTES)) {
        for (const kind of KINDS) {
          const response = await client.request('GET', path(ids[kind]));
          if (response.statusCode === 403) continue; // the route itself is not this role's: covered by the route matrix
          const got = outcomeOf(response.statusCode);
          if (got !== EXPECTED[caller][kind]) mismatches.push(`${route} on the ${kind} version as ${caller}: expected ${EXPECTED[caller][kind]}, got ${got}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('lists released versions to everyone and the draft only to those who may open it', async () => {
    const mismatches: string[] = [];
    for (const [caller, client] of Object.entries(callers) as [Caller, TestClient][]) {
      const detail = await documentOf(client, docId);
      for (const kind of KINDS) {
        const listed = detail.versions.find((v) => v.id === ids[kind]);
        if (Boolean(listed) !== LISTED[EXPECTED[caller].draft][kind]) mismatches.push(`${kind} as ${caller}: ${listed ? 'listed' : 'not listed'}`);
        if (listed && listed.openable !== (EXPECTED[caller][kind] === 'open')) mismatches.push(`${kind} as ${caller}: openable ${listed.openable}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

/**
 * The document-level half: every route that returns a document's fields shows a caller no more
 * than the document route does. Where GET /api/documents/:id answers 404 the route answers 404; the draft's title
 * appears only to those the document route shows it to; a comment on the draft's workflow only to those who may list
 * the draft; the never-released document's title only to those the document route shows it to.
 */
const OF_DOCUMENT: Record<string, (id: string) => string> = {
  'GET /api/documents/:id/workflows': (id) => `/api/documents/${id}/workflows`,
  'GET /api/documents/:id/workflow-history.pdf': (id) => `/api/documents/${id}/workflow-history.pdf`,
  'GET /api/documents/:id/audit': (id) => `/api/documents/${id}/audit`,
  'GET /api/documents/:id/where-used': (id) => `/api/documents/${id}/where-used`,
  'GET /api/documents/:id/training': (id) => `/api/documents/${id}/training`,
  'GET /api/documents/:id/periodic-review': (id) => `/api/documents/${id}/periodic-review`,
  'GET /api/documents/:id/signatures': (id) => `/api/documents/${id}/signatures`,
  'GET /api/documents/:id/conditions': (id) => `/api/documents/${id}/conditions`,
  'GET /api/documents/:id/file': (id) => `/api/documents/${id}/file`,
  'GET /api/documents/:id/content': (id) => `/api/documents/${id}/content`,
};
const ACROSS_DOCUMENTS = [
  '/api/documents?pageSize=100',
  `/api/documents?q=${encodeURIComponent(SECRETS.draftTitle)}`,
  `/api/search?q=${encodeURIComponent(SECRETS.draftTitle)}`,
  `/api/search?q=${encodeURIComponent(SECRETS.neverReleased)}`,
  `/api/search?q=${encodeURIComponent(SECRETS.draftComment)}`,
  '/api/workflows?pageSize=100',
  '/api/notifications',
  '/api/dashboard',
  '/api/me/work',
  '/api/me/training',
  '/api/periodic-reviews',
  '/api/documents/due-for-review',
  '/api/copies',
  '/api/cart',
];

describe('the document-level authorization matrix', () => {
  it('shows no caller more of a document than the document route does, on every route that returns its fields [REQ:FR-ROLE-2]', { timeout: 120_000 }, async () => {
    const mismatches: string[] = [];
    for (const [caller, client] of Object.entries(callers) as [Caller, TestClient][]) {
      const inForce = await client.request('GET', `/api/documents/${docId}`);
      const never = await client.request('GET', `/api/documents/${neverReleasedId}`);
      const hidden: string[] = [];
      if (!inForce.body.includes(SECRETS.draftTitle)) hidden.push(SECRETS.draftTitle);
      if (!inForce.json<{ versions: { id: string }[] }>().versions.some((v) => v.id === ids.draft)) hidden.push(SECRETS.draftComment);
      if (never.statusCode === 404) hidden.push(SECRETS.neverReleased);
      const check = (route: string, body: string) => {
        for (const secret of hidden) if (body.includes(secret)) mismatches.push(`${route} as ${caller} shows "${secret}"`);
      };
      for (const [route, path] of Object.entries(OF_DOCUMENT)) {
        for (const [which, id, documentStatus] of [['in force', docId, inForce.statusCode], ['never released', neverReleasedId, never.statusCode]] as const) {
          const response = await client.request('GET', path(id));
          if (response.statusCode === 403) continue;
          if (documentStatus === 404 && response.statusCode !== 404) mismatches.push(`${route} on the ${which} document as ${caller}: expected 404, got ${response.statusCode}`);
          check(`${route} (${which})`, response.body);
        }
      }
      for (const path of ACROSS_DOCUMENTS) {
        const response = await client.request('GET', path);
        if (response.statusCode !== 403) check(`GET ${path}`, response.body);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
