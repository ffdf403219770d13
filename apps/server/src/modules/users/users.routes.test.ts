import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ManagedUser, SetupCodeIssued, UserListResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
const as = {} as Record<'admin' | 'coordinator' | 'author', TestClient>;

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['admin', 'coordinator', 'author'] as const) {
    as[role] = new TestClient(t.app);
    await as[role].signIn(`${role}@attest.local`);
  }
});
afterAll(async () => {
  await t.close();
});

const create = (body: Record<string, unknown>) => as.admin.request('POST', '/api/users', { role: 'author', ...body });
const list = async (client: TestClient, query = '') => (await client.request('GET', `/api/users${query}`)).json<UserListResponse>();
const auditOf = async (userId: string) =>
  rowsOf<{ action: string; old_values: Record<string, unknown> | null; new_values: Record<string, unknown> | null; actor_name: string }>(
    await t.database.db.execute(sql`SELECT action, old_values, new_values, actor_name FROM audit_events WHERE entity_id = ${userId} ORDER BY seq`),
  );

async function signUp(email: string, setupCode: string, password = 'first-password-1'): Promise<TestClient> {
  const client = new TestClient(t.app);
  const setup = await client.request('POST', '/api/auth/setup-password', { email, code: setupCode, password });
  expect(setup.statusCode).toBe(200);
  await client.signIn(email, password);
  return client;
}

describe('user directory', () => {
  it('lists, searches, filters and sorts in SQL, never exposing a password hash', async () => {
    const all = await list(as.admin);
    expect(all.summary.total).toBeGreaterThanOrEqual(6);
    expect(all.items.map((u) => u.name)).toEqual([...all.items.map((u) => u.name)].sort((a, b) => a.localeCompare(b)));
    expect(JSON.stringify(all)).not.toMatch(/argon2|passwordHash|password_hash/);

    const byEmployeeId = await list(as.admin, '?q=emp-0003');
    expect(byEmployeeId.items.map((u) => u.email)).toEqual(['reviewer@attest.local']);
    const approvers = await list(as.admin, '?role=approver');
    expect(approvers.items.every((u) => u.role === 'approver')).toBe(true);
    const desc = await list(as.admin, '?sort=email&dir=desc&pageSize=2&page=1');
    expect(desc.items).toHaveLength(2);
    expect(desc.total).toBe(all.total);
    expect(desc.items[0]!.email > desc.items[1]!.email).toBe(true);
  });

  it('applies the login filters and the login-status badge rule', async () => {
    const created = (await create({ name: 'Never Signed', email: 'never.signed@attest.local' })).json<SetupCodeIssued>();
    expect(created.user.loginStatus).toBe('never-logged-in');
    expect((await list(as.admin, '?login=never')).items.some((u) => u.id === created.user.id)).toBe(true);
    expect((await list(as.admin, '?login=recent')).items.some((u) => u.email === 'admin@attest.local')).toBe(true);
    await t.database.db.execute(sql`UPDATE users SET failed_login_attempts = 6 WHERE id = ${created.user.id}`);
    const failed = await list(as.admin, '?login=failed');
    expect(failed.items.find((u) => u.id === created.user.id)?.loginStatus).toBe('high-failures');
    await t.database.db.execute(sql`UPDATE users SET account_locked_until = now() + interval '10 minutes' WHERE id = ${created.user.id}`);
    const locked = await list(as.admin, '?login=locked');
    expect(locked.items.map((u) => [u.id, u.loginStatus])).toEqual([[created.user.id, 'locked']]);
    const withPassword = await list(as.admin, '?passwordSet=true&pageSize=200');
    expect(withPassword.items.some((u) => u.id === created.user.id)).toBe(false);
  });

  it('lets a coordinator list users but not change them; other roles cannot list', async () => {
    expect((await as.coordinator.request('GET', '/api/users')).statusCode).toBe(200);
    expect(errorCode(await as.coordinator.request('POST', '/api/users', { name: 'X', email: 'x@attest.local', role: 'user' }))).toBe('FORBIDDEN');
    const author = (await list(as.admin, '?q=author@attest.local')).items[0]!;
    expect(errorCode(await as.coordinator.request('POST', '/api/users/bulk-update', { ids: [author.id], role: 'admin' }))).toBe('FORBIDDEN');
    expect(errorCode(await as.coordinator.request('POST', `/api/users/${author.id}/reset-password`))).toBe('FORBIDDEN');
    expect(errorCode(await as.author.request('GET', '/api/users'))).toBe('FORBIDDEN');
    const one = await as.coordinator.request('GET', `/api/users/${author.id}`);
    expect(one.json<{ user: ManagedUser }>().user.email).toBe('author@attest.local');
    expect(one.body).not.toMatch(/argon2|passwordHash/);
    expect(errorCode(await as.author.request('GET', `/api/users/${author.id}`))).toBe('FORBIDDEN');
    expect(errorCode(await as.admin.request('GET', '/api/users/00000000-0000-4000-8000-000000000000'))).toBe('USER_NOT_FOUND');
  });
});

