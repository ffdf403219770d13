import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DocumentDetail } from '@attest/domain';
import { HttpClient } from '../api-client.ts';
import { TEST_AUDIT_SECRET } from '../audit-key.ts';
import { CORPUS } from '../corpus.ts';
import { attachFile, multipart, referenceIds } from '../documents-helpers.ts';
import { cloneFromTemplate, TEST_RUNTIME_ROLE } from '../postgres-template.ts';
import { startServerProcess, type ServerProcess } from '../server-process.ts';
import { startTestS3, type TestS3 } from '../s3-server.ts';
import { openSse, type SseStream } from '../sse-client.ts';
import { pendingApproval } from '../signing-helpers.ts';
import { act, signature } from '../workflow-helpers.ts';
import { startTestSmtp } from '../../src/modules/diagnostics/test-smtp.ts';

/**
 * Scale-out: two real server processes (main.ts, as npm start runs it) on one PostgreSQL database and one
 * S3 bucket, set up as the README's production topology: the owner login migrates, the servers run as the
 * restricted runtime login with the same AUDIT_KEY. CI's PostgreSQL stage runs it; the embedded database is one
 * process by design, so on PGlite it is skipped.
 */
const template = inject('template');

let s3: TestS3;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let sql: pg.Client;
let dataDir: string;
let a: ServerProcess;
let b: ServerProcess;
const streams: SseStream[] = [];

async function rows<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await sql.query<T>(text, params)).rows;
}

async function count(text: string): Promise<number> {
  return Number((await rows<{ n: string }>(text))[0]!.n);
}

async function signedIn(server: ServerProcess, role: string): Promise<HttpClient> {
  const client = new HttpClient(server.url);
  await client.signIn(`${role}@attest.local`);
  return client;
}

async function clientsOn(server: ServerProcess) {
  const [author, reviewer, approver, admin] = await Promise.all(['author', 'reviewer', 'approver', 'admin'].map((role) => signedIn(server, role)));
  return { author: author!, reviewer: reviewer!, approver: approver!, admin: admin! };
}

async function idsOf(client: HttpClient) {
  const ref = await referenceIds(client);
  return { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id };
}

