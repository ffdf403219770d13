import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpClient } from '../../test/api-client.ts';
import { multipart, referenceIds } from '../../test/documents-helpers.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { CSRF_HEADER } from '@attest/domain';

/**
 * An error answered before the request's body was read (the disk full at the first chunk) must not
 * leave the keep-alive connection with the rest of the body in it: the next request on that socket hung, later ones
 * were reset. The server closes such a connection (and logs the error).
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => t.close());

const diskFull = () => Object.assign(new Error('ENOSPC: no space left on device, open'), { code: 'ENOSPC' });

describe('an error answered before the body was read', () => {
  it('answers 507 and closes the connection instead of leaving the rest of the body on it', async () => {
    const author = new HttpClient(base);
    await author.signIn('author@attest.local');
    const ref = await referenceIds(author);
    vi.spyOn(t.store, 'createTempPath').mockRejectedValueOnce(diskFull());
    const meta = { docNumber: 'SOP-EARLY-507', title: 'Disk full early', categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, description: 'x', changeReason: 'x', effectiveDate: '2030-01-01', reviewDate: '2031-01-01' };
    const { body, contentType } = multipart(meta, { name: 'big.pdf', content: Buffer.alloc(5 * 1024 * 1024, 0x25) });

    const socket = connect({ host: '127.0.0.1', port: Number(new URL(base).port) });
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    const head = [
      'POST /api/documents/upload HTTP/1.1',
      `Host: ${new URL(base).host}`,
      'Connection: keep-alive',
      `Content-Type: ${contentType}`,
      `Content-Length: ${body.length}`,
      `Cookie: ${author.cookie!}`,
      `${CSRF_HEADER}: ${author.csrf!}`,
      '',
      '',
    ].join('\r\n');
    // The headers and the first 256 KiB only: the server answers before it has the rest.
    socket.write(head);
    socket.write(body.subarray(0, 256 * 1024));
    await vi.waitFor(() => expect(Buffer.concat(received).toString('latin1')).toMatch(/^HTTP\/1\.1 507/), { timeout: 15_000 });
    expect(Buffer.concat(received).toString('latin1')).toMatch(/\r\nconnection: close\r\n/i);
    await Promise.race([closed, new Promise((_, reject) => setTimeout(() => reject(new Error('the server kept the connection open')), 10_000))]);
    socket.destroy();

    // The server is fine for the next connection.
    expect((await author.request('GET', '/api/auth/session')).statusCode).toBe(200);
  });
});