describe('user administration', () => {
  it('creates a user who sets their own password with the one-time code [REQ:FR-USR-1]', async () => {
    const response = await create({ name: 'Alice New', email: 'Alice.New@attest.local', employeeId: 'EMP-9001', department: 'Production', phone: '+1 555 0100' });
    expect(response.statusCode).toBe(200);
    const issued = response.json<SetupCodeIssued>();
    expect(issued.user).toMatchObject({ email: 'alice.new@attest.local', passwordSet: false, status: 'active', role: 'author' });
    expect(issued.setupCode).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const client = await signUp('alice.new@attest.local', issued.setupCode);
    expect((await client.request('GET', '/api/auth/session')).statusCode).toBe(200);

    expect(errorCode(await create({ name: 'Dup', email: 'alice.new@attest.local' }))).toBe('EMAIL_IN_USE');
    expect(errorCode(await create({ name: 'Dup', email: 'dup@attest.local', employeeId: 'EMP-9001' }))).toBe('EMPLOYEE_ID_IN_USE');
    expect((await create({ name: '', email: 'blank@attest.local' })).statusCode).toBe(400);
  });

  it('audits an edit with old → new values, and e-mails stay unique [REQ:A11-12] [REQ:FR-USR-1]', async () => {
    const { user } = (await create({ name: 'Bob Edit', email: 'bob.edit@attest.local' })).json<SetupCodeIssued>();
    const body = { name: 'Bob Edited', email: user.email, role: 'reviewer', department: 'Quality Control', status: 'active' };
    const edited = await as.admin.request('PUT', `/api/users/${user.id}`, body);
    expect(edited.json<{ user: ManagedUser }>().user).toMatchObject({ name: 'Bob Edited', role: 'reviewer' });
    const event = (await auditOf(user.id)).find((e) => e.action === 'User Updated');
    expect(event).toMatchObject({
      actor_name: 'Sarah Mitchell',
      old_values: { name: 'Bob Edit', role: 'author', department: 'Quality Assurance' },
      new_values: { name: 'Bob Edited', role: 'reviewer', department: 'Quality Control' },
    });
    expect(errorCode(await as.admin.request('PUT', `/api/users/${user.id}`, { ...body, email: 'author@attest.local' }))).toBe('EMAIL_IN_USE');
    // An edit made from a stale copy is refused rather than silently overwriting the newer one.
    const stale = await as.admin.request('PUT', `/api/users/${user.id}`, { ...body, name: 'Bob Stale', expectedUpdatedAt: user.updatedAt });
    expect(errorCode(stale)).toBe('CONFLICT');
    const fresh = edited.json<{ user: ManagedUser }>().user.updatedAt;
    expect((await as.admin.request('PUT', `/api/users/${user.id}`, { ...body, phone: '555', expectedUpdatedAt: fresh })).statusCode).toBe(200);
  });

  it('never gives an address a user was moved off to anyone else; the user may take it back [REQ:P11-100] [REQ:FR-USR-1]', async () => {
    const { user } = (await create({ name: 'Cara Moved', email: 'cara.old@attest.local' })).json<SetupCodeIssued>();
    const body = { name: 'Cara Moved', role: 'author', department: 'Quality Assurance', status: 'active' };
    expect((await as.admin.request('PUT', `/api/users/${user.id}`, { ...body, email: 'cara.new@attest.local' })).statusCode).toBe(200);

    const taken = await create({ name: 'Someone Else', email: 'cara.old@attest.local' });
    expect(errorCode(taken)).toBe('EMAIL_IN_USE');
    const other = (await create({ name: 'Dan Other', email: 'dan.other@attest.local' })).json<SetupCodeIssued>().user;
    expect(errorCode(await as.admin.request('PUT', `/api/users/${other.id}`, { ...body, name: 'Dan Other', email: 'cara.old@attest.local' }))).toBe('EMAIL_IN_USE');

    // Back to her own former address, which then is simply hers again.
    expect((await as.admin.request('PUT', `/api/users/${user.id}`, { ...body, email: 'cara.old@attest.local' })).statusCode).toBe(200);
    expect(errorCode(await create({ name: 'Someone Else', email: 'cara.new@attest.local' }))).toBe('EMAIL_IN_USE');
  });

  it('deactivation ends every session of the user at once; the user cannot sign in again [REQ:A11-12] [REQ:FR-USR-2]', async () => {
    const { user, setupCode } = (await create({ name: 'Carol Gone', email: 'carol.gone@attest.local' })).json<SetupCodeIssued>();
    const first = await signUp(user.email, setupCode);
    const second = new TestClient(t.app);
    await second.signIn(user.email, 'first-password-1');

    const response = await as.admin.request('POST', `/api/users/${user.id}/status`, { status: 'inactive' });
    expect(response.json<{ user: ManagedUser }>().user.status).toBe('inactive');
    expect((await first.request('GET', '/api/auth/session')).statusCode).toBe(401);
    expect((await second.request('GET', '/api/documents')).statusCode).toBe(401);
    const live = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${user.id} AND revoked_at IS NULL`));
    expect(live[0]!.n).toBe(0);
    expect(errorCode(await new TestClient(t.app).request('POST', '/api/auth/login', { email: user.email, password: 'first-password-1' }))).toBe('ACCOUNT_INACTIVE');
    expect((await auditOf(user.id)).find((e) => e.action === 'User Deactivated')).toMatchObject({ old_values: { status: 'active' }, new_values: { status: 'inactive' } });

    await as.admin.request('POST', `/api/users/${user.id}/status`, { status: 'active' });
    await new TestClient(t.app).signIn(user.email, 'first-password-1');
  });

  it('reset password clears the password, ends sessions and issues a new code; the old password stops working [REQ:P11-300]', async () => {
    const { user, setupCode } = (await create({ name: 'Dave Reset', email: 'dave.reset@attest.local' })).json<SetupCodeIssued>();
    const session = await signUp(user.email, setupCode);
    const reset = await as.admin.request('POST', `/api/users/${user.id}/reset-password`);
    const issued = reset.json<SetupCodeIssued>();
    expect(issued.user.passwordSet).toBe(false);
    expect(issued.setupCode).not.toBe(setupCode);
    expect((await session.request('GET', '/api/auth/session')).statusCode).toBe(401);
    expect(errorCode(await new TestClient(t.app).request('POST', '/api/auth/login', { email: user.email, password: 'first-password-1' }))).toBe('INVALID_CREDENTIALS');
    await signUp(user.email, issued.setupCode, 'second-password-2');
    expect((await auditOf(user.id)).map((e) => e.action)).toContain('Password Reset');
  });

  it('bulk-updates roles and statuses with one audit event per changed user, and guards the own account [REQ:A11-12]', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push((await create({ name: `Bulk ${n}`, email: `bulk${n}@attest.local`, role: 'user' })).json<SetupCodeIssued>().user.id);
    const roles = await as.admin.request('POST', '/api/users/bulk-update', { ids, role: 'reviewer' });
    expect(roles.json()).toEqual({ updated: 3, unchanged: 0 });
    const status = await as.admin.request('POST', '/api/users/bulk-update', { ids, status: 'suspended' });
    expect(status.json()).toEqual({ updated: 3, unchanged: 0 });
    const listed = await list(as.admin, '?status=suspended&role=reviewer');
    expect(listed.items.map((u) => u.id).sort()).toEqual([...ids].sort());
    expect((await auditOf(ids[0]!)).slice(-2).map((e) => [e.action, e.old_values, e.new_values])).toEqual([
      ['User Updated', { role: 'user' }, { role: 'reviewer' }],
      ['User Suspended', { status: 'active' }, { status: 'suspended' }],
    ]);

    const me = (await list(as.admin, '?q=admin@attest.local')).items[0]!;
    expect(errorCode(await as.admin.request('POST', '/api/users/bulk-update', { ids: [ids[0], me.id], status: 'inactive' }))).toBe('OWN_ACCOUNT_ACCESS');
    // The whole bulk update is one transaction: nothing changed.
    expect((await list(as.admin, `?q=bulk1@`)).items[0]!.status).toBe('suspended');
  });
});

describe('CSV export', () => {
  it('quotes every value, writes ISO dates and names the file by view and date', async () => {
    await create({ name: 'Quote "Q" Person, Jr', email: 'quote.person@attest.local', department: 'R&D' });
    const all = await as.admin.request('GET', '/api/users/export.csv?q=quote.person');
    expect(all.headers['content-disposition']).toContain(`users_export_${new Date().toISOString().slice(0, 10)}.csv`);
    const lines = all.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"User","Email","Employee ID","Designation","Department","Role","Status","Created"');
    expect(lines[1]).toMatch(/^"Quote ""Q"" Person, Jr","quote\.person@attest\.local","","","R&D","Author","active","\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z"$/);

    const active = await as.coordinator.request('GET', '/api/users/export.csv?view=active&passwordSet=true&q=admin@');
    expect(active.headers['content-disposition']).toContain('active_users_export_');
    const [header, row] = active.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toContain('"Login Status","Last Login"');
    expect(row).toMatch(/^"Sarah Mitchell",.*,"Active","\d{4}-\d{2}-\d{2}T[^"]+Z"$/);
    expect(errorCode(await as.author.request('GET', '/api/users/export.csv'))).toBe('FORBIDDEN');
  });

  it('lists only users with a password set in the Active Users export, whatever the query asks', async () => {
    // quote.person was created above and has only a setup code.
    const rows = async (query: string) => (await as.admin.request('GET', `/api/users/export.csv?${query}`)).body.replace(/^\uFEFF/, '').trim().split('\r\n').slice(1);
    expect(await rows('q=quote.person')).toHaveLength(1);
    expect(await rows('view=active&q=quote.person')).toEqual([]);
    expect(await rows('view=active&passwordSet=false&q=quote.person')).toEqual([]);
  });
});
