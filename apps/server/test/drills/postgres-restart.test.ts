import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DocumentDetail } from '@attest/domain';
import { HttpClient } from '../api-client.ts';
import { TEST_AUDIT_SECRET } from '../audit-key.ts';
import { referenceIds } from '../documents-helpers.ts';
import { startServerProcess, type ServerProcess } from '../server-process.ts';
import { openSse, type SseStream } from '../sse-client.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../throwaway-postgres.ts';

/**
 * Drill (A11-16): the database service restarts (`pg_ctl -m fast stop`, then start) under two live server
 * instances. They must survive it, answer 503 DATABASE_UNAVAILABLE with Retry-After meanwhile (health says which
 * dependency is down), recover by themselves, re-establish LISTEN, and lose nothing they acknowledged. The cluster is
 * the drill's own, so the restart disturbs no other test file; it runs in CI's PostgreSQL stage.
 */
const template = inject('template');
const RUNTIME_ROLE = 'attest_drill_runtime';

let cluster: ThrowawayPostgres;
let dataDir: string;
let a: ServerProcess;
let b: ServerProcess;
let stream: SseStream | undefined;

async function signedIn(server: ServerProcess, email: string): Promise<HttpClient> {
  const client = new HttpClient(server.url);
  await client.signIn(email);
  return client;
}

async function untilHealthy(server: ServerProcess, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const response = await fetch(`${server.url}/api/health`).catch(() => undefined);
    if (response?.status === 200) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${server.url} did not recover within ${timeoutMs} ms:\n${server.output.slice(-20).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(template.kind !== 'postgres')('drill: PostgreSQL restarts under two live instances', () => {
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    const owner = new pg.Client({ connectionString: cluster.url });
    await owner.connect();
    await owner.query('CREATE DATABASE attest');
    await owner.query(`CREATE ROLE ${RUNTIME_ROLE} LOGIN`);
    await owner.end();
    const ownerUrl = Object.assign(new URL(cluster.url), { pathname: '/attest' }).toString();
    const runtimeUrl = Object.assign(new URL(ownerUrl), { username: RUNTIME_ROLE }).toString();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'attest-drill-'));
    const env = {
      MIGRATION_DATABASE_URL: ownerUrl,
      DATABASE_URL: runtimeUrl,
      AUDIT_KEY: TEST_AUDIT_SECRET.toString('hex'),
      SEED: 'demo-users',
      BACKUP_SCHEDULE: 'off',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    };
    // One after the other: the first migrates and seeds the empty database.
    a = await startServerProcess({ ...env, DATA_DIR: path.join(dataDir, 'a') });
    b = await startServerProcess({ ...env, DATA_DIR: path.join(dataDir, 'b') });
  }, 180_000);

  afterAll(async () => {
    stream?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    cluster?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('both instances survive, answer 503 with Retry-After during the outage, recover, and lose nothing acknowledged [REQ:A11-16]', async () => {
    const author = await signedIn(a, 'author@attest.local');
    const ref = await referenceIds(author);
    const ids = { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
    const before = await author.request('POST', '/api/documents', { title: 'Acknowledged before the restart', ...ids });
    expect(before.statusCode, before.body).toBe(201);
    const acknowledged = before.json<DocumentDetail>();

    const reviewerOnB = await signedIn(b, 'reviewer@attest.local');
    stream = await openSse(`${b.url}/api/events`, { cookie: reviewerOnB.cookie! });
    expect(stream.status).toBe(200);

    cluster.stop();
    // What killed the servers came within a second of the stop, with no traffic at all.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(a.running(), a.output.slice(-20).join('\n')).toBe(true);
    expect(b.running(), b.output.slice(-20).join('\n')).toBe(true);

    for (const server of [a, b]) {
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'degraded', dependencies: { database: 'down' } });
      const cookie = server === a ? author.cookie! : reviewerOnB.cookie!;
      for (let i = 0; i < 5; i += 1) {
        const response = await fetch(`${server.url}/api/documents?pageSize=5`, { headers: { cookie } });
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe('DATABASE_UNAVAILABLE');
      }
    }

    cluster.start();
    await Promise.all([untilHealthy(a, 30_000), untilHealthy(b, 30_000)]);
    expect(a.running() && b.running()).toBe(true);

    // Nothing acknowledged was lost, sessions survive (they live in the database), and writes work again.
    const kept = await author.request('GET', `/api/documents/${acknowledged.id}`);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<DocumentDetail>().title).toBe('Acknowledged before the restart');
    // B's LISTEN comes back by itself (retrying every few seconds at most) and says so on the stream it held through
    // the outage with a resync ('*': whatever was announced meanwhile was missed, so every open list refreshes)...
    const isResync = (e: { event: string; data: unknown }) => e.event === 'changed' && (e.data as { entities: string[] }).entities.includes('*');
    await expect.poll(() => stream!.received.some(isResync), { timeout: 20_000 }).toBe(true);
    // ...and from then on a change committed through A reaches it as itself.
    const seen = stream.received.length;
    const after = await author.request('POST', '/api/documents', { title: 'Written after the restart', ...ids });
    expect(after.statusCode, after.body).toBe(201);
    await expect
      .poll(() => stream!.received.slice(seen).some((e) => e.event === 'changed' && (e.data as { entities: string[] }).entities.includes('document')), { timeout: 20_000 })
      .toBe(true);
  }, 120_000);
});
