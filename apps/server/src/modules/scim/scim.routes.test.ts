import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ScimToken } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { DEMO_PASSWORD } from '../users/demo-password.ts';
import { systemClock, TestClock } from '../../platform/clock.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { expectScimError, issueScimToken, ScimClient, type ScimGroup, type ScimList, type ScimUser } from '../../../test/scim-client.ts';

const clock = new TestClock(systemClock.now());
let t: TestApp;
let admin: TestClient;
let okta: ScimClient;
beforeAll(async () => {
  t = await startTestApp({ BREAK_GLASS_ADMIN_EMAIL: 'admin@attest.local' }, { clock });
  admin = new TestClient(t.app);
  await admin.signIn('admin@attest.local');
  okta = new ScimClient(t.app, (await issueScimToken(admin, 'Okta')).token);
});
afterAll(async () => {
  await t.close();
});

const auditOf = async (entityId: string) =>
  rowsOf<{ action: string; actor_name: string; actor_id: string | null; old_values: Record<string, unknown> | null; new_values: Record<string, unknown> | null }>(
    await t.database.db.execute(sql`SELECT action, actor_name, actor_id, old_values, new_values FROM audit_events WHERE entity_id = ${entityId} ORDER BY seq`),
  );

const newUser = (userName: string, extra: object = {}) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName,
  name: { givenName: 'Ada', familyName: 'Lovelace' },
  emails: [{ primary: true, value: userName, type: 'work' }],
  active: true,
  ...extra,
});

describe('SCIM tokens (administrators)', () => {
  it('issues a token shown once, lists it without the token, revokes it; each audited with the administrator', async () => {
    const issued = await issueScimToken(admin, 'Entra ID', 30);
    expect(issued.token).toMatch(/^attest_scim_[\w-]{43}$/);
    expect(new Date(issued.scimToken.expiresAt).getTime() - clock.now().getTime()).toBe(30 * 86_400_000);
    const list = (await admin.request('GET', '/api/integrations/scim-tokens')).json<{ items: ScimToken[] }>();
    expect(JSON.stringify(list)).not.toContain(issued.token);
    expect(list.items.find((item) => item.id === issued.scimToken.id)).toMatchObject({ name: 'Entra ID', revokedAt: null, createdBy: { name: 'Sarah Mitchell' } });
    const stored = rowsOf<{ token_hash: string }>(await t.database.db.execute(sql`SELECT token_hash FROM scim_tokens WHERE id = ${issued.scimToken.id}`));
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const entra = new ScimClient(t.app, issued.token);
    expect((await entra.call('GET', '/Users?count=1')).statusCode).toBe(200);
    const revoked = await admin.request('POST', `/api/integrations/scim-tokens/${issued.scimToken.id}/revoke`);
    expect(revoked.json<ScimToken>().revokedAt).not.toBeNull();
    expectScimError(await entra.call('GET', '/Users?count=1'), 401);
    expect((await auditOf(issued.scimToken.id)).map((e) => [e.action, e.actor_name])).toEqual([
      ['SCIM Token Issued', 'Sarah Mitchell'],
      ['SCIM Token Revoked', 'Sarah Mitchell'],
    ]);
  });

  it('refuses an expiry beyond the maximum and an unknown token id', async () => {
    expect((await admin.request('POST', '/api/integrations/scim-tokens', { name: 'x', expiresInDays: 731 })).statusCode).toBe(400);
    expect(errorCode(await admin.request('POST', '/api/integrations/scim-tokens/00000000-0000-4000-8000-000000000000/revoke'))).toBe('SCIM_TOKEN_NOT_FOUND');
  });

  it('stops a token at its expiry, and records when it was last used', async () => {
    const issued = await issueScimToken(admin, 'Short-lived', 1);
    const client = new ScimClient(t.app, issued.token);
    expect((await client.call('GET', '/ServiceProviderConfig')).statusCode).toBe(200);
    const used = rowsOf<{ last_used_at: string | null }>(await t.database.db.execute(sql`SELECT last_used_at FROM scim_tokens WHERE id = ${issued.scimToken.id}`));
    expect(used[0]?.last_used_at).not.toBeNull();
    clock.advance(86_400_000 + 1000);
    try {
      expectScimError(await client.call('GET', '/ServiceProviderConfig'), 401);
    } finally {
      clock.advance(-(86_400_000 + 1000));
    }
  });
});