describe.skipIf(template.kind !== 'postgres')('two server processes on one PostgreSQL database and one bucket', () => {
  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    const ownerUrl = await cloneFromTemplate(template.url);
    const runtimeUrl = Object.assign(new URL(ownerUrl), { username: TEST_RUNTIME_ROLE }).toString();
    [s3, smtp, dataDir] = await Promise.all([startTestS3(), startTestSmtp(), mkdtemp(path.join(os.tmpdir(), 'attest-scale-'))]);
    sql = new pg.Client({ connectionString: ownerUrl });
    await sql.connect();
    const env = {
      ...s3.env,
      MIGRATION_DATABASE_URL: ownerUrl,
      DATABASE_URL: runtimeUrl,
      AUDIT_KEY: TEST_AUDIT_SECRET.toString('hex'),
      SEED: 'none',
      BACKUP_SCHEDULE: 'off',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'attest@example.test',
    };
    [a, b] = await Promise.all([startServerProcess({ ...env, DATA_DIR: path.join(dataDir, 'a') }), startServerProcess({ ...env, DATA_DIR: path.join(dataDir, 'b') })]);
  }, 120_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await sql?.end();
    await Promise.all([s3?.close(), smtp?.close()]);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a session made on A works on B, and a sign-out on B ends it on A [REQ:A11-16]', async () => {
    const client = await signedIn(a, 'author');
    client.baseUrl = b.url;
    const onB = await client.request('GET', '/api/auth/session');
    expect(onB.statusCode).toBe(200);
    expect(onB.json<{ user: { email: string } }>().user.email).toBe('author@attest.local');
    expect((await client.request('POST', '/api/auth/logout')).statusCode).toBeLessThan(300);
    client.baseUrl = a.url;
    expect((await client.request('GET', '/api/auth/session')).statusCode).toBe(401);
  });

  it('a Word file uploaded on A downloads from B byte for byte, and its rendition job ran once, on one of them', async () => {
    const author = await signedIn(a, 'author');
    const ids = await idsOf(author);
    const content = await readFile(`${CORPUS}/docx/simple-list.docx`);
    const meta = { docNumber: 'SCALE-1', title: 'Uploaded on A', ...ids, description: 'scale-out', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
    const { body, contentType } = multipart(meta, { name: 'simple-list.docx', content });
    const uploaded = await author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const version = uploaded.json<DocumentDetail>().currentVersion!;
    const reader = await signedIn(b, 'author');
    const file = await reader.request('GET', `/api/documents/${uploaded.json<DocumentDetail>().id}/versions/${version.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.bytes.equals(content)).toBe(true);
    // The rendition (LibreOffice, which CI installs) was claimed by one instance, once, and succeeded.
    await expect
      .poll(() => rows(`SELECT status, attempts FROM jobs WHERE name = 'document-rendition' AND payload->>'sha256' = $1`, [version.sha256]), { timeout: 90_000 })
      .toEqual([{ status: 'succeeded', attempts: 1 }]);
  }, 120_000);

  it('a notification raised on A reaches a stream held by B within two seconds, a reconnect catches up, and its e-mail is sent once', async () => {
    const onA = await clientsOn(a);
    const reviewerOnB = await signedIn(b, 'reviewer');
    const reviewerId = (await reviewerOnB.request('GET', '/api/auth/session')).json<{ user: { id: string } }>().user.id;
    const approverId = (await onA.author.request('GET', '/api/users/assignable?role=approver')).json<{ id: string }[]>()[0]!.id;
    const ids = await idsOf(onA.author);
    const submit = async (title: string) => {
      const doc = (await onA.author.request('POST', '/api/documents', { title, ...ids })).json<DocumentDetail>();
      await attachFile(onA.author, doc.id);
      const submitted = await act(onA.author, doc.id, { action: 'submit_for_review', reviewers: [reviewerId], approvers: [approverId], comment: 'Please review' });
      expect(submitted.statusCode, submitted.body).toBe(200);
      return doc;
    };

    const stream = await openSse(`${b.url}/api/events`, { cookie: reviewerOnB.cookie! });
    streams.push(stream);
    expect(stream.status).toBe(200);
    const first = await submit('Scale-out SOP');
    const submittedAt = Date.now();
    const event = await stream.next((e) => e.event === 'notification');
    // LISTEN/NOTIFY usually delivers in milliseconds; two seconds leaves room for CI's loaded machine.
    expect(Date.now() - submittedAt).toBeLessThan(2_000);
    expect(event.data).toMatchObject({ title: 'Review assigned', actionUrl: `/documents/${first.id}/review` });
    await stream.find((e) => e.event === 'changed' && (e.data as { entities: string[] }).entities.includes('document'));

    stream.close();
    await submit('Submitted while disconnected');
    const again = await openSse(`${b.url}/api/events`, { cookie: reviewerOnB.cookie!, 'last-event-id': event.id! });
    streams.push(again);
    const missed = await again.next((e) => e.event === 'notification');
    expect((missed.data as { message: string }).message).toContain('Submitted while disconnected');

    // Each notification's e-mail: queued once, claimed by one instance, delivered once.
    await expect.poll(() => rows(`SELECT status FROM mail_outbox WHERE recipient = 'reviewer@attest.local' AND status = 'pending'`), { timeout: 60_000 }).toEqual([]);
    const sent = await count(`SELECT count(*) AS n FROM mail_outbox WHERE recipient = 'reviewer@attest.local' AND status = 'sent'`);
    expect(sent).toBeGreaterThanOrEqual(2);
    expect(smtp.received.filter((to) => to.includes('reviewer@attest.local'))).toHaveLength(sent);
  }, 90_000);

  it('one approval, signed on A and on B at the same moment, is recorded exactly once', async () => {
    const onA = await clientsOn(a);
    const doc = await pendingApproval(onA, await idsOf(onA.author));
    const approverOnB = await signedIn(b, 'approver');
    const [signedA, signedB] = await Promise.all([signature(onA.approver, 'approver@attest.local'), signature(approverOnB, 'approver@attest.local')]);
    const results = await Promise.all([
      act(onA.approver, doc.id, { action: 'approve_document', comment: 'Approved on A', signature: signedA }),
      act(approverOnB, doc.id, { action: 'approve_document', comment: 'Approved on B', signature: signedB }),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
    expect(statuses[1]).toBeLessThan(500);
    expect(await rows(`SELECT id FROM signatures WHERE document_id = $1 AND meaning = 'approved'`, [doc.id])).toHaveLength(1);
  });

  it('no job was run twice by the two instances', async () => {
    expect(await count(`SELECT count(*) AS n FROM jobs WHERE status = 'succeeded'`)).toBeGreaterThan(0);
    expect(await rows(`SELECT name, attempts FROM jobs WHERE status = 'succeeded' AND attempts > 1`)).toEqual([]);
  });

  it('an instance shuts down cleanly with streams open', async () => {
    const reviewer = await signedIn(a, 'reviewer');
    streams.push(await openSse(`${a.url}/api/events`, { cookie: reviewer.cookie! }));
    expect(await a.stop()).toBe(0);
  });
});
