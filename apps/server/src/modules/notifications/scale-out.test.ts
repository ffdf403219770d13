import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { CSRF_HEADER } from '@attest/domain';
import { DEMO_PASSWORD } from '../../seed/demo-users.ts';
import { TEST_AUDIT_SECRET } from '../../../test/audit-key.ts';
import { cloneFromTemplate, TEST_RUNTIME_ROLE } from '../../../test/postgres-template.ts';
import { openSse, type SseStream } from '../../../test/sse-client.ts';

const template = inject('template');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * One real server process (main.ts) on the shared database, set up as the README's production deployment: the owner
 * migrates, the server runs as the restricted runtime login, with the same AUDIT_KEY on every instance.
 */
async function startInstance(ownerUrl: string, dataDir: string) {
  const port = await freePort();
  const runtimeUrl = new URL(ownerUrl);
  runtimeUrl.username = TEST_RUNTIME_ROLE;
  const database = { MIGRATION_DATABASE_URL: ownerUrl, DATABASE_URL: runtimeUrl.toString(), AUDIT_KEY: TEST_AUDIT_SECRET.toString('hex') };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...database, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED: 'none', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, child };
}

async function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

/** A signed-in HTTP client of one instance. */
async function signIn(base: string, email: string) {
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  if (!response.ok) throw new Error(`sign-in failed: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { csrfToken, user } = (await response.json()) as { csrfToken: string; user: { id: string } };
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { cookie, [CSRF_HEADER]: csrfToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return { cookie, userId: user.id, call };
}

const reason = 'needs PostgreSQL: set TEST_DATABASE_URL (CI runs it in the PostgreSQL pass)';

describe.skipIf(template.kind !== 'postgres')(`two server processes on one PostgreSQL (${template.kind === 'postgres' ? 'running' : `skipped: ${reason}`})`, () => {
  let a: Awaited<ReturnType<typeof startInstance>>;
  let b: Awaited<ReturnType<typeof startInstance>>;
  let dataDir: string;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    const url = await cloneFromTemplate(template.url);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'attest-scale-'));
    [a, b] = await Promise.all([startInstance(url, path.join(dataDir, 'a')), startInstance(url, path.join(dataDir, 'b'))]);
  }, 90_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all([a && stop(a.child), b && stop(b.child)]);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a notification created through one instance arrives on a stream opened on the other, and a reconnect catches up', async () => {
    const author = await signIn(a.base, 'author@attest.local');
    const reviewerOnB = await signIn(b.base, 'reviewer@attest.local');
    const approverId = (await author.call<{ id: string }[]>('GET', '/api/users/assignable?role=approver'))[0]!.id;
    const [category] = await author.call<{ id: string }[]>('GET', '/api/categories');
    const [department] = await author.call<{ id: string }[]>('GET', '/api/departments');

    const stream = await openSse(`${b.base}/api/events`, { cookie: reviewerOnB.cookie });
    streams.push(stream);
    expect(stream.status).toBe(200);
    const submit = async (title: string) => {
      const doc = await author.call<{ id: string }>('POST', '/api/documents', { title, categoryId: category!.id, departmentId: department!.id });
      await author.call('POST', `/api/documents/${doc.id}/actions`, { action: 'submit_for_review', reviewers: [reviewerOnB.userId], approvers: [approverId], comment: 'Please review' });
      return doc.id;
    };

    const first = await submit('Scale-out SOP');
    const submittedAt = Date.now();
    const event = await stream.next((e) => e.event === 'notification');
    // Usually there before the submitting request has even returned; a second is the promise.
    expect(Date.now() - submittedAt).toBeLessThan(1_000);
    expect(event.data).toMatchObject({ title: 'Review assigned', actionUrl: `/documents/${first}/review` });
    // Coalesced with the notification's own timing, so it may come before or after it.
    await stream.find((e) => e.event === 'changed' && (e.data as { entities: string[] }).entities.includes('document'));

    stream.close();
    await submit('Submitted while disconnected');
    const again = await openSse(`${b.base}/api/events`, { cookie: reviewerOnB.cookie, 'last-event-id': event.id! });
    streams.push(again);
    const missed = await again.next((e) => e.event === 'notification');
    expect((missed.data as { message: string }).message).toContain('Submitted while disconnected');
  });

  it('shuts down cleanly with streams open', async () => {
    const reviewer = await signIn(a.base, 'reviewer@attest.local');
    const stream = await openSse(`${a.base}/api/events`, { cookie: reviewer.cookie });
    streams.push(stream);
    expect(await stop(a.child)).toBe(0);
  });
});