describe('SCIM and the rest of the API keep their own authentication', () => {
  it('a SCIM token cannot call /api, a session cannot call SCIM, and no token is no entry', async () => {
    const withToken = await t.app.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${okta.token}` } });
    expect(withToken.statusCode).toBe(401);
    expect(errorCode(withToken)).toBe('UNAUTHENTICATED');
    const withSession = await t.app.inject({ method: 'GET', url: '/scim/v2/Users', headers: { cookie: admin.cookie ?? '' } });
    expectScimError(withSession, 401);
    expect(withSession.headers['www-authenticate']).toMatch(/^Bearer/);
    expectScimError(await new ScimClient(t.app, 'attest_scim_not-a-token').call('GET', '/Users'), 401);
  });
});

describe('an identity provider provisions users the way the Okta and Entra ID validators call', () => {
  it('creates, finds by userName, deactivates (Okta shape), reads it back, reactivates (Entra shape)', async () => {
    const created = await okta.ok<ScimUser>('POST', '/Users', newUser('ada.lovelace@example.com', { externalId: '00u1okta' }), 201);
    expect(created).toMatchObject({ userName: 'ada.lovelace@example.com', active: true, externalId: '00u1okta', name: { formatted: 'Ada Lovelace' }, groups: [{ value: 'user', display: 'User' }] });

    const found = await okta.ok<ScimList<ScimUser>>('GET', `/Users?filter=${encodeURIComponent('userName eq "Ada.Lovelace@example.com"')}&startIndex=1&count=100`);
    expect(found.totalResults).toBe(1);
    expect(found.Resources[0]?.id).toBe(created.id);
    const none = await okta.ok<ScimList<ScimUser>>('GET', `/Users?filter=${encodeURIComponent('userName eq "nobody@example.com"')}`);
    expect(none).toMatchObject({ totalResults: 0, Resources: [] });

    const off = await okta.patch(`/Users/${created.id}`, [{ op: 'replace', value: { active: false } }]);
    expect(off.statusCode, off.body).toBe(200);
    expect((await okta.ok<ScimUser>('GET', `/Users/${created.id}`)).active).toBe(false);
    const on = await okta.patch(`/Users/${created.id}`, [{ op: 'Replace', path: 'active', value: 'True' }]);
    expect(on.json<ScimUser>().active).toBe(true);

    const events = await auditOf(created.id);
    expect(events.map((e) => e.action)).toEqual(['User Created', 'Password Setup Code Issued', 'User Deactivated', 'User Activated']);
    expect(new Set(events.map((e) => e.actor_name))).toEqual(new Set(['SCIM: Okta']));
    expect(events.every((e) => e.actor_id === null)).toBe(true);
  });

  it('deactivating (Entra ID: active "False") ends the sessions of a signed-in user, and they cannot sign in again', async () => {
    const elena = new TestClient(t.app);
    await elena.signIn('user@attest.local');
    const found = await okta.ok<ScimList<ScimUser>>('GET', `/Users?filter=${encodeURIComponent('emails.value eq "user@attest.local"')}`);
    const id = found.Resources[0]?.id ?? '';
    const response = await okta.patch(`/Users/${id}`, [{ op: 'Replace', path: 'active', value: 'False' }]);
    expect(response.json<ScimUser>().active).toBe(false);
    expect((await elena.request('GET', '/api/auth/session')).statusCode).toBe(401);
    const again = await new TestClient(t.app).request('POST', '/api/auth/login', { email: 'user@attest.local', password: DEMO_PASSWORD });
    expect(again.statusCode).not.toBe(200);
    await okta.patch(`/Users/${id}`, [{ op: 'replace', path: 'active', value: true }]);
  });

  it('moves the role by group membership: joining sets it, leaving the current role\'s group falls back to User', async () => {
    const user = await okta.ok<ScimUser>('POST', '/Users', newUser('grace.hopper@example.com'), 201);
    const groups = await okta.ok<ScimList<ScimGroup>>('GET', `/Groups?filter=${encodeURIComponent('displayName eq "Approver"')}&excludedAttributes=members`);
    expect(groups.Resources).toEqual([expect.objectContaining({ id: 'approver', displayName: 'Approver' })]);
    expect(groups.Resources[0]?.members).toBeUndefined();

    const add = await okta.patch('/Groups/approver', [{ op: 'add', path: 'members', value: [{ value: user.id }] }]);
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json<ScimGroup>().members?.map((m) => m.value)).toContain(user.id);
    expect((await okta.ok<ScimUser>('GET', `/Users/${user.id}`)).groups).toEqual([expect.objectContaining({ value: 'approver', display: 'Approver' })]);

    // Joining another group leaves the first: a user holds one role.
    await okta.patch('/Groups/author', [{ op: 'Add', path: 'members', value: [{ value: user.id }] }]);
    expect((await okta.ok<ScimGroup>('GET', '/Groups/approver')).members?.map((m) => m.value)).not.toContain(user.id);
    // Leaving a group the user is no longer in changes nothing; leaving the current one gives User.
    await okta.patch('/Groups/approver', [{ op: 'Remove', path: `members[value eq "${user.id}"]` }]);
    expect((await okta.ok<ScimUser>('GET', `/Users/${user.id}`)).groups[0]?.value).toBe('author');
    await okta.patch('/Groups/author', [{ op: 'remove', path: 'members', value: [{ value: user.id }] }]);
    expect((await okta.ok<ScimUser>('GET', `/Users/${user.id}`)).groups[0]?.value).toBe('user');

    const roles = (await auditOf(user.id)).filter((e) => e.action === 'User Updated').map((e) => [e.old_values?.role, e.new_values?.role, e.actor_name]);
    expect(roles).toEqual([
      ['user', 'approver', 'SCIM: Okta'],
      ['approver', 'author', 'SCIM: Okta'],
      ['author', 'user', 'SCIM: Okta'],
    ]);
    // Okta's PUT of a whole group: its members are exactly those listed; those left out fall back to User.
    const put = await okta.ok<ScimGroup>('PUT', '/Groups/reviewer', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Reviewer', members: [{ value: user.id }] });
    expect(put.members?.map((m) => m.value)).toContain(user.id);
    const emptied = await okta.ok<ScimGroup>('PUT', '/Groups/reviewer', { displayName: 'Reviewer', members: [] });
    expect(emptied.members).toEqual([]);
    expect((await okta.ok<ScimUser>('GET', `/Users/${user.id}`)).groups[0]?.value).toBe('user');
    expectScimError(await okta.call('PUT', '/Groups/reviewer', { displayName: 'Renamed', members: [] }), 400, 'mutability');
    expectScimError(await okta.call('POST', '/Groups', { displayName: 'New' }), 403);
    expectScimError(await okta.call('DELETE', '/Groups/approver'), 403);
    expectScimError(await okta.call('GET', '/Groups/superuser'), 404);
  });

  it('replaces a user (PUT) and patches names and e-mail paths; the old address stays theirs', async () => {
    const user = await okta.ok<ScimUser>('POST', '/Users', newUser('katherine@example.com', { externalId: 'ext-k' }), 201);
    const replaced = await okta.ok<ScimUser>('PUT', `/Users/${user.id}`, newUser('katherine@example.com', { name: { givenName: 'Katherine', familyName: 'Johnson' }, externalId: 'ext-k2', title: 'Mathematician' }));
    expect(replaced).toMatchObject({ name: { formatted: 'Katherine Johnson' }, externalId: 'ext-k2', active: true });
    const patched = await okta.patch(`/Users/${user.id}`, [
      { op: 'replace', path: 'name.familyName', value: 'Goble' },
      { op: 'replace', path: 'emails[type eq "work"].value', value: 'k.goble@example.com' },
    ]);
    expect(patched.json<ScimUser>()).toMatchObject({ userName: 'k.goble@example.com', name: { formatted: 'Katherine Goble' } });
    const byExternal = await okta.ok<ScimList<ScimUser>>('GET', `/Users?filter=${encodeURIComponent('externalId eq "ext-k2"')}`);
    expect(byExternal.Resources.map((u) => u.id)).toEqual([user.id]);
    // E-mails are never reused: neither the old address of this user nor a demo user's.
    expectScimError(await okta.call('POST', '/Users', newUser('katherine@example.com')), 409, 'uniqueness');
    expectScimError(await okta.call('POST', '/Users', newUser('author@attest.local')), 409, 'uniqueness');
    expectScimError(await okta.call('POST', '/Users', newUser('dorothy@example.com', { externalId: 'ext-k2' })), 409, 'uniqueness');
  });

  it('gives back given and family names as provisioned, so a sync that compares them finds nothing to change; renamed in Attest, the name is split again', async () => {
    const created = await okta.ok<ScimUser>('POST', '/Users', newUser('jean.paul@example.com', { name: { givenName: 'Jean Paul', familyName: 'Sartre' } }), 201);
    expect(created.name).toEqual({ formatted: 'Jean Paul Sartre', givenName: 'Jean Paul', familyName: 'Sartre' });
    expect((await okta.ok<ScimUser>('GET', `/Users/${created.id}`)).name).toEqual(created.name);
    const [listed] = (await okta.ok<ScimList<ScimUser>>('GET', `/Users?filter=${encodeURIComponent('userName eq "jean.paul@example.com"')}`)).Resources;
    expect(listed!.name).toEqual(created.name);

    // Entra ID patches one part at a time; the other part is the one provisioned, not a guess from the full name.
    const married = await okta.patch(`/Users/${created.id}`, [{ op: 'replace', path: 'name.familyName', value: 'de Beauvoir Sartre' }]);
    expect(married.json<ScimUser>().name).toEqual({ formatted: 'Jean Paul de Beauvoir Sartre', givenName: 'Jean Paul', familyName: 'de Beauvoir Sartre' });
    // A group change keeps them.
    expect((await okta.patch('/Groups/reviewer', [{ op: 'add', path: 'members', value: [{ value: created.id }] }])).statusCode).toBe(200);
    expect((await okta.ok<ScimUser>('GET', `/Users/${created.id}`)).name).toMatchObject({ givenName: 'Jean Paul', familyName: 'de Beauvoir Sartre' });
    const audit = await auditOf(created.id);
    expect(audit.filter((e) => e.action === 'User Updated')).toHaveLength(2);

    // An administrator renames them in Attest: the parts provisioned no longer make the name, so it is split as before.
    await t.database.db.execute(sql`UPDATE users SET name = 'Jean-Paul Sartre' WHERE id = ${created.id}`);
    expect((await okta.ok<ScimUser>('GET', `/Users/${created.id}`)).name).toEqual({ formatted: 'Jean-Paul Sartre', givenName: 'Jean-Paul', familyName: 'Sartre' });
  });

  it('answers DELETE with 204 by deactivating: the user and their record stay', async () => {
    const user = await okta.ok<ScimUser>('POST', '/Users', newUser('mary@example.com'), 201);
    const gone = await okta.call('DELETE', `/Users/${user.id}`);
    expect(gone.statusCode).toBe(204);
    expect((await okta.ok<ScimUser>('GET', `/Users/${user.id}`)).active).toBe(false);
    expectScimError(await okta.call('POST', '/Users', newUser('mary@example.com')), 409, 'uniqueness');
  });

  it('pages the list in the database (startIndex, count) and filters by active', async () => {
    const all = await okta.ok<ScimList<ScimUser>>('GET', '/Users?count=0');
    expect(all.Resources).toEqual([]);
    const first = await okta.ok<ScimList<ScimUser>>('GET', '/Users?startIndex=1&count=2');
    const second = await okta.ok<ScimList<ScimUser>>('GET', '/Users?startIndex=3&count=2');
    expect(first).toMatchObject({ totalResults: all.totalResults, startIndex: 1, itemsPerPage: 2 });
    expect(second.startIndex).toBe(3);
    expect(new Set([...first.Resources, ...second.Resources].map((u) => u.id)).size).toBe(4);
    const inactive = await okta.ok<ScimList<ScimUser>>('GET', `/Users?filter=${encodeURIComponent('active eq false')}`);
    expect(inactive.Resources.length).toBeGreaterThan(0);
    expect(inactive.Resources.every((u) => !u.active)).toBe(true);
  });
});

describe('bad input gets SCIM errors, never a 500', () => {
  it('refuses filters it does not support or cannot parse with invalidFilter', async () => {
    expectScimError(await okta.call('GET', `/Users?filter=${encodeURIComponent('name.familyName co "Love"')}`), 400, 'invalidFilter');
    expectScimError(await okta.call('GET', `/Users?filter=${encodeURIComponent('userName eq')}`), 400, 'invalidFilter');
    expectScimError(await okta.call('GET', `/Users?filter=${encodeURIComponent('title eq "x"')}`), 400, 'invalidFilter');
    expect((await okta.ok<ScimList<ScimUser>>('GET', `/Users?filter=${encodeURIComponent('id eq "not-a-uuid"')}`)).totalResults).toBe(0);
  });

  it('malformed JSON is invalidSyntax, an oversized body 413, another media type 415, a wrong shape invalidValue', async () => {
    expectScimError(await okta.call('POST', '/Users', '{"userName": '), 400, 'invalidSyntax');
    expectScimError(await okta.call('POST', '/Users', JSON.stringify(newUser('big@example.com', { title: 'x'.repeat(1024 * 1024) }))), 413);
    expectScimError(await okta.call('POST', '/Users', 'userName=x', { 'content-type': 'application/x-www-form-urlencoded' }), 415);
    expectScimError(await okta.call('POST', '/Users', []), 400, 'invalidValue');
    expectScimError(await okta.call('POST', '/Users', { userName: 'not an address' }), 400, 'invalidValue');
    expectScimError(await okta.patch('/Users/00000000-0000-4000-8000-000000000000', [{ op: 'replace', value: { active: false } }]), 404);
    expectScimError(await okta.call('GET', '/Users/not-a-uuid'), 404);
    const user = await okta.ok<ScimUser>('POST', '/Users', newUser('hedy@example.com'), 201);
    expectScimError(await okta.patch(`/Users/${user.id}`, [{ op: 'move', path: 'active', value: true }]), 400, 'invalidValue');
    expectScimError(await okta.patch(`/Users/${user.id}`, [{ op: 'replace', path: 'active', value: 'maybe' }]), 400, 'invalidValue');
    expectScimError(await okta.patch(`/Users/${user.id}`, [{ op: 'remove', path: 'userName' }]), 400, 'mutability');
    expectScimError(await okta.patch('/Groups/approver', [{ op: 'add', path: 'members', value: [{ value: 'nobody' }] }]), 400, 'invalidValue');
    const json = await okta.call('POST', '/Users', newUser('plain-json@example.com'), { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(201);
  });
});

describe('discovery (RFC 7643 §5–§7)', () => {
  it('describes the service provider, its resource types and schemas', async () => {
    const config = await okta.ok<{ patch: { supported: boolean }; filter: { supported: boolean }; bulk: { supported: boolean } }>('GET', '/ServiceProviderConfig');
    expect(config).toMatchObject({ patch: { supported: true }, filter: { supported: true }, bulk: { supported: false } });
    const types = await okta.ok<ScimList<{ id: string; endpoint: string }>>('GET', '/ResourceTypes');
    expect(types.Resources.map((r) => r.endpoint)).toEqual(['/Users', '/Groups']);
    const schemas = await okta.ok<ScimList<{ id: string }>>('GET', '/Schemas');
    expect(schemas.Resources.map((s) => s.id)).toEqual(['urn:ietf:params:scim:schemas:core:2.0:User', 'urn:ietf:params:scim:schemas:core:2.0:Group']);
    await okta.ok('GET', '/Schemas/urn:ietf:params:scim:schemas:core:2.0:User');
    expectScimError(await okta.call('GET', '/Nothing'), 404);
    const docs = (await admin.request('GET', '/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(docs.paths).filter((path) => path.startsWith('/scim'))).toEqual([]);
  });

  it('leaves the break-glass administrator to Attest: provisioning cannot change them', async () => {
    const found = await okta.ok<ScimList<ScimUser>>('GET', `/Users?filter=${encodeURIComponent('userName eq "admin@attest.local"')}`);
    const id = found.Resources[0]?.id ?? '';
    expectScimError(await okta.patch(`/Users/${id}`, [{ op: 'replace', path: 'active', value: false }]), 403);
    expectScimError(await okta.patch('/Groups/user', [{ op: 'add', path: 'members', value: [{ value: id }] }]), 403);
    expect((await okta.ok<ScimUser>('GET', `/Users/${id}`)).active).toBe(true);
  });
});

// Last in this file: it closes the database under the app.
describe('when the database is gone', () => {
  it('answers 503 as a SCIM error with Retry-After, as the rest of the API does, not 500', async () => {
    await t.database.close();
    // Closed already: the harness's own close at the end must not fail on it.
    t.database.close = async () => {};
    const response = await okta.call('GET', '/Users');
    expectScimError(response, 503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});
