import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

const PRECOMPRESS = path.resolve(import.meta.dirname, '../../../../scripts/precompress.mjs');

describe('the web build as served', () => {
  let t: TestApp;
  let dist: string;
  const script = `export const greeting = ${JSON.stringify('Attest '.repeat(400))};\n`;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'attest-web-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), `<!doctype html><title>Attest</title><script type="module" src="/assets/app-Ab12Cd.js"></script>${' '.repeat(2048)}`);
    await writeFile(path.join(dist, 'assets/app-Ab12Cd.js'), script);
    await promisify(execFile)(process.execPath, [PRECOMPRESS, dist]);
    t = await startTestApp({}, { serveWeb: true, webDist: `${dist}/` });
  });
  afterAll(async () => {
    await t?.close();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('sends a hashed asset brotli- or gzip-compressed as the browser accepts, cached for a year', async () => {
    const br = await t.app.inject({ url: '/assets/app-Ab12Cd.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await t.app.inject({ url: '/assets/app-Ab12Cd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ url: '/assets/app-Ab12Cd.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the page shell for client routes, never cached without revalidation', async () => {
    const shell = await t.app.inject({ url: '/dashboard/admin/documents', headers: { 'accept-encoding': 'br' } });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(shell.rawPayload).toString()).toContain('<title>Attest</title>');
  });

  it('looks up no session for the web app’s files, while the API does', async () => {
    const staleCookie = { cookie: 'attest_session=not-a-live-session' };
    const asset = await t.app.inject({ url: '/assets/app-Ab12Cd.js', headers: staleCookie });
    const shell = await t.app.inject({ url: '/login', headers: staleCookie });
    // A looked-up cookie that matches no session is cleared; the files leave it alone because nothing looked.
    expect(asset.headers['set-cookie']).toBeUndefined();
    expect(shell.headers['set-cookie']).toBeUndefined();
    const api = await t.app.inject({ url: '/api/auth/session', headers: staleCookie });
    expect(String(api.headers['set-cookie'])).toMatch(/attest_session=;/);
  });
});
