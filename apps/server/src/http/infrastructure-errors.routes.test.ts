import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../platform/db/client.ts';
import { closeExtractionPool } from '../modules/files/extraction-pool.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../test/harness.ts';
import { multipart, referenceIds } from '../../test/documents-helpers.ts';
import { CORPUS } from '../../test/corpus.ts';

const systemError = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('through the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await closeExtractionPool();
  });

  it('answers an upload on a full disk with 507 STORAGE_FULL and leaves nothing half-written', async () => {
    const author = new TestClient(t.app);
    await author.signIn('author@attest.local');
    const ref = await referenceIds(author);
    const count = async (table: string) => rowsOf<{ n: number }>(await t.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n;
    const stored = async () => {
      const out: string[] = [];
      for await (const sha of t.store.list()) out.push(sha);
      return out;
    };
    const before = { documents: await count('documents'), blobs: await count('blobs'), stored: await stored() };
    vi.spyOn(t.store, 'commitTemp').mockRejectedValueOnce(systemError('ENOSPC', 'ENOSPC: no space left on device, write'));

    const meta = { docNumber: 'SOP-DISK-0001', title: 'Full disk', categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, description: 'x', changeReason: 'x', effectiveDate: '2026-12-01', reviewDate: '2027-12-01' };
    const { body, contentType } = multipart(meta, { name: 'tables.docx', content: await readFile(`${CORPUS}/docx/tables.docx`) });
    const response = await author.request('POST', '/api/documents/upload', body, { 'content-type': contentType });

    expect(response.statusCode).toBe(507);
    expect(errorCode(response)).toBe('STORAGE_FULL');
    expect({ documents: await count('documents'), blobs: await count('blobs'), stored: await stored() }).toEqual(before);
    expect(await readdir(path.join(t.blobRoot, 'tmp')).catch(() => [])).toEqual([]);
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After when the database is gone [REQ:A11-16]', async () => {
    const signedIn = new TestClient(t.app);
    await signedIn.signIn('author@attest.local');
    await t.database.close();
    // Closed already: the harness's own close at the end must not fail on it.
    t.database.close = async () => {};

    for (const response of [
      await signedIn.request('GET', '/api/documents'),
      await new TestClient(t.app).request('POST', '/api/auth/login', { email: 'author@attest.local', password: 'not it' }),
    ]) {
      expect(response.statusCode).toBe(503);
      expect(errorCode(response)).toBe('DATABASE_UNAVAILABLE');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Health names the dependency that is down, also for a browser that sends its session cookie.
    const health = await signedIn.request('GET', '/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', dependencies: { database: 'down' } });
  });
});
